// Conditions the data-entry forms share (001 §2.2, §2.3, §5.1, §5.2). Written with
// $not(x = 'Y') because a JSONata comparison with a missing field is false.

/** ETP flow: FlowType or CustomerType is ETP (001 §2.2 "ETP hides …"). */
export const etpFlow = `session.FlowType = 'ETP' or session.CustomerType = 'ETP'`;

/** Short form (001 §1, §2.2, §2.3): ApplyShortForm = Y. */
export const shortForm = `session.ApplyShortForm = 'Y'`;

/** An existing customer (not NTB): A20 prefill, locked fields and modification flags (001 §2.2, §3.2). */
export const existingCustomer = `$exists(session.CustomerType) and $not(session.CustomerType = 'NTB')`;

/** This month as an ROC year-month number YYYMM in Taiwan's time (11511 for 2026-11): job start dates may not be later (001 §5.2). */
export const rocYearMonthNow = `$number($formatNumber($number($substring($now('[Y0001][M01]', '+0800'), 0, 4)) - 1911, '000') & $substring($now('[Y0001][M01]', '+0800'), 4, 2))`;
