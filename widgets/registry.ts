// The browser's widget registry: plain literal maps of lazy imports, keyed by the name a screen's
// uiSchema uses (ui:widget, ui:field). A screen loads the widgets its config names, with its
// validator (renderer/react/ScreenView.tsx), so each widget is a chunk of its own and the start
// screen carries none it does not draw (issue 22). widgets/index.ts keeps the eager maps for Node
// (the checker's smoke render, tests); tests/unit/widgets/lazyRegistry.test.ts holds the two to the same names.
import type { Field, RegistryFieldsType, RegistryWidgetsType, RJSFSchema, Widget } from '@rjsf/utils';
import { BUILTIN_WIDGETS } from './builtins.js';
import type { WidgetContract } from './shared/contract.js';
import { schemaNeedsExtras, uiSchemaNeedsExtras } from './rjsf/core.js';
import type { RjsfParts } from './rjsf/extras.js';

/** A widget's component and its contract, loaded together (the component's module imports the contract anyway). */
interface Loaded<T> { component: T; contract: WidgetContract }
type Load<T> = () => Promise<Loaded<T>>;

const entry = <T>(component: () => Promise<T>, contract: () => Promise<WidgetContract>): Load<T> =>
  async () => { const [c, k] = await Promise.all([component(), contract()]); return { component: c, contract: k }; };

export const widgetLoaders: Readonly<Record<string, Load<Widget>>> = {
  otp: entry(() => import('./otp/OtpWidget.js').then((m) => m.OtpWidget), () => import('./otp/contract.js').then((m) => m.contract)),
  cardNumber: entry(() => import('./cardNumber/CardNumberWidget.js').then((m) => m.CardNumberWidget), () => import('./cardNumber/contract.js').then((m) => m.contract)),
  mmyy: entry(() => import('./mmyy/MmyyWidget.js').then((m) => m.MmyyWidget), () => import('./mmyy/contract.js').then((m) => m.contract)),
  digits: entry(() => import('./digits/DigitsWidget.js').then((m) => m.DigitsWidget), () => import('./digits/contract.js').then((m) => m.contract)),
  upper: entry(() => import('./upper/UpperWidget.js').then((m) => m.UpperWidget), () => import('./upper/contract.js').then((m) => m.contract)),
  searchSelect: entry(() => import('./searchSelect/SearchSelectWidget.js').then((m) => m.SearchSelectWidget), () => import('./searchSelect/contract.js').then((m) => m.contract)),
  checkboxLink: entry(() => import('./checkboxLink/CheckboxLinkWidget.js').then((m) => m.CheckboxLinkWidget), () => import('./checkboxLink/contract.js').then((m) => m.contract)),
  rocDate: entry(() => import('./rocDate/RocDateWidget.js').then((m) => m.RocDateWidget), () => import('./rocDate/contract.js').then((m) => m.contract)),
  rocYearMonth: entry(() => import('./rocYearMonth/RocYearMonthWidget.js').then((m) => m.RocYearMonthWidget), () => import('./rocYearMonth/contract.js').then((m) => m.contract)),
  lookupSelect: entry(() => import('./lookupSelect/LookupSelectWidget.js').then((m) => m.LookupSelectWidget), () => import('./lookupSelect/contract.js').then((m) => m.contract)),
  zipCode: entry(() => import('./zipCode/ZipCodeWidget.js').then((m) => m.ZipCodeWidget), () => import('./zipCode/contract.js').then((m) => m.contract)),
  suggestText: entry(() => import('./suggestText/SuggestTextWidget.js').then((m) => m.SuggestTextWidget), () => import('./suggestText/contract.js').then((m) => m.contract)),
  imageUpload: entry(() => import('./imageUpload/ImageUploadWidget.js').then((m) => m.ImageUploadWidget), () => import('./imageUpload/contract.js').then((m) => m.contract)),
  repeatRows: entry(() => import('./repeatRows/RepeatRowsWidget.js').then((m) => m.RepeatRowsWidget), () => import('./repeatRows/contract.js').then((m) => m.contract)),
};

export const fieldLoaders: Readonly<Record<string, Load<Field>>> = {
  giftGroups: entry(() => import('./giftGroups/GiftGroupsField.js').then((m) => m.GiftGroupsField), () => import('./giftGroups/contract.js').then((m) => m.contract)),
  consentList: entry(() => import('./consentList/ConsentListField.js').then((m) => m.ConsentListField), () => import('./consentList/contract.js').then((m) => m.contract)),
  display: entry(() => import('./display/DisplayField.js').then((m) => m.DisplayField), () => import('./display/contract.js').then((m) => m.contract)),
  qrCode: entry(() => import('./qrCode/QrCodeField.js').then((m) => m.QrCodeField), () => import('./qrCode/contract.js').then((m) => m.contract)),
  cardPicture: entry(() => import('./cardPicture/CardPictureField.js').then((m) => m.CardPictureField), () => import('./cardPicture/contract.js').then((m) => m.contract)),
  linkButton: entry(() => import('./linkButton/LinkButtonField.js').then((m) => m.LinkButtonField), () => import('./linkButton/contract.js').then((m) => m.contract)),
  summary: entry(() => import('./summary/SummaryField.js').then((m) => m.SummaryField), () => import('./summary/contract.js').then((m) => m.contract)),
  docUpload: entry(() => import('./docUpload/DocUploadField.js').then((m) => m.DocUploadField), () => import('./docUpload/contract.js').then((m) => m.contract)),
  cardList: entry(() => import('./cardList/CardListField.js').then((m) => m.CardListField), () => import('./cardList/contract.js').then((m) => m.contract)),
  countdown: entry(() => import('./countdown/CountdownField.js').then((m) => m.CountdownField), () => import('./countdown/contract.js').then((m) => m.contract)),
  countdownButton: entry(() => import('./countdownButton/CountdownButtonField.js').then((m) => m.CountdownButtonField), () => import('./countdownButton/contract.js').then((m) => m.contract)),
};

/** The widgets and fields one screen draws, loaded: what ScreenForm hands to rjsf, and their contracts by name. */
export interface ScreenWidgets {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  contracts: Readonly<Record<string, WidgetContract>>;
  /** rjsf's parts beyond the core, when the screen's config needs them (widgets/rjsf/core.ts). */
  rjsf?: RjsfParts;
}

/** The ui:widget and ui:field names a uiSchema uses, at any depth (array items, sections). */
export function namesUsed(uiSchema: unknown): { widgets: Set<string>; fields: Set<string> } {
  const found = { widgets: new Set<string>(), fields: new Set<string>() };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) { node.forEach(walk); return; }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string' && !BUILTIN_WIDGETS.includes(value)) found.widgets.add(value);
      else if (key === 'ui:field' && typeof value === 'string') found.fields.add(value);
      else walk(value);
    }
  };
  walk(uiSchema);
  return found;
}

/** Loads what `screen`'s uiSchema names; a name not registered is a config fault naming it and the screen. */
export async function loadScreenWidgets(screen: { id: string; schema?: unknown; uiSchema?: unknown }): Promise<ScreenWidgets> {
  const used = namesUsed(screen.uiSchema);
  const load = async <T>(names: Set<string>, loaders: Readonly<Record<string, Load<T>>>, kind: string) => Promise.all([...names].map(async (name) => {
    if (!Object.hasOwn(loaders, name)) throw new Error(`Unknown ${kind} "${name}" on screen "${screen.id}" (known ${kind}s: ${Object.keys(loaders).join(', ')})`);
    return [name, await loaders[name]()] as const;
  }));
  const ours = Object.keys(fieldLoaders);
  const needsRjsf = schemaNeedsExtras(screen.schema as RJSFSchema | undefined, screen.uiSchema as Record<string, unknown> | undefined, ours) ?? uiSchemaNeedsExtras(screen.uiSchema, ours);
  const [widgets, fields, rjsf] = await Promise.all([
    load(used.widgets, widgetLoaders, 'widget'), load(used.fields, fieldLoaders, 'field'),
    needsRjsf ? import('./rjsf/extras.js').then((m) => m.rjsfExtras()) : undefined,
  ]);
  const components = <T>(list: ReadonlyArray<readonly [string, Loaded<T>]>) => Object.fromEntries(list.map(([name, l]) => [name, l.component]));
  return {
    widgets: components(widgets),
    fields: components(fields),
    contracts: Object.fromEntries([...widgets, ...fields].map(([name, l]) => [name, l.contract])),
    ...(rjsf ? { rjsf } : {}),
  };
}
