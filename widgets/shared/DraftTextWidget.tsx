// rjsf's text input (its BaseInputTemplate, so the markup is rjsf's own) holding typed text
// as a draft (drafts.ts): the screen's plain text fields use it in place of rjsf's TextWidget.
// An error shown under it marks it aria-invalid (its aria-describedby names the message).
import type { WidgetProps } from '@rjsf/utils';
import { useErrorOf } from './invalidMark.js';
import { useDraft } from './useDraft.js';

export function DraftTextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const draft = useDraft(props);
  const error = useErrorOf(props);
  return (
    <BaseInputTemplate
      {...props}
      aria-invalid={error ? true : undefined}
      value={draft.value}
      onChange={draft.change}
      onBlur={(id: string, value: unknown) => { draft.commit(); props.onBlur(id, value); }}
    />
  );
}
