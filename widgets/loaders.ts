// The widgets' and fields' lazy imports, by the name a screen's uiSchema uses (ui:widget,
// ui:field). The build points each at its set's file, the widgets the same screens draw
// (renderer/build/widgetSetsPlugin.ts); `npm start` loads a file per widget. registry.ts loads a
// screen's from them once its config is read; prefetchWidgets asks for them by name before (renderer/react/screenLoader.ts).
import type { Field, Widget } from '@rjsf/utils';
import type { WidgetContract } from './shared/contract.js';

/** A widget's component and its contract: one module (the component's re-exports its contract), so one file to fetch. */
export interface Loaded<T> { component: T; contract: WidgetContract }
export type Load<T> = () => Promise<Loaded<T>>;

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

/**
 * Starts loading the widgets and fields named, before the screen's config that names them has
 * arrived (renderer/react/screenLoader.ts: the build's list); loadScreenWidgets then finds them
 * loaded or on their way. A name registered neither way is left to it to report.
 */
export function prefetchWidgets(names: readonly string[]): void {
  for (const name of names) {
    const load = Object.hasOwn(widgetLoaders, name) ? widgetLoaders[name] : Object.hasOwn(fieldLoaders, name) ? fieldLoaders[name] : undefined;
    // (a failed fetch is reported by the load that needs it)
    load?.().catch(() => undefined);
  }
}

