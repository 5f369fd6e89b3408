// rjsf's text input (its core BaseInputTemplate's markup, drawn in this component: InputTemplate.tsx)
// holding typed text as a draft (drafts.ts): the screen's plain text fields use it in place of
// rjsf's TextWidget. An error shown under it marks it aria-invalid (its aria-describedby names the message).
import type { WidgetProps } from '@rjsf/utils';
import { useInputElement } from './InputTemplate.js';
import { useErrorOf } from './invalidMark.js';
import { useDraft } from './useDraft.js';

export function DraftTextWidget(props: WidgetProps) {
  const draft = useDraft(props);
  const error = useErrorOf(props);
  return useInputElement({
    ...props,
    'aria-invalid': error ? true : undefined,
    value: draft.value,
    onChange: draft.change,
    onBlur: (id: string, value: unknown) => { draft.commit(); props.onBlur(id, value); },
  });
}
