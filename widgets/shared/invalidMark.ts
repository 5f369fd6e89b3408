// An input shown with an error says so: aria-invalid="true" (its aria-describedby already names the
// message's id, `<id>__error`, by rjsf's convention). Our widgets set it themselves; rjsf's own
// select, checkbox, radio and textarea widgets do not, so the screen's form uses them through
// withInvalidMark, which marks their controls after each render.
import { createElement, useLayoutEffect, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useLiveError } from './liveContext.js';

/** The field's error as the screen shows it: the screen's message first, then rjsf's own. A hook (the messages are live). */
export function useErrorOf(props: Pick<WidgetProps, 'name' | 'rawErrors' | 'registry'>): string | undefined {
  const own = useLiveError(props.registry.formContext, props.name);
  if (own) return own;
  return props.rawErrors && props.rawErrors.length > 0 ? props.rawErrors[0] : undefined;
}

/** The form controls a widget drew for `id`: the one with the id, and its options (`<id>-0` ...: radios). */
function controlsOf(doc: Document, id: string): HTMLElement[] {
  const quoted = id.replace(/["\\]/g, '\\$&');
  return Array.from(doc.querySelectorAll<HTMLElement>(`[id="${quoted}"], [id^="${quoted}-"]`))
    .filter((el) => el.matches('input, select, textarea') && (el.id === id || /^-\d+$/.test(el.id.slice(id.length))));
}

/** `Inner` with aria-invalid on its controls while its field shows an error. */
export function withInvalidMark(Inner: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Marked(props: WidgetProps) {
    const invalid = Boolean(useErrorOf(props));
    useLayoutEffect(() => {
      if (typeof document === 'undefined') return;
      for (const el of controlsOf(document, props.id)) {
        if (invalid) el.setAttribute('aria-invalid', 'true');
        else el.removeAttribute('aria-invalid');
      }
    });
    return createElement(Inner, props);
  }
  Marked.displayName = `withInvalidMark(${Inner.displayName ?? Inner.name})`;
  return Marked;
}
