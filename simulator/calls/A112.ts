// A112: the progress inquiry (simulator/inquiry.ts has the rules and why).
import type { Handler } from '../context.js';
import { verifyInquiryCode } from '../inquiry.js';

export const A112: Handler = (req, ctx) => verifyInquiryCode(req, ctx);
