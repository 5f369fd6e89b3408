// A64: idle limit in minutes (000 §4.4: the server supplies it).
import type { Handler } from '../context.js';

export const IDLE_MINUTES = 10;

export const A64: Handler = () => ({ Success: true, IdleTime: IDLE_MINUTES });
