// A159: employer names for the company field's suggestions (CompName4), a bare list; asked on the
// caller's own verified apply log (Form2), like the other data-entry calls.
import type { Handler } from '../context.js';

export const A159: Handler = (_req, ctx) => ctx.ref.companies.map((CompName4) => ({ CompName4 }));
