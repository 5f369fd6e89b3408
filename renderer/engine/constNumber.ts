/** A number written in config, or the name of a number in flows/constants.json; anything else is a config fault naming where. */
export function constNumber(value: number | string, consts: Record<string, unknown>, where: string): number {
  const n = typeof value === 'number' ? value : consts[value];
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`${where}: "${value}" is not a number in flows/constants.json`);
  return n;
}
