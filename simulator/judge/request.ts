// A call whose request carries a screen's fields (flows/calls.json judgedBy) is judged with that
// screen's own rules for those fields before the bank answers it: A84's ID and birthday by the
// start screen's checks, so an applicant under the minimum age is refused with the screen's own
// message, whatever sent the request.
import { admit } from '../access.js';
import type { Access } from '../access.js';
import type { Ctx, Req, Res } from '../context.js';
import type { JudgeConfig } from './config.js';
import { judgeForm } from './judge.js';

export async function judgeRequest(code: string, access: Access, req: Req, ctx: Ctx, config: JudgeConfig): Promise<Res | undefined> {
  const by = config.judgedBy[code];
  const screen = by && 'screen' in by ? config.screens.get(by.screen) : undefined;
  if (!screen) return undefined;
  // Who may call is the handler's to say, with its own message.
  if ('refusal' in admit(access, req, ctx, code)) return undefined;
  if (!by || !('fields' in by)) return undefined;
  const form = Object.fromEntries(Object.entries(by.fields).map(([key, field]) => [field, req[key]]).filter(([, v]) => v !== undefined));
  const problems = await judgeForm(screen, form, new Set(Object.values(by.fields)), { session: {}, server: {} }, config);
  if (problems.length === 0) return undefined;
  const first = problems[0];
  return { Success: false, ErrMsg: first.text['zh-TW'], Translations: { en: { ErrMsg: first.text.en ?? first.text['zh-TW'] } } };
}
