// The steps that act on the current screen as the applicant does: type, choose, press, leave a field.
import { exitPopupOf } from '../../../renderer/engine/exitControl.js';
import { isBanking } from '../../../renderer/engine/steps.js';
import { didYouMean } from '../../check/didYouMean.js';
import { giftChoices } from '../giftChoices.js';
import { withFiles } from '../files.js';
import { names, type StepHandlers } from './handler.js';

type Acting = 'fill' | 'chooseGifts' | 'submit' | 'action' | 'blur' | 'fillOtpFromOutbox' | 'popupButton' | 'pressExit' | 'goto' | 'setSession';

export const actSteps: StepHandlers<Acting> = {
  fill: async (step, run, n) => {
    const c = run.controller(n);
    // A field the screen does not have would only sit in the form data: the applicant cannot type there.
    const fields = Object.keys((c.screen.schema.properties ?? {}) as object);
    for (const field of Object.keys(step.fill)) {
      if (!fields.includes(field)) run.fail(n, `a field ${field} on screen ${c.screen.id} (${run.route})`, `none${didYouMean(field, fields)}`);
    }
    await c.change({ ...c.state.form, ...step.fill });
    await run.settle();
    return `filled ${names(Object.keys(step.fill))}`;
  },

  // As the applicant ticking a gift in every group the screen shows, however many there are.
  chooseGifts: async (step, run, n) => {
    const c = run.controller(n);
    const chosen = await giftChoices(c, step.chooseGifts);
    if (Object.keys(chosen).length === 0) run.fail(n, `gift groups shown on screen ${c.screen.id}`, 'none');
    await c.change({ ...c.state.form, ...chosen });
    await run.settle();
    return `chose the ${step.chooseGifts} gift in ${names(Object.keys(chosen))}`;
  },

  submit: async (_step, run, n) => {
    await run.controller(n).submit();
    await run.settle();
    return 'pressed the main button';
  },

  action: async (step, run, n) => {
    await run.controller(n).trigger(step.action, withFiles(step.event));
    await run.settle();
    return `ran the action ${step.action}`;
  },

  // The applicant leaves the field, as the browser's blur does: its onBlur effects run.
  blur: async (step, run, n) => {
    await run.controller(n).blur(step.blur);
    return `left the field ${step.blur}`;
  },

  fillOtpFromOutbox: async (step, run, n) => {
    const channel = step.channel ?? 'sms';
    // The newest code of the channel: the session may hold only a masked mobile (A5), so match by time, not number.
    const sms = (await run.outbox()).filter((m) => m.channel === channel && m.code !== '').at(-1);
    if (!sms) run.fail(n, `a code by ${channel} in the outbox`, 'none');
    const c = run.controller(n);
    await c.change({ ...c.state.form, [step.fillOtpFromOutbox]: sms!.code });
    const ui = (c.screen.uiSchema?.[step.fillOtpFromOutbox] ?? {}) as { 'ui:options'?: { completeAction?: string } };
    const action = ui['ui:options']?.completeAction ?? 'verify';
    // As the OTP widget does: the complete code travels as the event too.
    await c.trigger(action, { value: sms!.code });
    await run.settle();
    return `typed the newest ${channel} code into ${step.fillOtpFromOutbox} and ran ${action}`;
  },

  popupButton: async (step, run, n) => {
    const label = run.t(step.popupButton);
    const { popups } = run.host;
    // The newest popup first: one opened on a screen since left (a reload) has no say any more.
    const button = [...popups].reverse().flatMap((p) => p.view.buttons).find((b) => b.label === label);
    if (!button) run.fail(n, `an open popup with the button "${label}"`, `buttons ${JSON.stringify(popups.flatMap((p) => p.view.buttons.map((b) => b.label)))}`);
    // The button's effects to their end (a call, a delayed redirect), then the navigations they caused.
    await button!.onClick();
    await run.settle();
    return `pressed the popup button "${label}"`;
  },

  // The banking header's exit button (the frame's, not the screen's): only that header shows it.
  pressExit: async (_step, run, n) => {
    const c = run.controller(n);
    if (!isBanking(run.engine.flow, run.session)) run.fail(n, 'the banking header\'s exit button', `the public header (session ${run.engine.flow.shell?.banking?.session ?? 'banking key'} is not ${run.engine.flow.shell?.banking?.equals ?? 'set'})`);
    const popup = exitPopupOf(c.screen, run.engine.flow);
    await c.popup(popup, {});
    return `pressed the header's exit button (popup ${popup})`;
  },

  goto: async (step, run) => {
    await run.enter(step.goto, step.query);
    return `went to ${step.goto}`;
  },

  setSession: async (step, run) => {
    run.session.assign(step.setSession);
    return `set the session's ${names(Object.keys(step.setSession))}`;
  },
};
