// One session key, one type: every write of a key (set, save, a next rule's set) whose
// expression surely gives a value of some type must give the type flows/session.json declares
// (a number written into Email on one screen made it 0 on the next). null clears a key.
import type { ValueType } from '../../renderer/journey/types.js';
import { journeyOf } from './journeyModel.js';
import type { Sink, Tree } from './types.js';

/** What a declared type takes: an object key holds lists too (the seeds' UserShare, A56's lists). */
const fits = (declared: string, written: ValueType): boolean =>
  written === 'null' || written === declared || (declared === 'object' && written === 'array');

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

export function checkJourneyTypes(tree: Tree, sink: Sink): void {
  if (!tree.flow) return;
  const { journey } = journeyOf(tree);
  const sites = journey.nodes.flatMap((n) => n.writes);
  for (const write of sites) {
    const key = write.name.replace(/^session\./, '');
    const declared = journey.keys[key]?.type;
    if (!declared || !write.type || fits(declared, write.type)) continue;
    const other = sites.find((w) => w.name === write.name && w.type !== undefined && fits(declared, w.type));
    const elsewhere = other ? `; elsewhere ${other.source.file}#${other.source.pointer} writes ${article(other.type!)}` : '';
    sink.fault(write.source.file, write.source.pointer,
      `${write.name} is ${article(declared)} (flows/session.json) but this writes ${article(write.type)}: one key has one type wherever it is written${elsewhere}`);
  }
}
