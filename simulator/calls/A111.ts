// A111: the progress inquiry (simulator/inquiry.ts has the rules and why).
import type { Handler } from '../context.js';
import { applicationRows } from '../inquiry.js';

export const A111: Handler = (req, ctx) => applicationRows(req, ctx);
