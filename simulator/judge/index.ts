// The calls the bank judges with the app's own screen configs before storing them, by call code.
import type { Ctx, Req, Res } from '../context.js';
import type { JudgeConfig } from './config.js';
import type { Access } from '../access.js';
import { judgeA97 } from './a97.js';
import { judgeRequest } from './request.js';

export type Judge = (req: Req, ctx: Ctx, config: JudgeConfig) => Promise<Res | undefined>;

/** The judge flows/calls.json gives a call (judgedBy): its payload's forms, or a screen's fields. */
export function judgeOf(code: string, access: Access, config: JudgeConfig): Judge | undefined {
  const by = config.judgedBy[code];
  if (!by) return undefined;
  if ('payload' in by) return (req, ctx, c) => judgeA97(req, ctx, c, by.payload);
  return (req, ctx, c) => judgeRequest(code, access, req, ctx, c);
}

export { loadJudgeConfig } from './config.js';
export type { JudgeConfig } from './config.js';
