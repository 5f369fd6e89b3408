// rjsf's text input (its BaseInputTemplate, so the markup is rjsf's own) holding typed text
// as a draft (drafts.ts): the screen's plain text fields use it in place of rjsf's TextWidget.
import type { WidgetProps } from '@rjsf/utils';
import { useDraft } from './useDraft.js';

export function DraftTextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const draft = useDraft(props);
  return (
    <BaseInputTemplate
      {...props}
      value={draft.value}
      onChange={draft.change}
      onBlur={(id: string, value: unknown) => { draft.commit(); props.onBlur(id, value); }}
    />
  );
}
