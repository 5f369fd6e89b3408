// A124: the progress inquiry (simulator/inquiry.ts has the rules and why).
import type { Handler } from '../context.js';
import { applicationOwner } from '../inquiry.js';

export const A124: Handler = (req, ctx) => applicationOwner(req, ctx);
