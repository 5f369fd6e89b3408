// The widget registry, eager: plain literal maps handed to the screens' form in Node (the browser
// loads each screen's own through registry.ts). No styles are
// imported here: the app entry imports widgets/widgets.css; the Popup
// (widgets/popup/Popup.tsx, imported directly) brings its own Popup.css.
import type { Field, RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { ScreenWidgets } from './registry.js';
import { OtpWidget } from './otp/OtpWidget.js';
import { CardNumberWidget } from './cardNumber/CardNumberWidget.js';
import { MmyyWidget } from './mmyy/MmyyWidget.js';
import { DigitsWidget } from './digits/DigitsWidget.js';
import { UpperWidget } from './upper/UpperWidget.js';
import { SearchSelectWidget } from './searchSelect/SearchSelectWidget.js';
import { CheckboxLinkWidget } from './checkboxLink/CheckboxLinkWidget.js';
import { GiftGroupsField } from './giftGroups/GiftGroupsField.js';
import { ConsentListField } from './consentList/ConsentListField.js';
import { DisplayField } from './display/DisplayField.js';
import { QrCodeField } from './qrCode/QrCodeField.js';
import { CardPictureField } from './cardPicture/CardPictureField.js';
import { LinkButtonField } from './linkButton/LinkButtonField.js';
import { RocDateWidget } from './rocDate/RocDateWidget.js';
import { RocYearMonthWidget } from './rocYearMonth/RocYearMonthWidget.js';
import { LookupSelectWidget } from './lookupSelect/LookupSelectWidget.js';
import { ZipCodeWidget } from './zipCode/ZipCodeWidget.js';
import { SuggestTextWidget } from './suggestText/SuggestTextWidget.js';
import { ImageUploadWidget } from './imageUpload/ImageUploadWidget.js';
import { RepeatRowsWidget } from './repeatRows/RepeatRowsWidget.js';
import { SummaryField } from './summary/SummaryField.js';
import { DocUploadField } from './docUpload/DocUploadField.js';
import { CardListField } from './cardList/CardListField.js';
import { CountdownField } from './countdown/CountdownField.js';
import { CountdownButtonField } from './countdownButton/CountdownButtonField.js';

import { contracts as allContracts } from './contracts.js';

export { contracts, widgetContracts, fieldContracts, BUILTIN_WIDGETS } from './contracts.js';
export type { WidgetContract, OptionKind, ValueType } from './contracts.js';
export { useCountdown } from './otp/useCountdown.js';

export const widgets: RegistryWidgetsType = {
  otp: OtpWidget,
  cardNumber: CardNumberWidget,
  mmyy: MmyyWidget,
  digits: DigitsWidget,
  upper: UpperWidget,
  searchSelect: SearchSelectWidget,
  checkboxLink: CheckboxLinkWidget,
  rocDate: RocDateWidget,
  rocYearMonth: RocYearMonthWidget,
  lookupSelect: LookupSelectWidget,
  zipCode: ZipCodeWidget,
  suggestText: SuggestTextWidget,
  imageUpload: ImageUploadWidget,
  repeatRows: RepeatRowsWidget,
};

export const fields: RegistryFieldsType = {
  giftGroups: GiftGroupsField,
  consentList: ConsentListField,
  display: DisplayField,
  qrCode: QrCodeField,
  cardPicture: CardPictureField,
  linkButton: LinkButtonField,
  summary: SummaryField,
  docUpload: DocUploadField,
  cardList: CardListField,
  countdown: CountdownField,
  countdownButton: CountdownButtonField,
};

/** Every widget and field at once, for ScreenForm in Node (the checker's smoke render, tests); the browser loads a screen's own (registry.ts). */
export const everyWidget: ScreenWidgets = { widgets, fields, contracts: allContracts };

function known(map: object): string {
  return Object.keys(map).join(', ');
}

/** The widget registered as `name`; a name that is not there is a config fault naming the widget and the screen. */
export function getWidget(name: string, screen: string): Widget {
  if (!Object.hasOwn(widgets, name)) throw new Error(`Unknown widget "${name}" on screen "${screen}" (known widgets: ${known(widgets)})`);
  return widgets[name];
}

/** The field registered as `name` (ui:field); a missing one throws naming the field and the screen. */
export function getField(name: string, screen: string): Field {
  if (!Object.hasOwn(fields, name)) throw new Error(`Unknown field "${name}" on screen "${screen}" (known fields: ${known(fields)})`);
  return fields[name];
}
