// The browser's widget registry: plain literal maps of lazy imports, keyed by the name a screen's
// uiSchema uses (ui:widget, ui:field). A screen loads the widgets its config names, with its
// validator (renderer/react/ScreenView.tsx), so each widget is a chunk of its own and the start
// screen carries none it does not draw (issue 22). widgets/index.ts keeps the eager maps for Node
// (the checker's smoke render, tests); tests/unit/widgets/registry.test.ts holds the two to the same names.
import type { Field, RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import { BUILTIN_WIDGETS } from './contracts.js';

type Load<T> = () => Promise<T>;

export const widgetLoaders: Readonly<Record<string, Load<Widget>>> = {
  otp: () => import('./otp/OtpWidget.js').then((m) => m.OtpWidget),
  cardNumber: () => import('./cardNumber/CardNumberWidget.js').then((m) => m.CardNumberWidget),
  mmyy: () => import('./mmyy/MmyyWidget.js').then((m) => m.MmyyWidget),
  digits: () => import('./digits/DigitsWidget.js').then((m) => m.DigitsWidget),
  upper: () => import('./upper/UpperWidget.js').then((m) => m.UpperWidget),
  searchSelect: () => import('./searchSelect/SearchSelectWidget.js').then((m) => m.SearchSelectWidget),
  checkboxLink: () => import('./checkboxLink/CheckboxLinkWidget.js').then((m) => m.CheckboxLinkWidget),
  rocDate: () => import('./rocDate/RocDateWidget.js').then((m) => m.RocDateWidget),
  rocYearMonth: () => import('./rocYearMonth/RocYearMonthWidget.js').then((m) => m.RocYearMonthWidget),
  lookupSelect: () => import('./lookupSelect/LookupSelectWidget.js').then((m) => m.LookupSelectWidget),
  zipCode: () => import('./zipCode/ZipCodeWidget.js').then((m) => m.ZipCodeWidget),
  suggestText: () => import('./suggestText/SuggestTextWidget.js').then((m) => m.SuggestTextWidget),
  imageUpload: () => import('./imageUpload/ImageUploadWidget.js').then((m) => m.ImageUploadWidget),
  repeatRows: () => import('./repeatRows/RepeatRowsWidget.js').then((m) => m.RepeatRowsWidget),
};

export const fieldLoaders: Readonly<Record<string, Load<Field>>> = {
  giftGroups: () => import('./giftGroups/GiftGroupsField.js').then((m) => m.GiftGroupsField),
  consentList: () => import('./consentList/ConsentListField.js').then((m) => m.ConsentListField),
  display: () => import('./display/DisplayField.js').then((m) => m.DisplayField),
  qrCode: () => import('./qrCode/QrCodeField.js').then((m) => m.QrCodeField),
  cardPicture: () => import('./cardPicture/CardPictureField.js').then((m) => m.CardPictureField),
  linkButton: () => import('./linkButton/LinkButtonField.js').then((m) => m.LinkButtonField),
  summary: () => import('./summary/SummaryField.js').then((m) => m.SummaryField),
  docUpload: () => import('./docUpload/DocUploadField.js').then((m) => m.DocUploadField),
  cardList: () => import('./cardList/CardListField.js').then((m) => m.CardListField),
  countdown: () => import('./countdown/CountdownField.js').then((m) => m.CountdownField),
  countdownButton: () => import('./countdownButton/CountdownButtonField.js').then((m) => m.CountdownButtonField),
};

/** The widgets and fields one screen draws, loaded: what ScreenForm hands to rjsf. */
export interface ScreenWidgets {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
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
export async function loadScreenWidgets(screen: { id: string; uiSchema?: unknown }): Promise<ScreenWidgets> {
  const used = namesUsed(screen.uiSchema);
  const load = async <T>(names: Set<string>, loaders: Readonly<Record<string, Load<T>>>, kind: string) => Object.fromEntries(
    await Promise.all([...names].map(async (name) => {
      if (!Object.hasOwn(loaders, name)) throw new Error(`Unknown ${kind} "${name}" on screen "${screen.id}" (known ${kind}s: ${Object.keys(loaders).join(', ')})`);
      return [name, await loaders[name]()] as const;
    })),
  );
  const [widgets, fields] = await Promise.all([load(used.widgets, widgetLoaders, 'widget'), load(used.fields, fieldLoaders, 'field')]);
  return { widgets, fields };
}
