// An input shown with an error says so: aria-invalid="true" (its aria-describedby already names the
// message's id, `<id>__error`, by rjsf's convention). Our widgets set it themselves; rjsf's own
// select, checkbox, radio and textarea widgets do not, so the screen's form uses them through
// withInvalidMark, which marks their controls when the mark or the controls change.
import { createElement, useLayoutEffect, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useLiveError } from './liveContext.js';

/** The field's error as the screen shows it: the screen's message first, then rjsf's own. A hook (the messages are live). */
export function useErrorOf(props: Pick<WidgetProps, 'name' | 'rawErrors' | 'registry'>): string | undefined {
  const own = useLiveError(props.registry.formContext, props.name);
  if (own) return own;
  return props.rawErrors && props.rawErrors.length > 0 ? props.rawErrors[0] : undefined;
}

const isControl = (el: Element | null): el is HTMLElement => el !== null && el.matches('input, select, textarea');

/** The form controls a widget drew for `id`: the one with the id, and its options (`<id>-0` ...: radios), found by id, not by a scan of the page. */
function controlsOf(doc: Document, id: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  const own = doc.getElementById(id);
  if (isControl(own)) out.push(own);
  for (let i = 0; ; i++) {
    const option = doc.getElementById(`${id}-${i}`);
    if (!option) return out;
    if (isControl(option)) out.push(option);
  }
}

/** `Inner` with aria-invalid on its controls while its field shows an error. */
export function withInvalidMark(Inner: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Marked(props: WidgetProps) {
    const invalid = Boolean(useErrorOf(props));
    // Only when the mark or the controls can have changed (the options draw new radios), not on every render.
    const options = (props.options as { enumOptions?: unknown } | undefined)?.enumOptions;
    useLayoutEffect(() => {
      if (typeof document === 'undefined') return;
      for (const el of controlsOf(document, props.id)) {
        if (invalid) el.setAttribute('aria-invalid', 'true');
        else el.removeAttribute('aria-invalid');
      }
    }, [invalid, props.id, options]);
    return createElement(Inner, props);
  }
  Marked.displayName = `withInvalidMark(${Inner.displayName ?? Inner.name})`;
  return Marked;
}
