// A22: the lookup lists (001 §3.7): every city and district of Taiwan with its zip code, issue
// places, education, house ownership, job types with their allowed title codes, titles, loan
// purposes and relation codes (simulator/lookups.ts). Public reference data: a valid token.
import type { Handler } from '../context.js';

export const A22: Handler = (_req, ctx) => ctx.ref.lookups.map((e) => ({ ...e }));
