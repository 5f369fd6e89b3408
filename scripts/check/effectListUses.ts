// flows/effects.json's named lists: each use names a list that exists, a list no screen uses is
// said, and every fault inside a list names where it is used (its definition's file and pointer,
// then the uses': a list's steps are checked in each screen that uses it).
import { EFFECT_LISTS_FILE, listPointer } from '../../renderer/effects/effectLists.js';
import { didYouMean } from './didYouMean.js';
import { ptr } from './pointer.js';
import { allEffects, entries, field } from './walk.js';
import type { Sink, Tree } from './types.js';

export function checkEffectListUses(tree: Tree, sink: Sink): void {
  const lists = field(tree.effectLists?.data, 'lists');
  const names = entries(lists).map(([name]) => name);
  const uses = new Map<string, string[]>();
  for (const { file, pointer, effect, screen } of allEffects(tree)) {
    if (typeof effect.use !== 'string') continue;
    // The runtime gives screens the lists (the browser loads them with the screen that uses one).
    if (!screen) sink.fault(file, ptr(pointer, 'use'), `a named effect list is for screens: flows/flow.json's own effects cannot use "${effect.use}"`);
    if (!names.includes(effect.use)) {
      sink.fault(file, ptr(pointer, 'use'), `unknown effect list "${effect.use}": not in ${EFFECT_LISTS_FILE}${didYouMean(effect.use, names)}`);
      continue;
    }
    uses.set(effect.use, [...(uses.get(effect.use) ?? []), `${file}#${pointer}`]);
    // The use gives exactly the values the list declares it reads (with.<name>).
    const declared = entries(field(field(lists, effect.use), 'with')).map(([name]) => name);
    const given = entries(effect.with).map(([name]) => name);
    for (const name of given.filter((n) => !declared.includes(n))) sink.fault(file, ptr(pointer, 'with', name), `the effect list "${effect.use}" reads no with.${name} (it declares: ${declared.join(', ') || 'none'})${didYouMean(name, declared)}`);
    for (const name of declared.filter((n) => !given.includes(n))) sink.fault(file, ptr(pointer, 'with'), `the effect list "${effect.use}" reads with.${name}: give it here`);
  }
  for (const name of names) {
    const at = uses.get(name);
    if (!at) sink.warn(`${EFFECT_LISTS_FILE}#/lists/${name}: the effect list "${name}" is used nowhere (its steps are checked only where a screen uses it)`);
    else sink.note(EFFECT_LISTS_FILE, listPointer(name), ` (in the list "${name}", used at ${at.join(', ')})`);
  }
}
