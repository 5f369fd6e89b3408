// The bank judges an application with the screens the browser ran: each form the A97 payload
// carries (read back by forms.ts) is checked with its screen's JSON Schema and rules for this
// applicant (what the bank knows of them: customer type, flow, birthday, recognition, the
// customer record), the fields hidden for them left out as the browser leaves them out. A rule
// reading a field the payload does not carry (a tick box, a composed address) is the browser's
// alone: the bank cannot see its input. A form the applicant had to fill (not declared optional
// for them in flows/session.json) must be there.
import { holds } from '../../rules/evaluator.js';
import { deriveRules } from '../../renderer/engine/derivedRules.js';
import { expandValidate } from '../../renderer/engine/sharedRules.js';
import { validateScreen } from '../../renderer/engine/validation.js';
import type { EvalContext, ScreenConfig, ValidationRule } from '../../renderer/engine/types.js';
import { nodeSchemaCheck } from '../../renderer/headless/nodeSchemaCheck.js';
import { reads } from '../../renderer/journey/reads.js';
import { textOf, type JudgeConfig } from './config.js';
import { formsFromPayload } from './forms.js';

/** What the bank holds of the applicant: session values it set or verified, and its own answers (A20, A22). */
export interface Facts {
  session: Record<string, unknown>;
  server: Record<string, unknown>;
}

export interface Problem {
  /** The form's session key (Form1Data) and its screen. */
  form: string;
  screen: string;
  field?: string;
  /** The message's i18n key and its texts. */
  message: string;
  text: Record<string, string>;
}

const formFields = (expr: string | undefined): string[] =>
  expr ? reads(expr).filter((r) => r.names[0] === 'form' && r.names.length > 1).map((r) => r.names[1]) : [];

/** The screen as the bank can judge it: only what the payload carries, every problem reported. */
function judgedScreen(screen: ScreenConfig, carried: Set<string>, lists: JudgeConfig['lists']): ScreenConfig {
  const seen = (rule: ValidationRule) => (rule.field === undefined || carried.has(rule.field))
    && [...formFields(rule.assert), ...formFields(rule.when)].every((f) => carried.has(f));
  const required = Object.fromEntries(Object.entries(screen.rules?.required ?? {}).filter(([f]) => carried.has(f)));
  return {
    ...screen,
    rules: { ...screen.rules, validate: expandValidate(screen.rules?.validate ?? [], lists).filter(seen), required, stopAtFirst: false },
  };
}

/** A payload's forms (flows/payloads.json `name`), each by the screen that keeps it. */
export async function judgeApplication(content: Record<string, unknown>, facts: Facts, config: JudgeConfig, name = 'A97'): Promise<Problem[]> {
  const payload = config.payloads[name];
  if (!payload) return [];
  const sent = formsFromPayload(content, payload);
  // What the bank holds wins over what was sent (a script's CustomerType does not change the rules).
  const session = { ...sent.session, ...sent.forms, ...facts.session };
  const problems: Problem[] = [];
  for (const [key, screen] of config.formScreens) {
    const carried = sent.carried[key];
    if (!carried) continue;
    const form = sent.forms[key];
    const base: EvalContext = { session, form: form ?? {}, query: {}, server: facts.server, consts: config.consts };
    if (!form) {
      const optional = config.optional[key];
      const mayLack = optional === true || (typeof optional === 'string' && (await holds(optional, base, `flows/session.json ${key}.optional`)));
      if (!mayLack) {
        // The screen's own title says which part is missing, in each language.
        const title = (lang: string) => textOf(config, lang, screen.title);
        problems.push({ form: key, screen: screen.id, message: screen.title, text: Object.fromEntries(Object.keys(config.texts).map((lang) => [lang, lang === 'en' ? `the "${title(lang)}" step is missing` : `缺少「${title(lang)}」`])) });
      }
      continue;
    }
    problems.push(...(await judgeForm(screen, form, carried, { session, server: facts.server }, config, key)));
  }
  return problems;
}

/** One screen's checks of a form as sent: only the fields `carried`, for the applicant `facts` describe. */
export async function judgeForm(screen: ScreenConfig, form: Record<string, unknown>, carried: Set<string>, facts: Facts, config: JudgeConfig, key = ''): Promise<Problem[]> {
  const ctx: EvalContext = { session: facts.session, form, query: {}, server: facts.server, consts: config.consts };
  const judged = judgedScreen(screen, carried, config.lists);
  const derived = await deriveRules(judged, ctx);
  const schemaCheck: typeof nodeSchemaCheck = (s, f) => nodeSchemaCheck(s, f).filter((e) => carried.has(e.field));
  return (await validateScreen(judged, ctx, derived.hidden, derived.required, schemaCheck)).map((p) => problem(config, key, screen, p.field, p.message, p.params));
}

function problem(config: JudgeConfig, form: string, screen: ScreenConfig, field: string | undefined, message: string, params: Record<string, unknown>): Problem {
  const text = Object.fromEntries(Object.keys(config.texts).map((lang) => [lang, textOf(config, lang, message, params)]));
  return { form, screen: screen.id, ...(field ? { field } : {}), message, text };
}
