// Every widget's and field's contract by name, without React: the headless flow
// engine and the config checker import this file in Node.
import type { WidgetContract } from './shared/contract.js';
import { contract as otp } from './otp/contract.js';
import { contract as cardNumber } from './cardNumber/contract.js';
import { contract as mmyy } from './mmyy/contract.js';
import { contract as digits } from './digits/contract.js';
import { contract as upper } from './upper/contract.js';
import { contract as searchSelect } from './searchSelect/contract.js';
import { contract as checkboxLink } from './checkboxLink/contract.js';
import { contract as giftGroups } from './giftGroups/contract.js';
import { contract as consentList } from './consentList/contract.js';
import { contract as display } from './display/contract.js';
import { contract as qrCode } from './qrCode/contract.js';
import { contract as cardPicture } from './cardPicture/contract.js';
import { contract as linkButton } from './linkButton/contract.js';
import { contract as rocDate } from './rocDate/contract.js';
import { contract as rocYearMonth } from './rocYearMonth/contract.js';
import { contract as lookupSelect } from './lookupSelect/contract.js';
import { contract as zipCode } from './zipCode/contract.js';
import { contract as suggestText } from './suggestText/contract.js';
import { contract as imageUpload } from './imageUpload/contract.js';
import { contract as repeatRows } from './repeatRows/contract.js';
import { contract as summary } from './summary/contract.js';
import { contract as docUpload } from './docUpload/contract.js';
import { contract as cardList } from './cardList/contract.js';
import { contract as countdown } from './countdown/contract.js';
import { contract as countdownButton } from './countdownButton/contract.js';

export type { OptionKind, ValueType, WidgetContract } from './shared/contract.js';

/** ui:widget names -> contract. */
export const widgetContracts: Readonly<Record<string, WidgetContract>> = { otp, cardNumber, mmyy, digits, upper, searchSelect, checkboxLink,
  rocDate, rocYearMonth, lookupSelect, zipCode, suggestText, imageUpload, repeatRows,
};

/** ui:field names -> contract. */
export const fieldContracts: Readonly<Record<string, WidgetContract>> = { giftGroups, consentList, display, qrCode, cardPicture, linkButton, summary, docUpload, cardList, countdown, countdownButton };

/** All contracts by name (widget and field names do not overlap). */
export const contracts: Readonly<Record<string, WidgetContract>> = { ...widgetContracts, ...fieldContracts };

// A file of its own, so the browser's lazy registry (registry.ts) reads it without every contract.
export { BUILTIN_WIDGETS } from './builtins.js';
