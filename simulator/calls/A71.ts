// A71: other nationalities (NalSwitchCode, NalNameC), a bare list (data/nationalities.json).
import type { Handler } from '../context.js';

export const A71: Handler = (_req, ctx) => ctx.ref.nationalities.map(([NalSwitchCode, NalNameC]) => ({ NalSwitchCode, NalNameC }));
