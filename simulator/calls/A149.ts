// A149: a government data platform (MyData) transaction for the caller's verified apply log and its
// applicant (ApplyLogID, IDNO, Items) → salt, tx_id, mdid (002 §3.5). Items: the platform's data
// items, a comma list of codes (simulator/calls/mydata.ts).
import type { Handler } from '../context.js';
import { openMydata } from './mydata.js';

export const A149: Handler = (req, ctx) => openMydata(req, ctx);
