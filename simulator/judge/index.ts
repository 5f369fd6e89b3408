// The calls the bank judges with the app's own screen configs before storing them, by call code.
import type { Ctx, Req, Res } from '../context.js';
import type { JudgeConfig } from './config.js';
import { judgeA97 } from './a97.js';

export type Judge = (req: Req, ctx: Ctx, config: JudgeConfig) => Promise<Res | undefined>;

export const judges: Readonly<Record<string, Judge>> = { A97: judgeA97 };

export { loadJudgeConfig } from './config.js';
export type { JudgeConfig } from './config.js';
