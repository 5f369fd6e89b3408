// A link-looking button that runs a screen action, or a link that opens an address.
import { useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, runAction, tr } from '../shared/formContext.js';
import { safeHref } from '../shared/sanitize.js';
import { useEvaluated, useEvaluatedMap, valueOf } from '../shared/useEvaluated.js';
import type { LinkButtonOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function LinkButtonField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const o = getUiOptions(props.uiSchema) as Partial<LinkButtonOptions>;
  const params = useEvaluatedMap(fc, o.params);
  const href = useEvaluated(fc, o.href);
  const [busy, setBusy] = useState(false);
  const id = props.fieldPathId.$id;
  const label = tr(fc.runtime, o.text, valueOf(params));
  const variant = o.variant ?? 'link';
  const className = variant === 'link' ? 'wg-link' : `wg-button wg-button--${variant}`;

  if (o.href) {
    const address = safeHref(valueOf(href));
    return address ? (
      <a id={id} href={address} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
      </a>
    ) : (
      <span id={id} className={className} aria-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <button
      id={id}
      type="button"
      className={className}
      disabled={busy || props.disabled || props.readonly}
      onClick={() => {
        setBusy(true);
        void runAction(fc.runtime, o.action).finally(() => setBusy(false));
      }}
    >
      {label}
    </button>
  );
}
