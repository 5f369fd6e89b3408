// A screen's form: rjsf's fields, widgets and templates drawn from the controller's data, without
// rjsf's Form around them (issue 22). The engine holds the data, validates it and keeps the errors
// (shown live: widgets/shared/liveContext.ts), so what Form adds is only cost: on every change of
// its formData prop it compared all props deeply, derived its whole state again (defaults, the
// retrieved schema, errors, registry) before and after the commit, and drew a second time. Here a
// change of data is one render of the fields whose values changed.
// What Form did that a screen relies on is kept: the registry (rjsf's defaults under ours), the
// ids root_<Field>, the schema's defaults filled in when the form is drawn and on every change
// (formChange.ts; data the controller hands over is drawn as it is: the engine fills in a screen's
// defaults itself, screenStore.ts), a field's value shown at once though the controller hears of it
// after its own work, and the <form> with rjsf's class, without the browser's validation.
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import {
  createSchemaUtils, deepEquals, DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, noop, toFieldPathId, useDeepCompareMemo,
  type ErrorSchema, type FieldPathList, type GlobalFormOptions, type Registry, type RJSFSchema,
  type UiSchema, type ValidatorType,
} from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { applyFieldChange, withDefaults } from './formChange.js';

type Data = Record<string, unknown>;

export interface SchemaFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Data;
  validator: ValidatorType;
  widgets: Registry['widgets'];
  fields: Registry['fields'];
  templates: Partial<Registry['templates']>;
  formContext: unknown;
  /** The form's whole data after a field's change, and the id of the field (as rjsf's Form reports). */
  onChange: (event: { formData: Data }, id?: string) => void;
  onBlur?: (id: string, value: unknown) => void;
  onSubmit?: () => void;
  children?: ReactNode;
}

/** The same for every render: the engine's errors are not rjsf's (FieldTemplate shows them). */
const NO_ERRORS: ErrorSchema = {};

const globalFormOptions: GlobalFormOptions = {
  idPrefix: DEFAULT_ID_PREFIX, idSeparator: DEFAULT_ID_SEPARATOR, useFallbackUiForUnsupportedType: false,
  // each field redrawn only when a prop of its own changed (MemoSchemaField.ts compares the same way)
  experimental_componentUpdateStrategy: 'shallow',
};
const rootPathId = toFieldPathId('', globalFormOptions);

export function SchemaForm(props: SchemaFormProps) {
  const { schema, uiSchema, formData, validator, widgets, fields, templates, formContext, onChange, onBlur, onSubmit, children } = props;
  const schemaUtils = useMemo(() => createSchemaUtils(validator, schema), [validator, schema]);
  const registry = useRegistry(schemaUtils, uiSchema, widgets, fields, templates, formContext);

  // What the fields show: the controller's data, or a field's change it has not drawn yet.
  const shown = useRef<{ from: Data; data: Data } | null>(null);
  if (shown.current === null) shown.current = { from: formData, data: withDefaults(schemaUtils, formData) as Data };
  else if (shown.current.from !== formData) shown.current = { from: formData, data: formData };
  const data = shown.current.data;
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  const latest = useRef({ onChange, onBlur, schemaUtils });
  latest.current = { onChange, onBlur, schemaUtils };
  // The defaults the first drawing filled in are the form's data: reported, as rjsf's Form reported them.
  const first = useRef({ formData, data });
  useEffect(() => {
    if (!deepEquals(first.current.data, first.current.formData)) latest.current.onChange({ formData: first.current.data });
  }, []);

  const onFieldChange = useCallback((value: unknown, path?: FieldPathList, _errors?: ErrorSchema, id?: string) => {
    const held = shown.current!;
    const next = applyFieldChange(latest.current.schemaUtils, held.data, path, value) as Data;
    shown.current = { from: held.from, data: next };
    redraw();
    latest.current.onChange({ formData: next }, id);
  }, []);
  const onFieldBlur = useCallback((id: string, value: unknown) => { latest.current.onBlur?.(id, value); }, []);
  const submit = useCallback((e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit?.();
  }, [onSubmit]);

  const { SchemaField } = registry.fields;
  return (
    <form className="rjsf" noValidate onSubmit={submit}>
      <SchemaField
        name="" schema={schemaUtils.getRootSchema()} uiSchema={uiSchema} errorSchema={NO_ERRORS} fieldPathId={rootPathId}
        formData={data} onChange={onFieldChange} onBlur={onFieldBlur} onFocus={noop} registry={registry}
      />
      {children}
    </form>
  );
}

/**
 * rjsf's registry with ours over its defaults, as Form builds it. It stays the same object while
 * its parts do (a uiSchema redrawn for a hidden field keeps it): every field is handed it, and a
 * new one redraws them all.
 */
function useRegistry(
  schemaUtils: Registry['schemaUtils'], uiSchema: UiSchema, widgets: Registry['widgets'], fields: Registry['fields'],
  templates: Partial<Registry['templates']>, formContext: unknown,
): Registry {
  // (each the object it equals from an earlier render)
  const globalUiOptions = useDeepCompareMemo(uiSchema['ui:globalOptions'] as Registry['globalUiOptions']);
  const uiSchemaDefinitions = useDeepCompareMemo((uiSchema['ui:definitions'] ?? {}) as Registry['uiSchemaDefinitions']);
  return useMemo(() => {
    const base = getDefaultRegistry();
    return {
      fields: { ...base.fields, ...fields },
      templates: { ...base.templates, ...templates, ButtonTemplates: { ...base.templates.ButtonTemplates, ...templates.ButtonTemplates } },
      widgets: { ...base.widgets, ...widgets },
      rootSchema: schemaUtils.getRootSchema(),
      formContext,
      schemaUtils,
      translateString: base.translateString,
      globalUiOptions,
      globalFormOptions,
      uiSchemaDefinitions,
    };
  }, [schemaUtils, widgets, fields, templates, formContext, globalUiOptions, uiSchemaDefinitions]);
}
