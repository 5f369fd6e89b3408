// A31: where "cancel" leaves to (the bank's card page).
import type { Handler } from '../context.js';

export const CANCEL_REDIRECT_URL = 'https://www.example-bank.com.tw/creditcard/';

export const A31: Handler = () => ({ Success: true, CancelRedirectURL: CANCEL_REDIRECT_URL });
