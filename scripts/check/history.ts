// Back and Forward (flows/flow.json history, renderer/engine/history.ts): every page state the
// table names is one the journey model knows (a way sets it or a guard admits it), so a typo
// cannot leave a submitted application open to Back. Its texts and the routes' messages are
// resolved with every other i18n key (i18nSites.ts); its shape is the meta-schema's.
import { didYouMean } from './didYouMean.js';
import { journeyOf } from './journeyModel.js';
import { ptr } from './pointer.js';
import { entries, field } from './walk.js';
import type { Sink, Tree } from './types.js';

export function checkHistory(tree: Tree, sink: Sink): void {
  if (!tree.flow) return;
  const pageStates = entries(field(field(tree.flow.data, 'history'), 'pageStates'));
  if (pageStates.length === 0) return;
  const { journey } = journeyOf(tree);
  const known = new Set([...journey.pageStates, ...journey.nodes.flatMap((n) => n.pageStates ?? [])]);
  for (const [state] of pageStates) {
    if (!known.has(state)) {
      sink.fault(tree.flow.file, ptr('/history/pageStates', state), `page state "${state}" is never set and no guard admits it, so this rule never applies${didYouMean(state, known)}`);
    }
  }
}
