// A123: the verification link of an email (002 §2.8, §3.8), opened from the mailbox, perhaps on
// another device with no session: the cid alone (random, single use, expiring) is the proof.
import type { Handler } from '../context.js';
import { checkEmailLink } from '../email.js';
import { str } from '../util.js';

export const A123: Handler = (req, ctx) => checkEmailLink(ctx, str(req, 'cid'));
