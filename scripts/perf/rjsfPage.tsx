// The probe in bare rjsf v6: its own widgets, templates and validation, the same schema and order.
import Form from '@rjsf/core';
import { probeScreen, probeValidator } from './probe.js';

const uiSchema = Object.fromEntries(Object.entries(probeScreen.uiSchema ?? {}).map(([k, v]) => {
  if (k === 'ui:order') return [k, v];
  const { 'ui:widget': _w, ...rest } = v as Record<string, unknown>;
  return [k, rest];
}));

export function Page() {
  return <Form schema={probeScreen.schema} uiSchema={uiSchema} validator={probeValidator} showErrorList={false} noHtml5Validate />;
}
