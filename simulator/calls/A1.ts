// A1: service availability check (ClientType, IP) -> Flag.
import type { Handler } from '../context.js';

export const A1: Handler = () => ({ Success: true, Flag: 'Y' });
