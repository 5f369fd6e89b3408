// The probe written by hand (handPage.tsx) doing on a failed submit what the runtime's screens do
// beyond the messages: the first invalid field scrolled to the middle of the view and focused
// (001 §4.2, F1-87) and, with more than one, a list of the fields in error at the top, each a link
// to its field (issue 9 §4). Not the baseline of issue 22's targets (that is handPage.tsx): a second
// measure, to tell the runtime's own cost from what the seeds and the summary ask of any page.
import { useLayoutEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { Field, findErrors, isRequired, order, useProbeForm, visible } from './handPage.js';

function revealField(field: string): void {
  const control = document.getElementById(`root_${field}`);
  control?.closest('.field')?.scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

export function Page() {
  const { data, errors, setErrors, set } = useProbeForm();
  // The first invalid field of the last submit (a new object each time, so a second submit reveals again).
  const [reveal, setReveal] = useState<{ field?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = findErrors(data);
    setErrors(found);
    setReveal({ field: Object.keys(found)[0] });
  };
  // As the runtime does: in the frame that draws the messages, before it is painted.
  useLayoutEffect(() => {
    const { field } = reveal;
    if (!field) return undefined;
    const frame = requestAnimationFrame(() => revealField(field));
    return () => cancelAnimationFrame(frame);
  }, [reveal]);
  const listed = Object.keys(errors);
  const go = (field: string) => (e: MouseEvent) => { e.preventDefault(); revealField(field); };
  return (
    <section className="screen">
      <h1 className="screen__title">perfProbe</h1>
      <form onSubmit={submit} noValidate>
        {listed.length > 1 && (
          <div className="error-summary" role="group" aria-labelledby="error-summary__title">
            <h2 id="error-summary__title" className="error-summary__title">有 {listed.length} 個欄位需要修正</h2>
            <ul className="error-summary__list">
              {listed.map((f) => <li key={f}><a href={`#root_${f}`} onClick={go(f)}>{f}</a></li>)}
            </ul>
          </div>
        )}
        {order.filter((f) => visible(f, data)).map((f) => (
          <Field key={f} f={f} value={data[f]} error={errors[f]} required={isRequired(f, data)} set={set} />
        ))}
        <div className="screen__actions"><button type="submit" className="button button--primary">下一步</button></div>
      </form>
    </section>
  );
}
