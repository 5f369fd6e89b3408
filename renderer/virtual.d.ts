declare module 'virtual:screen-validators' {
  export const validators: Record<string, () => Promise<{ default: Record<string, unknown>; schema: Record<string, unknown> }>>;
}
declare module '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js' {
  import type { ValidatorType } from '@rjsf/utils';
  export default function createPrecompiledValidator(fns: Record<string, unknown>, schema: Record<string, unknown>): ValidatorType;
}
declare module 'virtual:locales' {
  /** The fallback language's texts, bundled with the app (renderer/build/localesPlugin.ts). */
  export const bundled: Record<string, Record<string, unknown>>;
  /** Every other language's texts, loaded when chosen. */
  export const lazy: Record<string, () => Promise<Record<string, unknown>>>;
  /** The fallback language's groups a screen brings (by screen id), for the screens that bring any. */
  export const screenTexts: Record<string, () => Promise<Record<string, unknown>>>;
}
declare module 'virtual:screen-widgets' {
  /** By screen id, the widget and field names its uiSchema uses (renderer/build/screenWidgetsPlugin.ts). */
  export const screenWidgets: Readonly<Record<string, readonly string[]>>;
}
declare module 'virtual:jsonata-screens' {
  /** The screens with a rule beyond the plain part: JSONata loads with them (scripts/check/jsonataScreens.ts). */
  export const jsonataScreens: readonly string[];
}
declare module 'virtual:screen-configs' {
  /** Each screen's config (schemas/<id>.json) by id, loaded on demand (renderer/build/screenPartsPlugin.ts). */
  export const configs: Record<string, () => Promise<unknown>>;
}
