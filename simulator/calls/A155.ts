// A155: device-fingerprint script config; disabled so nothing external loads in development.
import type { Handler } from '../context.js';

export const A155: Handler = () => ({ Success: true, Enable: false, ORG_ID: '', TMX_PAGE_ID: '' });
