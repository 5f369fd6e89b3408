// Named JSONata expressions shared by screens: `$named('giftGroups', $$)`
// evaluates one against the root context. One entry per rule, each a string.
import { etpFlags, straightThrough } from './flowFlags.js';
import { giftGroups, missingGiftGroup } from './giftGroups.js';
import { etpFlow, existingCustomer, rocYearMonthNow, shortForm } from './forms.js';

export const namedRules: Record<string, string> = { giftGroups, missingGiftGroup, etpFlags, straightThrough, etpFlow, shortForm, existingCustomer, rocYearMonthNow };
