// The figures scripts/perf.ts prints: for each measure, each page's median over the runs with its
// spread (25th to 75th percentile), and each page's ratio to the hand-written page taken run by run
// (both measured in the same run, interleaved), with the ratios' median and spread.
import { PACES, type Sample } from './drive.js';

export const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (at - lo);
};
export const median = (xs: number[]): number => quantile(xs, 0.5);
/** The key at the 95th percentile of one run's keys (nearest rank: of 18 keys, the slowest). */
export const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

interface Measure { label: string; of: (s: Sample) => number; ratio: boolean }

export const MEASURES: Measure[] = [
  { label: 'first render', of: (s) => s.render, ratio: true },
  ...PACES.flatMap((pace): Measure[] => [
    { label: `key median, ${pace} ms pace`, of: (s) => median(s.typing[pace].keys), ratio: true },
    { label: `key p95, ${pace} ms pace`, of: (s) => p95(s.typing[pace].keys), ratio: true },
    { label: `pause after ${pace} ms pace: longest block`, of: (s) => s.typing[pace].pause.longest, ratio: false },
    { label: `pause after ${pace} ms pace: blocked in all`, of: (s) => s.typing[pace].pause.total, ratio: false },
  ]),
  { label: 'first validation, click to painted error', of: (s) => s.click, ratio: true },
];

const spread = (xs: number[], digits: number, unit: string) =>
  `${median(xs).toFixed(digits)}${unit} [${quantile(xs, 0.25).toFixed(digits)}-${quantile(xs, 0.75).toFixed(digits)}]`;

/** The table for one comparison: samples[page][run]. */
export function table(samples: Record<string, Sample[]>, hand: string): string {
  const pages = [hand, ...Object.keys(samples).filter((p) => p !== hand)];
  const width = 44;
  const lines = [`${'measure (ms)'.padEnd(width)}${pages.map((p) => p.padEnd(38)).join('')}`];
  for (const m of MEASURES) {
    const base = samples[hand].map(m.of);
    const cells = pages.map((p) => {
      const xs = samples[p].map(m.of);
      const ratios = xs.map((x, run) => x / Math.max(base[run], 0.1));
      return `${spread(xs, 0, '')}${p !== hand && m.ratio ? ` ${spread(ratios, 2, 'x')}` : ''}`.padEnd(38);
    });
    lines.push(`${m.label.padEnd(width)}${cells.join('')}`);
  }
  return lines.join('\n');
}
