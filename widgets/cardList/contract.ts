import { defineContract } from '../shared/contract.js';
import { isRecord } from '../shared/sanitize.js';
import { formatValue, SUMMARY_FORMATS, SUMMARY_TEXTS, type FormatTexts, type SummaryFormat } from '../summary/contract.js';

/**
 * ui:options of the cardList field (schema type null): one card per item of a served list (the
 * progress inquiry's applications, 002 §2.9), each a heading, label and value rows and an optional
 * link. The item's own fields are read by name, so the screen's source rule shapes the items and
 * the widget knows no call. Values are drawn as text (never HTML), a served text in the screen's
 * language (runtime.shown, widgets/shared/screenRuntime.ts).
 */
export interface CardListOptions {
  /** JSONata giving the list of items (objects). */
  source: string;
  /** i18n key of each card's heading; its params are the item's fields and {n} (1-based). */
  title?: string;
  /** Heading level of a card (default 2). */
  level?: number;
  /** Item field -> i18n key of its label, in the order shown. */
  labels: Record<string, string>;
  /** Item field -> format (the summary field's: text, rocDate, textKey …). */
  formats?: Record<string, SummaryFormat>;
  /** Item field holding the link's address (a '#/Route?…' or http(s) address); no link when empty. */
  linkKey?: string;
  /** i18n key of the link text (params: the item's fields). */
  linkText?: string;
  /** i18n key shown instead of the cards when the list is empty. */
  emptyText?: string;
}

export interface CardItem {
  fields: Record<string, unknown>;
  href?: string;
}

/** A hash route or an http(s) address; anything else (javascript:, data:) gives no link. */
export function safeLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return /^#\/[A-Za-z]/.test(v) || /^https?:\/\//i.test(v) ? v : undefined;
}

/** The items of the source's value (an object alone is one item; anything else none). */
export function cardItems(value: unknown, linkKey?: string): CardItem[] {
  const list = Array.isArray(value) ? value : isRecord(value) ? [value] : [];
  return list.filter(isRecord).map((fields) => ({ fields, href: linkKey ? safeLink(fields[linkKey]) : undefined }));
}

/** The labels option as [field, label key] pairs; a fault throws naming the field. */
export function cardRows(o: Partial<CardListOptions>, where = 'cardList'): [string, string][] {
  if (typeof o.source !== 'string' || o.source === '') throw new Error(`${where}: the option "source" (a JSONata rule) is missing`);
  if (!isRecord(o.labels) || Object.keys(o.labels).length === 0) throw new Error(`${where}: the option "labels" must map item fields to label keys`);
  return Object.entries(o.labels).map(([name, label]) => {
    if (typeof label !== 'string' || label === '') throw new Error(`${where}: row "${name}" needs a label key`);
    const format = isRecord(o.formats) ? o.formats[name] : undefined;
    if (format !== undefined && !SUMMARY_FORMATS.includes(format)) throw new Error(`${where}: row "${name}" has the unknown format "${String(format)}" (formats: ${SUMMARY_FORMATS.join(', ')})`);
    return [name, label];
  });
}

/** The params of an item's texts: its plain fields and n (1-based). */
export const itemParams = (fields: Record<string, unknown>, n: number): Record<string, unknown> =>
  ({ ...Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string' || typeof v === 'number')), n });

/** A card as drawn: heading, [label, value] rows, link text and address (texts already translated). */
export interface DrawnCard { title: string; rows: [string, string][]; link?: { text: string; href: string } }

/** The cards the options give for the source's value: the component draws them, the headless runner reads them. */
export function drawnCards(o: Partial<CardListOptions>, value: unknown, t: (key: string, params?: Record<string, unknown>) => string, where = 'cardList'): DrawnCard[] {
  const rows = cardRows(o, where);
  const formats = isRecord(o.formats) ? (o.formats as Record<string, SummaryFormat>) : {};
  const texts: FormatTexts = { yes: t(SUMMARY_TEXTS.yes), no: t(SUMMARY_TEXTS.no), separator: t(SUMMARY_TEXTS.separator), t: (key) => t(key) };
  return cardItems(value, o.linkKey).map((item, i) => {
    const params = itemParams(item.fields, i + 1);
    return {
      title: typeof o.title === 'string' && o.title ? t(o.title, params) : '',
      rows: rows.map(([name, label]) => [t(label), formatValue(item.fields[name], formats[name], texts) ?? '—']),
      link: item.href ? { text: typeof o.linkText === 'string' && o.linkText ? t(o.linkText, params) : item.href, href: item.href } : undefined,
    };
  });
}

export const contract = defineContract<undefined>({
  name: 'cardList',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: {
    source: 'expr', title: 'i18n', level: 'number', labels: 'i18nList', formats: 'object', linkKey: 'string', linkText: 'i18n', emptyText: 'i18n',
  },
  requiredOptions: ['source', 'labels'],
  texts: { title: { passes: ['n'], served: true }, linkText: { passes: ['n'], served: true } },
  ownLabel: true,
  async servedTexts(options, env) {
    const o = options as Partial<CardListOptions>;
    const cards = drawnCards(o, env.shown(await env.evaluate(o.source ?? '[]')), env.t);
    if (cards.length === 0) return typeof o.emptyText === 'string' && o.emptyText ? [env.t(o.emptyText)] : [];
    return cards.flatMap((c) => [c.title, ...c.rows.flat(), ...(c.link ? [c.link.text, c.link.href] : [])]).filter(Boolean);
  },
});
