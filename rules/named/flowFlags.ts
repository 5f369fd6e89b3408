// The seeds' recurring conditions (checklist conventions). Written with $not(x = 'Y')
// because a JSONata comparison with a missing field is false.

/** "ETP flags": FlowType is ETP, or ApproveCus = Y, or imageFlag = Y. */
export const etpFlags = `session.FlowType = 'ETP' or session.ApproveCus = 'Y' or session.imageFlag = 'Y'`;

/** "Straight-through": STPFlowFlag = Y and PERMASFlag is not Y and ApplyPL is not Y and TWIDFlag = Y. */
export const straightThrough = `session.STPFlowFlag = 'Y' and $not(session.PERMASFlag = 'Y') and $not(session.ApplyPL = 'Y') and session.TWIDFlag = 'Y'`;
