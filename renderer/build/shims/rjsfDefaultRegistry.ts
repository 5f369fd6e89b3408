// In the build, the screens' form (renderer/react/SchemaForm.tsx) starts from this registry instead of @rjsf/core's getDefaultRegistry
// (renderer/build/libraryTrimPlugin.ts): the fields, widgets and templates of the core vocabulary
// every screen draws (widgets/rjsf/core.ts). The rest of rjsf (arrays, numbers, anyOf/oneOf, layout
// grids, dates, files ...) comes with a screen that needs it (widgets/rjsf/extras.ts), so the start
// screen does not carry it (issue 22). Same shape and defaults as rjsf's own.
import type getFullRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import ButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/core/lib/components/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';

export default function getDefaultRegistry(): ReturnType<typeof getFullRegistry> {
  const registry = {
    fields: { SchemaField, ObjectField, StringField, BooleanField, NullField },
    templates: {
      BaseInputTemplate, ButtonTemplates: ButtonTemplates(), DescriptionFieldTemplate: DescriptionField,
      ErrorListTemplate: ErrorList, FieldTemplate, FieldErrorTemplate, FieldHelpTemplate, ObjectFieldTemplate,
      TitleFieldTemplate: TitleField, UnsupportedFieldTemplate: UnsupportedField, WrapIfAdditionalTemplate,
    },
    widgets: { CheckboxWidget, HiddenWidget, RadioWidget, SelectWidget, TextareaWidget, TextWidget },
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: { idPrefix: DEFAULT_ID_PREFIX, idSeparator: DEFAULT_ID_SEPARATOR, useFallbackUiForUnsupportedType: false },
  };
  // The templates rjsf's other fields need (arrays, anyOf, grids) come with them (widgets/rjsf/extras.ts).
  return registry as unknown as ReturnType<typeof getFullRegistry>;
}
