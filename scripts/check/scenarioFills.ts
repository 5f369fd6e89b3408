// A scenario's `fill` names fields of the screen it types on: a field no screen has would sit in
// the form data unseen and the step would pass for nothing. The screen is the one the scenario
// last named (its start, an expectRoute or a goto) while no step since may have moved on; where
// the screen is not known, the field must be one of some screen.
import { didYouMean } from './didYouMean.js';
import { ptr } from './pointer.js';
import { addressRoute, routeTable } from './routeTable.js';
import { entries, field, items, str } from './walk.js';
import type { Sink, Tree } from './types.js';

/** Steps after which the app may show another screen than the one last named. */
const MOVES = ['submit', 'action', 'popupButton', 'fillOtpFromOutbox', 'chooseGifts', 'openOutboxLink', 'scanQrCode', 'resumeSession', 'identityPortal', 'dataPlatform', 'agentSignIn', 'advanceClock', 'stayIdle', 'setSession'];

export function checkScenarioFills(tree: Tree, sink: Sink): void {
  const table = routeTable(tree);
  const fieldsOf = (screen: string | undefined) => Object.keys((field(field(tree.screens.get(screen ?? '')?.data, 'schema'), 'properties') ?? {}) as object);
  const everyField = new Set([...tree.screens.keys()].flatMap((id) => fieldsOf(id)));
  const screenAt = (address: string | undefined) => (address === undefined ? undefined : table.resolve(address)?.screen);
  for (const { file, data } of tree.scenarios) {
    const start = str(field(data, 'start'));
    let screen = screenAt(start === undefined ? undefined : addressRoute(start));
    items(field(data, 'steps')).forEach((step, i) => {
      if (typeof field(step, 'expectRoute') === 'string') screen = screenAt(str(field(step, 'expectRoute')));
      else if (typeof field(step, 'goto') === 'string') screen = screenAt(str(field(step, 'goto'))?.split('?')[0]);
      else if (typeof field(step, 'newSession') === 'string') screen = screenAt(addressRoute(str(field(step, 'newSession'))!));
      else if (MOVES.some((kind) => field(step, kind) !== undefined)) screen = undefined;
      for (const [name] of entries(field(step, 'fill'))) {
        const known = screen !== undefined && tree.screens.has(screen) ? fieldsOf(screen) : undefined;
        if (known && !known.includes(name)) sink.fault(file, ptr('/steps', i, 'fill', name), `unknown field "${name}": schemas/${screen}.json has no such field${didYouMean(name, known)}`);
        if (!known && !everyField.has(name)) sink.fault(file, ptr('/steps', i, 'fill', name), `unknown field "${name}": no screen has such a field${didYouMean(name, everyField)}`);
      }
    });
  }
}
