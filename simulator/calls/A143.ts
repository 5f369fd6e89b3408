// A143: the email one-time code for the caller's verified apply log, sent to the email it gave on
// Form1 (A29), with a web identification code (S1) and a verification link (simulator/email.ts).
import type { Handler } from '../context.js';
import { requestEmailCode } from '../email.js';

export const A143: Handler = (_req, ctx) => requestEmailCode(ctx, ctx.caller.log!);
