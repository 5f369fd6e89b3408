// @vitest-environment jsdom
// Each widget's contract declares the params its code passes to each text option (`texts`), and
// `npm run check` holds every locale's {placeholders} to them. Given a widget drawn with every text
// option it is tested for set to a key of its own (k.<option>), when it is drawn (and driven: a
// calendar opened, a file chosen), then each text is drawn at last with exactly the names its contract
// declares: its `passes`, the names of ui:options.params where it takes them, and for a served
// text (a card list's heading) the item's fields too. An option the contract does not list must be
// drawn with no params. Each row also names the options it must have drawn, so no declaration goes
// unproved by accident.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { contracts } from '../../../widgets/index.js';
import { defineContract } from '../../../widgets/shared/contract.js';
import { browserImageIO, imageIO, type ImageIO } from '../../../widgets/imageUpload/imageProcessing.js';
import { fakeRuntime, flush, renderForm } from './harness.js';

interface Row {
  name: string;
  /** The widget (ui:widget) or field (ui:field) under test. */
  widget: string;
  schema?: RJSFSchema;
  options: Record<string, unknown>;
  context?: Record<string, unknown>;
  formData?: Record<string, unknown>;
  drive?: () => Promise<void>;
  /** Options that must have been drawn. */
  drawn: string[];
  /** A served text's extra names (the item's fields). */
  served?: string[];
}

const nullField: RJSFSchema = { type: 'object', properties: { X: { type: 'null' } } };
const stringField: RJSFSchema = { type: 'object', properties: { X: { type: 'string', title: 'X' } } };
const objectField: RJSFSchema = { type: 'object', properties: { X: { type: ['object', 'null'] } } } as RJSFSchema;

/** jsdom has no canvas: a fixed decoded image, encoded as a JPEG of `kb`. */
const fakeIO = (kb: number): ImageIO => ({
  decode: () => Promise.resolve({ data: new Uint8Array(40 * 30 * 4), width: 40, height: 30 }),
  encodeJpeg: () => Promise.resolve(new Blob([new Uint8Array(kb * 1024)], { type: 'image/jpeg' })),
  dataUrl: () => Promise.resolve('data:image/jpeg;base64,QUJD'),
});
const file = (name: string, kb: number, type: string) => new File([new Uint8Array(kb * 1024)], name, { type });
/** Chooses a file in the first file input and waits until the widget is idle again. */
const choose = async (f: File) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const before = document.body.innerHTML;
  fireEvent.change(input, { target: { files: [f] } });
  await waitFor(() => {
    expect(document.querySelector('[aria-busy=true]')).toBeNull();
    expect(document.body.innerHTML).not.toBe(before);
  }, { timeout: 8000 });
  await flush();
};
const openFirstButton = async () => {
  fireEvent.click(screen.getAllByRole('button')[0]);
  await flush();
};

const ROC_DATE = ['calendarLabel', 'monthHeading', 'dayLabel', 'prevMonthLabel', 'nextMonthLabel', 'yearLabel', 'monthLabel', 'closeLabel', 'weekdays'];
const ROC_MONTH = ['pickerLabel', 'monthLabel', 'prevYearLabel', 'nextYearLabel', 'yearHeading', 'closeLabel'];
const keys = (names: string[]) => Object.fromEntries(names.map((n) => [n, `k.${n}`]));
const uploaded = { server: { Up: { status: 0, uuid: 'U-1', size: 10, url: '/f' } } };
const doc = (extra: Record<string, unknown>) => ({
  tabs: { form: 'k.tabs.form' }, slotTypes: { form: 6 }, boxLabels: { form: 'k.boxLabels.form' }, uploadAction: 'upload', okWhen: 'server.Up.status = 0', resultExpr: 'server.Up',
  exampleAction: 'example', singleKb: 5000, remainKb: 25000, maxKb: 25000, maxSide: 1600,
  ...keys(['tabListLabel', 'remainText', 'chooseText', 'reuploadText', 'addText', 'deleteText', 'exampleText', 'typeError', 'imageTypeError', 'sizeError', 'quotaError', 'quotaFullError', 'failedText', 'readError', 'uploadingText', 'doneText', 'previewAlt', 'fileLabel']),
  ...extra,
});
const image = (extra: Record<string, unknown>) => ({
  uploadAction: 'upload', okWhen: 'server.Up.status = 0', valueExpr: 'server.Up.uuid', maxKb: 5000, maxSide: 1600,
  ...keys(['chooseText', 'reuploadText', 'typeError', 'sizeError', 'failedText', 'readError', 'processingText', 'uploadingText', 'doneText', 'previewAlt']),
  ...extra,
});

const rows: Row[] = [
  { name: 'otp', widget: 'otp', options: { seconds: 100, completeAction: 'verify', resendAction: 'resend', ...keys(['countdownText', 'boxLabel', 'resendLabel']) }, drawn: ['countdownText', 'boxLabel'] },
  // The resend link's wait text, drawn while the wait runs (from the start: the session holds a code).
  { name: 'otp (resend wait)', widget: 'otp', options: { seconds: 100, completeAction: 'verify', resendAction: 'resend', resendCooldown: 30, ...keys(['resendWaitText', 'resendReadyText']) }, drawn: ['resendWaitText'] },
  { name: 'countdown', widget: 'countdown', schema: nullField, options: { seconds: 10, text: 'k.text' }, drawn: ['text'] },
  { name: 'countdownButton', widget: 'countdownButton', schema: nullField, options: { seconds: 7, text: 'k.text', action: 'go' }, drawn: ['text'] },
  { name: 'cardNumber (boxLabel)', widget: 'cardNumber', options: { boxLabel: 'k.boxLabel', boxPlaceholders: ['k.boxPlaceholders.1', 'k.boxPlaceholders.2', 'k.boxPlaceholders.3', 'k.boxPlaceholders.4'] }, drawn: ['boxLabel', 'boxPlaceholders'] },
  { name: 'cardNumber (boxLabels)', widget: 'cardNumber', options: { boxLabels: ['k.boxLabels.1', 'k.boxLabels.2', 'k.boxLabels.3', 'k.boxLabels.4'] }, drawn: ['boxLabels'] },
  { name: 'mmyy', widget: 'mmyy', options: { boxLabel: 'k.boxLabel', boxPlaceholders: ['k.boxPlaceholders.1', 'k.boxPlaceholders.2'] }, drawn: ['boxLabel', 'boxPlaceholders'] },
  {
    name: 'giftGroups', widget: 'giftGroups', schema: objectField, options: { source: 'server.A17.groups', ...keys(['neededLabel', 'chosenLabel', 'availableLabel']) },
    context: { server: { A17: { groups: [{ key: 'g1', name: '樣本禮', gifts: [{ GiftCode: 'G1', Description: '行李箱', PicURL: '' }] }] } } },
    drawn: ['neededLabel', 'chosenLabel', 'availableLabel'],
  },
  {
    name: 'repeatRows (Add)', widget: 'repeatRows', schema: { type: 'object', properties: { X: { type: 'string' }, A: { type: 'string' }, B: { type: 'string' } } },
    options: { rowFields: [['A'], ['B']], ...keys(['addText', 'fullText']) }, drawn: ['addText'],
  },
  {
    name: 'repeatRows (full)', widget: 'repeatRows', schema: { type: 'object', properties: { X: { type: 'string' }, A: { type: 'string' }, B: { type: 'string' } } },
    options: { rowFields: [['A'], ['B']], ...keys(['addText', 'fullText']) }, formData: { X: '2' }, drawn: ['fullText'],
  },
  { name: 'display text', widget: 'display', schema: nullField, options: { kind: 'text', text: 'k.text', params: { a: "'x'", b: "'y'" } }, drawn: ['text'] },
  { name: 'display details', widget: 'display', schema: nullField, options: { kind: 'details', summary: 'k.summary', body: 'k.body', params: { a: "'x'" } }, drawn: ['summary', 'body'] },
  { name: 'linkButton', widget: 'linkButton', schema: nullField, options: { text: 'k.text', params: { a: "'x'" }, action: 'go' }, drawn: ['text'] },
  { name: 'cardPicture', widget: 'cardPicture', schema: nullField, options: { src: "'https://bank.example/card.png'", alt: 'k.alt', params: { name: "'卡'" } }, drawn: ['alt'] },
  { name: 'checkboxLink', widget: 'checkboxLink', schema: { type: 'object', properties: { X: { type: 'boolean' } } }, options: { text: 'k.text', params: { a: "'x'" }, href: "'https://bank.example/terms'", linkText: 'k.linkText' }, drawn: ['text', 'linkText'] },
  { name: 'rocDate (calendar open)', widget: 'rocDate', options: keys(ROC_DATE), context: { session: { Now: '1140101' } }, drive: openFirstButton, drawn: ROC_DATE },
  { name: 'rocYearMonth (picker open)', widget: 'rocYearMonth', options: keys(ROC_MONTH), drive: openFirstButton, drawn: ROC_MONTH },
  { name: 'lookupSelect', widget: 'lookupSelect', options: { source: '[]', valueKey: 'CodeID', labelKey: 'CodeDescription', placeholderText: 'k.placeholderText' }, drawn: ['placeholderText'] },
  {
    name: 'summary', widget: 'summary', schema: nullField,
    options: { heading: 'k.heading', labels: { A: 'k.labels.A' }, values: { A: "''" }, emptyText: 'k.emptyText', emptyLabel: 'k.emptyLabel' }, drawn: ['heading', 'labels', 'emptyText', 'emptyLabel'],
  },
  {
    name: 'cardList (served: the item\'s fields)', widget: 'cardList', schema: nullField,
    options: { source: 'server.list', labels: { A: 'k.labels.A' }, title: 'k.title', linkKey: 'L', linkText: 'k.linkText', emptyText: 'k.emptyText' },
    context: { server: { list: [{ A: 'a', L: '#/Route' }] } }, served: ['A', 'L'], drawn: ['title', 'labels', 'linkText'],
  },
  { name: 'imageUpload (too large)', widget: 'imageUpload', options: image({ maxKb: 50 }), drive: () => choose(file('id.jpg', 1, 'image/jpeg')), drawn: ['sizeError'] },
  { name: 'imageUpload (uploaded, preview)', widget: 'imageUpload', options: image({}), context: uploaded, drive: () => choose(file('id.jpg', 1, 'image/jpeg')), drawn: ['previewAlt'] },
  { name: 'docUpload (drawn)', widget: 'docUpload', schema: objectField, options: doc({}), drawn: ['tabs', 'tabListLabel', 'remainText', 'boxLabels', 'exampleText', 'chooseText'] },
  { name: 'docUpload (quota used up)', widget: 'docUpload', schema: objectField, options: doc({ remainKb: 0 }), drive: () => choose(file('a.pdf', 2, 'application/pdf')), drawn: ['quotaError'] },
  { name: 'docUpload (file over the single limit)', widget: 'docUpload', schema: objectField, options: doc({ singleKb: 1 }), drive: () => choose(file('a.pdf', 2, 'application/pdf')), drawn: ['sizeError'] },
  { name: 'docUpload (file over what remains)', widget: 'docUpload', schema: objectField, options: doc({ remainKb: 3 }), drive: () => choose(file('a.pdf', 5, 'application/pdf')), drawn: ['quotaFullError'] },
  { name: 'docUpload (uploaded, preview)', widget: 'docUpload', schema: objectField, options: doc({}), context: uploaded, drive: () => choose(file('a.jpg', 1, 'image/jpeg')), drawn: ['previewAlt'] },
];

beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  imageIO.current = browserImageIO;
});

describe('each widget passes each text option exactly the params its contract declares', () => {
  it.each(rows)('$name', async (row) => {
    const contract = contracts[row.widget];
    imageIO.current = fakeIO(100);
    const runtime = fakeRuntime(row.context ?? {});
    const drawn: { option: string; names: string[] }[] = [];
    const t = runtime.t;
    runtime.t = (key, params) => {
      if (key.startsWith('k.')) drawn.push({ option: key.split('.')[1], names: Object.keys(params ?? {}).sort() });
      return t(key, params);
    };
    const node = { [contract.kind === 'field' ? 'ui:field' : 'ui:widget']: row.widget, 'ui:options': row.options };
    await renderForm({ schema: row.schema ?? stringField, uiSchema: { X: node }, formData: row.formData, runtime });
    await flush();
    await row.drive?.();

    const declared = (option: string): string[] => {
      const text = contract.texts?.[option];
      const params = text?.params ? Object.keys(row.options.params as object) : [];
      return [...(text?.passes ?? []), ...params, ...(text?.served ? row.served ?? [] : [])].sort();
    };
    const options = [...new Set(drawn.map((d) => d.option))];
    expect(options).toEqual(expect.arrayContaining(row.drawn));
    for (const option of options) {
      const draws = drawn.filter((d) => d.option === option);
      // Drawn at last with exactly the declared names; never with an undeclared one (a draw before
      // the ui:options.params are evaluated has fewer: linkButton, checkboxLink).
      expect({ option, names: draws[draws.length - 1].names }).toEqual({ option, names: declared(option) });
      for (const d of draws) expect(declared(option)).toEqual(expect.arrayContaining(d.names));
    }
  });
});

describe('the declarations themselves', () => {
  it('every declared param is proved by a row above (a new declaration needs its row)', () => {
    const proved = new Set(rows.flatMap((r) => r.drawn.map((o) => `${r.widget}.${o}`)));
    const declared = Object.values(contracts).flatMap((c) =>
      Object.entries(c.texts ?? {}).filter(([, t]) => t.passes.length > 0 || t.params || t.served).map(([o]) => `${c.name}.${o}`));
    expect(declared.filter((d) => !proved.has(d))).toEqual([]);
  });

  it('a contract may declare texts only for its i18n options', () => {
    const spec = { name: 'x', kind: 'widget' as const, valueType: 'string' as const, emptyValue: undefined, sanitize: () => undefined };
    expect(() => defineContract({ ...spec, optionKinds: { seconds: 'number' }, texts: { seconds: { passes: ['n'] } } }))
      .toThrow('contract x: texts names "seconds", which is not an i18n option');
  });
});
