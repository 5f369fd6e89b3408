// The step indicator on the journey model (issue 17 §9): a way forward never shows an earlier step.
// For every applicant the flow names, every way they may take from one screen to another within the
// session (not a declared way back, not a failure) must not lower the screen's number in the header
// they see (flows/flow.json shell.steps; banking when the session value shell.banking names holds, else public). The
// fault names the way and both numbers.
import { staysInSession, type ContextGraph } from '../../renderer/journey/index.js';
import { journeyOf, PerContext } from './journeyModel.js';
import { field } from './walk.js';
import type { Sink, Tree } from './types.js';

type Header = 'public' | 'banking';

export function checkJourneySteps(tree: Tree, sink: Sink): void {
  const walked = journeyOf(tree);
  const { journey } = walked;
  const found = new PerContext(walked.contexts);
  const shellBanking = field(field(tree.flow?.data, 'shell'), 'banking');
  const banking = typeof field(shellBanking, 'session') === 'string' ? { session: field(shellBanking, 'session') as string, equals: field(shellBanking, 'equals') } : undefined;
  const stepOf = (path: string, header: Header): number | undefined => {
    const screen = journey.node(path)?.screen;
    const n = field(field(screen ? tree.screens.get(screen)?.data : undefined, 'step'), header);
    return typeof n === 'number' ? n : undefined;
  };
  const check = (g: ContextGraph, header: Header) => {
    // The members of a graph walk alike but may see different headers: told apart by shell.banking's session value.
    const members = g.members.filter((c) => (banking !== undefined && c.known.get(`session.${banking.session}`) === banking.equals) === (header === 'banking'));
    if (members.length === 0) return;
    for (const from of g.reachable) {
      for (const e of g.out(from)) {
        if (e.from === '*' || !staysInSession(e) || e.back !== undefined || e.failure) continue;
        const [a, b] = [stepOf(from, header), stepOf(e.to, header)];
        if (a === undefined || b === undefined || b >= a) continue;
        found.add(`step:${e.source.file}${e.source.pointer}:${header}`, e.source.file, e.source.pointer, members, (who) =>
          `${from} (step ${a} of the ${header} header) → ${e.to} (step ${b}) goes back in the step indicator for ${who}: number the screens ("step") so that a way forward never shows an earlier step, or declare the way "back"`);
      }
    }
  };
  for (const g of walked.graphs) {
    check(g, 'public');
    check(g, 'banking');
  }
  found.report((file, pointer, message) => sink.fault(file, pointer, message));
}
