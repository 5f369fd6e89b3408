// The steps that read what the screen says, in a language: its texts and a field's label.
import { isBanking } from '../../../renderer/engine/steps.js';
import { fieldLabel, screenTexts } from '../screenText.js';
import { textMatch } from '../textMatch.js';
import type { StepHandlers } from './handler.js';

export const textSteps: StepHandlers<'expectText' | 'expectLabel'> = {
  expectText: async (step, run, n) => {
    await run.useLanguage(step.language);
    const c = run.controller(n);
    const shown = await screenTexts(c, run.i18n, run.host.popups, isBanking(run.engine.flow, run.session), run.engine.flow);
    const wanted = typeof step.expectText === 'string' ? [step.expectText] : step.expectText;
    for (const text of wanted) {
      const want = textMatch(run.i18n, text);
      if (!shown.some((s) => want.in(s))) run.fail(n, `the text "${want.shown}" on screen ${c.screen.id} (${run.i18n.language})`, `texts ${JSON.stringify(shown)}`);
    }
    return `read ${wanted.length} text(s) on ${c.screen.id} (${run.i18n.language})`;
  },

  expectLabel: async (step, run, n) => {
    await run.useLanguage(step.language);
    const c = run.controller(n);
    for (const [field, want] of Object.entries(step.expectLabel)) {
      if (!(field in ((c.screen.schema.properties ?? {}) as object))) run.fail(n, `a field ${field}`, `screen ${c.screen.id} has none`);
      if (c.state.hidden.has(field)) run.fail(n, `field ${field} labelled "${want}"`, 'the field is hidden');
      const label = fieldLabel(c, field, run.i18n);
      if (label !== want) run.fail(n, `field ${field} labelled "${want}" (${run.i18n.language})`, label === undefined ? 'no label' : `"${label}"`);
    }
    return `read the labels of ${Object.keys(step.expectLabel).join(', ')} (${run.i18n.language})`;
  },
};
