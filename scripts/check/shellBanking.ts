// flows/flow.json shell.banking: which session value means the applicant came through banking
// (the banking header). Its key is one flows/session.json declares, and the value one it allows.
import { didYouMean } from './didYouMean.js';
import { entries, field, items } from './walk.js';
import type { Sink, Tree } from './types.js';

export function checkShellBanking(tree: Tree, sink: Sink): void {
  const banking = field(field(tree.flow?.data, 'shell'), 'banking');
  const key = field(banking, 'session');
  if (!tree.flow || !tree.sessionKeys || typeof key !== 'string') return; // absent or malformed: the meta-schema's
  const data = tree.sessionKeys.data;
  const declared = new Map([...entries(field(data, 'seed')), ...entries(field(data, 'runtime'))]);
  if (!declared.has(key)) {
    sink.fault(tree.flow.file, '/shell/banking/session', `unknown session key "${key}": not in flows/session.json${didYouMean(key, declared.keys())}`);
    return;
  }
  const allowed = items(field(declared.get(key), 'enum'));
  const equals = field(banking, 'equals');
  if (typeof equals === 'string' && allowed.length && !allowed.includes(equals)) {
    sink.fault(tree.flow.file, '/shell/banking/equals', `${JSON.stringify(equals)} is not a value of session ${key} (flows/session.json allows ${allowed.map((v) => JSON.stringify(v)).join(', ')})`);
  }
}
