// The browser's widget registry: plain literal maps of lazy imports, keyed by the name a screen's
// uiSchema uses (ui:widget, ui:field). A screen loads the widgets its config names, with its
// validator (renderer/react/ScreenView.tsx), so each widget is a chunk of its own and the start
// screen carries none it does not draw (issue 22). widgets/index.ts keeps the eager maps for Node
// (the checker's smoke render, tests); tests/unit/widgets/lazyRegistry.test.ts holds the two to the same names.
import type { Field, RegistryFieldsType, RegistryWidgetsType, RJSFSchema, Widget } from '@rjsf/utils';
import { namesUsed } from './namesUsed.js';
import type { WidgetContract } from './shared/contract.js';
import { schemaNeedsExtras, uiSchemaNeedsExtras } from './rjsf/core.js';
import type { RjsfParts } from './rjsf/extras.js';

export { namesUsed } from './namesUsed.js';

/** A widget's component and its contract: one module (the component's re-exports its contract), so one file to fetch. */
interface Loaded<T> { component: T; contract: WidgetContract }
type Load<T> = () => Promise<Loaded<T>>;

export const widgetLoaders: Readonly<Record<string, Load<Widget>>> = {
  otp: () => import('./otp/OtpWidget.js').then((m) => ({ component: m.OtpWidget, contract: m.contract })),
  cardNumber: () => import('./cardNumber/CardNumberWidget.js').then((m) => ({ component: m.CardNumberWidget, contract: m.contract })),
  mmyy: () => import('./mmyy/MmyyWidget.js').then((m) => ({ component: m.MmyyWidget, contract: m.contract })),
  digits: () => import('./digits/DigitsWidget.js').then((m) => ({ component: m.DigitsWidget, contract: m.contract })),
  upper: () => import('./upper/UpperWidget.js').then((m) => ({ component: m.UpperWidget, contract: m.contract })),
  searchSelect: () => import('./searchSelect/SearchSelectWidget.js').then((m) => ({ component: m.SearchSelectWidget, contract: m.contract })),
  checkboxLink: () => import('./checkboxLink/CheckboxLinkWidget.js').then((m) => ({ component: m.CheckboxLinkWidget, contract: m.contract })),
  rocDate: () => import('./rocDate/RocDateWidget.js').then((m) => ({ component: m.RocDateWidget, contract: m.contract })),
  rocYearMonth: () => import('./rocYearMonth/RocYearMonthWidget.js').then((m) => ({ component: m.RocYearMonthWidget, contract: m.contract })),
  lookupSelect: () => import('./lookupSelect/LookupSelectWidget.js').then((m) => ({ component: m.LookupSelectWidget, contract: m.contract })),
  zipCode: () => import('./zipCode/ZipCodeWidget.js').then((m) => ({ component: m.ZipCodeWidget, contract: m.contract })),
  suggestText: () => import('./suggestText/SuggestTextWidget.js').then((m) => ({ component: m.SuggestTextWidget, contract: m.contract })),
  imageUpload: () => import('./imageUpload/ImageUploadWidget.js').then((m) => ({ component: m.ImageUploadWidget, contract: m.contract })),
  repeatRows: () => import('./repeatRows/RepeatRowsWidget.js').then((m) => ({ component: m.RepeatRowsWidget, contract: m.contract })),
};

export const fieldLoaders: Readonly<Record<string, Load<Field>>> = {
  giftGroups: () => import('./giftGroups/GiftGroupsField.js').then((m) => ({ component: m.GiftGroupsField, contract: m.contract })),
  consentList: () => import('./consentList/ConsentListField.js').then((m) => ({ component: m.ConsentListField, contract: m.contract })),
  display: () => import('./display/DisplayField.js').then((m) => ({ component: m.DisplayField, contract: m.contract })),
  qrCode: () => import('./qrCode/QrCodeField.js').then((m) => ({ component: m.QrCodeField, contract: m.contract })),
  cardPicture: () => import('./cardPicture/CardPictureField.js').then((m) => ({ component: m.CardPictureField, contract: m.contract })),
  linkButton: () => import('./linkButton/LinkButtonField.js').then((m) => ({ component: m.LinkButtonField, contract: m.contract })),
  summary: () => import('./summary/SummaryField.js').then((m) => ({ component: m.SummaryField, contract: m.contract })),
  docUpload: () => import('./docUpload/DocUploadField.js').then((m) => ({ component: m.DocUploadField, contract: m.contract })),
  cardList: () => import('./cardList/CardListField.js').then((m) => ({ component: m.CardListField, contract: m.contract })),
  countdown: () => import('./countdown/CountdownField.js').then((m) => ({ component: m.CountdownField, contract: m.contract })),
  countdownButton: () => import('./countdownButton/CountdownButtonField.js').then((m) => ({ component: m.CountdownButtonField, contract: m.contract })),
};

/** The widgets and fields one screen draws, loaded: what ScreenForm hands to rjsf, and their contracts by name. */
export interface ScreenWidgets {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  contracts: Readonly<Record<string, WidgetContract>>;
  /** rjsf's parts beyond the core, when the screen's config needs them (widgets/rjsf/core.ts). */
  rjsf?: RjsfParts;
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
