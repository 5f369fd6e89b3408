// A31: where "cancel" leaves to (the bank's card page).
import { bankCardPageUrl } from '../bankSite.js';
import type { Handler } from '../context.js';

/** The bank's card page: brand/branding.json cardPageUrl. */
export const CANCEL_REDIRECT_URL = bankCardPageUrl;

export const A31: Handler = () => ({ Success: true, CancelRedirectURL: CANCEL_REDIRECT_URL });
