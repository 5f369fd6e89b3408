// One scenario of the report as HTML: its steps, each with the screen reached, the texts shown,
// the session keys changed, the bank calls, why the app went on, and a failure's account.
import type { Say } from '../../../renderer/journey/words.js';
import { esc, jsonCut } from './escape.js';
import type { ScenarioView, StepView } from './types.js';

const list = (items: string[], cls = '') => (items.length ? `<ul class="${cls}">${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '');
const part = (title: string, body: string) => (body ? `<div class="part"><h3>${esc(title)}</h3>${body}</div>` : '');

function sessionTable(step: StepView, say: Say): string {
  if (!step.session.length) return '';
  const rows = step.session.map((s) => `<tr><th>${esc(s.key)}</th><td>${jsonCut(s.before, 600)}</td><td>→</td><td>${jsonCut(s.after, 600)}</td></tr>`).join('');
  return `<table class="session"><thead><tr><th>${esc(say('report.key'))}</th><th>${esc(say('report.before'))}</th><th></th><th>${esc(say('report.after'))}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function calls(step: StepView, say: Say): string {
  return list(step.calls.map((c) => `<details><summary><code>${esc(c.code)}</code> ${c.failure ? `<span class="bad">${esc(c.failure)}</span>` : ''}</summary><p>${esc(say('report.request'))}: <code>${jsonCut(c.request)}</code></p><p>${esc(say('report.response'))}: <code>${jsonCut(c.response)}</code></p></details>`));
}

function why(step: StepView): string {
  return list(step.why.map((w) => `<strong>${esc(w.what)}</strong> → <code>${esc(w.to)}</code>${w.words ? `: ${esc(w.words)}` : ''} <small><code>${esc(w.where)}</code></small>`));
}

function failure(step: StepView, say: Say): string {
  const f = step.failure;
  if (!f) return '';
  return `<div class="failure" role="alert"><p>${esc(f.message)}</p>${part(say('report.seen'), list(f.seen.map(esc)))}${part(say('report.alternatives'), list(f.alternatives.map((a) => `“${esc(a)}”`)))}</div>`;
}

function stepHtml(step: StepView, say: Say, studio: string): string {
  const route = step.routeAfter ?? '—';
  const moved = step.routeBefore !== undefined && step.routeBefore !== step.routeAfter ? `${esc(step.routeBefore)} → ` : '';
  const head = `<span class="n">${step.n}</span> <code class="json">${esc(step.step)}</code> <span class="route">${moved}${esc(route)}</span>${step.screen ? ` <span class="screen">${esc(step.screen.id)} · ${esc(step.screen.title)}</span>` : ''}`;
  const body = [
    step.did ? `<p class="did">${esc(step.did)}</p>` : '',
    failure(step, say),
    part(say('report.routes'), list(step.routes.map((r) => `${r.refused ? `<span class="bad">${esc(say('report.refused'))}</span> ` : ''}<code>${esc(r.path)}</code>${r.reason ? ` (${esc(r.reason)})` : ''}`))),
    part(say('report.why'), why(step)),
    part(say('report.alerts'), list([...step.alerts, ...step.fieldErrors, ...step.popups].map(esc))),
    part(say('report.errors'), list(step.errors.map((c) => `<code>${esc(c)}</code>`))),
    part(say('report.calls'), calls(step, say)),
    part(say('report.session'), sessionTable(step, say)),
    part(say('report.redirects'), list(step.redirects.map((r) => `<code>${esc(r)}</code>`))),
    part(say('report.texts'), step.texts.length ? `<details><summary>${esc(say('report.textCount', { count: String(step.texts.length) }))}</summary>${list(step.texts.map(esc), 'texts')}</details>` : ''),
    step.studio ? `<p><a href="${esc(`${studio}${step.studio}`)}">${esc(say('report.studio'))}</a></p>` : '',
  ].join('');
  return `<li class="step${step.failure ? ' failed' : ''}" id="${esc(`s-${step.n}`)}"><details${step.failure ? ' open' : ''}><summary>${head}</summary>${body}</details></li>`;
}

/** `studio`: the origin of `npm start` the studio links go to (the page may be opened from disk). */
export function scenarioHtml(view: ScenarioView, index: number, say: Say, studio = ''): string {
  const status = view.ok ? `<span class="ok">${esc(say('report.ok'))}</span>` : `<span class="bad">${esc(say('report.failed'))}</span>`;
  const steps = view.refused ? `<p class="failure">${esc(view.refused)}</p>` : `<ol class="steps" start="0">${view.steps.map((s) => stepHtml(s, say, studio)).join('')}</ol>`;
  return `<section class="scenario${view.ok ? '' : ' failed'}" id="f-${index}"><details${view.ok ? '' : ' open'}><summary>${status} <strong>${esc(view.name)}</strong> <code>${esc(view.file)}</code> <small>${view.ms} ms</small></summary>${view.description ? `<p>${esc(view.description)}</p>` : ''}${steps}</details></section>`;
}
