// A75: verify a new-to-bank applicant's SMS code; the same per-apply-log check as A33.
import type { Handler } from '../context.js';
import { A33 } from './A33.js';

export const A75: Handler = A33;
