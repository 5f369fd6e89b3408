// A71: other nationalities (NalSwitchCode, NalNameC), a bare list (data/nationalities.json), with
// NalNameE beside: the English name of the ISO 3166-1 code from the runtime's CLDR data, so the
// English form does not show Chinese country names.
import type { Handler } from '../context.js';

const english = new Intl.DisplayNames(['en'], { type: 'region' });

export const A71: Handler = (_req, ctx) => ctx.ref.nationalities.map(([NalSwitchCode, NalNameC]) => ({ NalSwitchCode, NalNameC, NalNameE: english.of(NalSwitchCode) ?? NalNameC }));
