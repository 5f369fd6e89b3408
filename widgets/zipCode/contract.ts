import { defineContract } from '../shared/contract.js';

/** ui:options of the zipCode widget: a read-only zip taken from the first characters of another field (the area code). */
export interface ZipCodeOptions {
  /** The form field holding the area code (HomeArea, BillArea, CompanyArea ...). */
  areaField: string;
  /** How many leading characters make the zip (default 3, the seeds' rule). */
  length?: number;
}

export function zipOf(area: unknown, length = 3): string | undefined {
  const text = typeof area === 'number' ? String(area) : typeof area === 'string' ? area : '';
  return text.length >= length ? text.slice(0, length) : undefined;
}

export const contract = defineContract<string | undefined>({
  name: 'zipCode',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input, options) => zipOf(input, typeof options?.length === 'number' ? options.length : 3),
  optionKinds: { areaField: 'string', length: 'number' },
  requiredOptions: ['areaField'],
});
