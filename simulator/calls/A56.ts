// A56: banks for the other-bank account check. The seeds read "a list of BankNo, BankName",
// so the answer is the bare list.
import type { Handler } from '../context.js';

export const A56: Handler = (_req, ctx) => ctx.ref.banks.map((b) => ({ ...b }));
