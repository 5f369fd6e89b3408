// The tabs of a docUpload field as its ui:options give them: each tab's slot type, which tabs
// show now (tabVisible), how many boxes each starts with and may hold, which take images only.
import type { formContextOf } from '../shared/formContext.js';
import { isRecord, truthy } from '../shared/sanitize.js';
import { useEvaluatedMap, valueOf } from '../shared/useEvaluated.js';
import { DEFAULT_MAX_BOXES, perTab, type DocUploadOptions } from './contract.js';

export interface DocTabs {
  /** Every tab of the config, in order. */
  all: string[];
  /** The tabs shown now. */
  shown: string[];
  /** Tab -> slot type. */
  types: Record<string, number>;
  initial(tab: string): number;
  maxOf(tab: string): number;
  imageOnly(tab: string): boolean;
}

/** The tabs of the field `name`; a tab without a whole slot type is a configuration fault. */
export function useDocTabs(fc: ReturnType<typeof formContextOf>, o: Partial<DocUploadOptions>, name: string): DocTabs {
  const all = isRecord(o.tabs) ? Object.keys(o.tabs) : [];
  const types: Record<string, number> = {};
  for (const t of all) {
    const n = isRecord(o.slotTypes) ? o.slotTypes[t] : undefined;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw new Error(`docUpload field "${name}": slotTypes has no whole number for the tab "${t}"`);
    types[t] = n;
  }
  const visibility = useEvaluatedMap(fc, o.tabVisible);
  const shownMap = valueOf(visibility);
  const ruled = isRecord(o.tabVisible) ? o.tabVisible : {};
  const shown = all.filter((t) => !Object.hasOwn(ruled, t) || (shownMap !== undefined && truthy(shownMap[t])));
  const initial = (t: string) => perTab(o.initialBoxes, t, 1);
  return {
    all,
    shown,
    types,
    initial,
    maxOf: (t) => Math.max(initial(t), perTab(o.maxBoxes, t, DEFAULT_MAX_BOXES)),
    imageOnly: (t) => Array.isArray(o.imageOnlyTabs) && o.imageOnlyTabs.includes(t),
  };
}
