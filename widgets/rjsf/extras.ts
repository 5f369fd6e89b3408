// rjsf's whole registry: the fields, widgets and templates beyond the core (widgets/rjsf/core.ts),
// loaded with a screen whose config needs them (widgets/registry.ts), in a chunk of its own.
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';

export interface RjsfParts {
  fields: RegistryFieldsType;
  widgets: RegistryWidgetsType;
  templates: Partial<TemplatesType>;
}

export function rjsfExtras(): RjsfParts {
  const { fields, widgets, templates } = getDefaultRegistry();
  return { fields, widgets, templates };
}
