// @vitest-environment jsdom
// Every error is tied to its input (issue 9 §4), for the widgets errorAria.test.tsx does not draw:
// the card number boxes, the MM/YY boxes, the search select, the checkbox with a link, the photo
// box, the OTP boxes (their own message), the gift groups (their fieldset) and the document boxes (their
// own field message). After a failed submit every control of each field is described by an element
// whose text is the field's message, through the screen's FieldTemplate or the widget's own message.
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ValidatorType } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { toFieldErrors } from '../../../renderer/engine/schemaErrors.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { everyWidget } from '../../../widgets/index.js';
import { stubAppServices } from '../support/appServices.js';

const GROUPS = [
  { key: 'g1', name: '開卡禮', gifts: [{ GiftCode: 'G1', Description: '行李箱', PicURL: '' }, { GiftCode: 'G2', Description: '吸塵器', PicURL: '' }] },
];
const BANKS = [{ value: '004', label: '004 臺灣銀行' }, { value: '812', label: '812 台新銀行' }];

const KINDS: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
  ['CardNo', { type: 'string', title: 'Card number' }, { 'ui:widget': 'cardNumber' }],
  ['CardEffective', { type: 'string', title: 'Expiry' }, { 'ui:widget': 'mmyy' }],
  ['Bank', { type: 'string', title: 'Bank' }, { 'ui:widget': 'searchSelect', 'ui:options': { source: 'session.Banks' } }],
  ['Agree', { type: 'boolean', title: 'Agree' }, { 'ui:widget': 'checkboxLink', 'ui:options': { text: 'agree.text', linkText: 'agree.link', href: "'https://bank.example/terms'" } }],
  ['IdFront', { type: 'string', title: 'ID front' }, { 'ui:widget': 'imageUpload', 'ui:options': { uploadAction: 'upload' } }],
  ['OTP', { type: 'string', title: 'Code' }, { 'ui:widget': 'otp', 'ui:options': { seconds: 100, completeAction: 'verify' } }],
  ['Gifts', { type: 'object', title: 'Gifts' }, { 'ui:field': 'giftGroups', 'ui:options': { source: 'session.Groups' } }],
  ['Docs', { type: 'object', title: 'Documents' }, {
    'ui:field': 'docUpload',
    'ui:options': { tabs: { form: 'tab.form' }, slotTypes: { form: 6 }, initialBoxes: { form: 1 }, uploadAction: 'upload', resultExpr: 'session.Nothing' },
  }],
];
const FIELDS = KINDS.map(([name]) => name);

const SCREEN: ScreenConfig = {
  version: 1,
  id: 'widgetsAria',
  title: 'aria.title',
  schema: { type: 'object', properties: Object.fromEntries(KINDS.map(([name, schema]) => [name, schema])) },
  uiSchema: { 'ui:order': FIELDS, ...Object.fromEntries(KINDS.map(([name, , ui]) => [name, ui])) },
  rules: { validate: FIELDS.map((field) => ({ field, assert: `$exists(form.${field}) and $not(form.${field} = false)`, message: `err.${field}` })) },
  submit: { label: 'common.next' },
  actions: { verify: [], upload: [] },
  next: [{ go: '/Next', pageState: 'Page9' }],
};

const validator = ajvValidator as ValidatorType;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: { err: Object.fromEntries(FIELDS.map((f) => [f, `Please fill in ${f}`])) } } }, initAsync: false });

async function show() {
  Element.prototype.scrollIntoView = vi.fn();
  const session = new SessionStore(new MemoryStorage());
  session.set('Banks', BANKS);
  session.set('Groups', GROUPS);
  const app = stubAppServices(session, {
    schemaCheck: (s, f) => toFieldErrors(validator.rawValidation(s.schema, f).errors ?? []),
    report: (err) => { throw err; },
  });
  const controller = new ScreenController(SCREEN, app, {});
  const view = render(
    <I18nextProvider i18n={i18n}>
      <main><ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator} /></main>
    </I18nextProvider>,
  );
  await act(async () => { await controller.load(); });
  const submit = () => act(async () => { fireEvent.click(view.container.querySelector('button[type=submit]')!); });
  return { view, submit };
}

/** The controls a field drew: its inputs, selects and text areas (ids root_<field>, root_<field>_…, root_<field>-…, or its name). */
function controls(field: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea'))
    .filter((el) => el.id === `root_${field}` || el.id.startsWith(`root_${field}_`) || el.id.startsWith(`root_${field}-`) || el.getAttribute('name') === `root_${field}`);
}

/** What describes a control: its aria-describedby, and its group's (a fieldset of radios, said on entering the group). */
function describedText(el: HTMLElement): string {
  const describers = [el, el.closest('fieldset')].filter((x): x is HTMLElement => !!x);
  return describers.flatMap((d) => (d.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean))
    .map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => { cleanup(); });

describe('every widget\'s error is tied to its controls', () => {
  it('given every field empty, when Next is clicked, then each control of each widget is described by its field\'s message', async () => {
    const { submit } = await show();
    for (const field of FIELDS) {
      expect(controls(field).length, `${field} draws a control`).toBeGreaterThan(0);
      for (const el of controls(field)) expect(describedText(el), `${field} before`).not.toContain(`Please fill in ${field}`);
    }
    await submit();
    await waitFor(() => expect(document.body.textContent).toContain('Please fill in Docs'));
    const untied: string[] = [];
    for (const field of FIELDS) {
      for (const el of controls(field)) {
        if (!describedText(el).includes(`Please fill in ${field}`)) untied.push(`${field}: ${el.tagName.toLowerCase()}#${el.id} (${el.getAttribute('aria-describedby') ?? 'no aria-describedby'})`);
      }
    }
    expect(untied).toEqual([]);
  });
});
