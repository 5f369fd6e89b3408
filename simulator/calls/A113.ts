// A113: the progress inquiry (simulator/inquiry.ts has the rules and why).
import type { Handler } from '../context.js';
import { requestInquiryCode } from '../inquiry.js';

export const A113: Handler = (req, ctx) => requestInquiryCode(req, ctx);
