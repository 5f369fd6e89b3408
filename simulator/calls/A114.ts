// A114: the progress inquiry (simulator/inquiry.ts has the rules and why).
import type { Handler } from '../context.js';
import { lookup } from '../inquiry.js';

export const A114: Handler = (req, ctx) => lookup(req, ctx);
