// axe-core through @axe-core/playwright over the page as it is (issue 9 §4). axe is evaluated
// through the driver (legacy mode: one axe.run in the page, no blank page for finishRun), so the
// app's Content-Security-Policy stays as served. Every run records its counts by impact to
// .tmp/axe/<name>-<project>-<lang>.json (quoted in the note); a serious or critical
// violation fails the test.
import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The rules run: WCAG 2.x A and AA and axe's best practices, once per state. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

export type AxeRecord = {
  name: string; project: string; lang: string; url: string; test: string; ms: number;
  counts: Record<(typeof IMPACTS)[number], number>;
  violations: Array<{ id: string; impact: string; help: string; targets: string[] }>;
};

const slug = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_');

/** Runs axe over the page, records its counts and returns them (without failing). */
export async function axeRecord(page: Page, name: string): Promise<AxeRecord> {
  const started = Date.now();
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  const info = test.info();
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'unknown';
  const violations = results.violations.map((v) => ({
    id: v.id, impact: v.impact ?? 'minor', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, violations.filter((v) => v.impact === i).reduce((n, v) => n + v.targets.length, 0)])) as AxeRecord['counts'];
  const record: AxeRecord = { name, project: info.project.name, lang, url: page.url().replace(/^https?:\/\/[^/]+/, ''), test: info.titlePath.slice(1).join(' › '), ms: Date.now() - started, counts, violations };
  mkdirSync('.tmp/axe', { recursive: true });
  writeFileSync(`.tmp/axe/${slug(name)}-${slug(info.project.name)}-${slug(lang)}.json`, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

const line = (v: AxeRecord['violations'][number]) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`;

/**
 * axe over the page as it is, recorded under `name` (every impact, in .tmp/axe/): fails on any serious or
 * critical violation and returns those (none, when it returns); moderate and minor ones are in the record.
 */
export async function axeCheck(page: Page, name: string): Promise<string[]> {
  const record = await axeRecord(page, name);
  const grave = record.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(line);
  expect(grave, `no serious or critical axe violation on ${name} (${record.lang}, ${record.url})`).toEqual([]);
  return grave;
}

/** The name of the screen shown (its route), for a record made without one. */
export async function routeName(page: Page): Promise<string> {
  return page.evaluate(() => (location.hash.replace(/^#\/?/, '').split('?')[0] || 'landing'));
}
