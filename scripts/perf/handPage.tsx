// The probe written by hand, as a careful team would without the runtime: one state object, the
// rules as plain functions, errors on submit, and each field a memoised component with a stable
// setter, so a keystroke re-renders the page's list and the one field that changed.
import { memo, useCallback, useState, type FormEvent } from 'react';
import { probeScreen } from './probe.js';

type Data = Record<string, string | boolean | undefined>;
interface Prop { type: string; enum?: string[]; maxLength?: number }
const props = (probeScreen.schema as { properties: Record<string, Prop> }).properties;
export const order = (probeScreen.uiSchema as { 'ui:order': string[] })['ui:order'];
const required = new Set((probeScreen.schema as { required: string[] }).required);
const filled = (v: unknown) => v !== undefined && v !== '' && v !== false;
const digitFields = new Set(order.filter((f) => (probeScreen.uiSchema as Record<string, { 'ui:widget'?: string }>)[f]['ui:widget'] === 'digits'));

export function visible(f: string, d: Data): boolean {
  switch (f) {
    case 'BillCity': case 'BillArea': case 'BillAddr': return d.SameAsHome !== true;
    case 'CompTelExt': return filled(d.CompTel);
    case 'TitleType': return d.JobType !== undefined;
    case 'BinId': return d.JobType === '01';
    case 'Children': return d.Marriage === '2';
    default: return true;
  }
}
export function isRequired(f: string, d: Data): boolean {
  if (required.has(f)) return true;
  if (f === 'LiveTel') return d.HouseOwn === '1';
  if (f === 'CompanyAddr') return filled(d.Company);
  if (f === 'IncomeY') return d.JobType !== undefined;
  return false;
}
function check(f: string, v: string): string | undefined {
  if (f === 'NameChinese' && !/^[\u4e00-\u9fff]+$/.test(v)) return '請輸入中文姓名';
  if (f === 'TelMobile1' && !/^09\d{8}$/.test(v)) return '手機號碼格式錯誤';
  if (f === 'Email' && !v.includes('@')) return '電子郵件格式錯誤';
  if (f === 'IssueDate' && !/^\d{7}$/.test(v)) return '日期格式錯誤';
  if (f === 'BinId' && !/^\d{8}$/.test(v)) return '統一編號錯誤';
  return undefined;
}

/** Every visible field's problem, in the page's order. */
export function findErrors(data: Data): Record<string, string> {
  const found: Record<string, string> = {};
  for (const f of order) {
    if (!visible(f, data)) continue;
    const v = data[f];
    if (!filled(v)) { if (isRequired(f, data)) found[f] = '此欄位必填'; continue; }
    const problem = typeof v === 'string' ? check(f, v) : undefined;
    if (problem) found[f] = problem;
  }
  return found;
}

interface FieldProps { f: string; value: string | boolean | undefined; error?: string; required: boolean; set: (f: string, v: string | boolean) => void }

export const Field = memo(function Field({ f, value: v, error, required: isReq, set }: FieldProps) {
  const p = props[f];
  const id = `root_${f}`;
  let control;
  if (p.type === 'boolean') control = <input id={id} type="checkbox" checked={v === true} onChange={(e) => set(f, e.target.checked)} />;
  else if (p.enum) {
    control = (
      <select id={id} className="form-control" value={typeof v === 'string' ? v : ''} aria-invalid={error ? true : undefined} onChange={(e) => set(f, e.target.value)}>
        <option value="" />
        {p.enum.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    );
  } else {
    control = (
      <input id={id} className="wg-input" type="text" inputMode={digitFields.has(f) ? 'numeric' : 'text'} maxLength={p.maxLength}
        value={typeof v === 'string' ? v : ''} aria-invalid={error ? true : undefined} aria-describedby={`${id}__error`}
        onChange={(e) => set(f, digitFields.has(f) ? e.target.value.replace(/\D/g, '') : e.target.value)} />
    );
  }
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id} className="field__label">{f}{isReq && <span className="field__required"> *</span>}</label>
      {control}
      {error && <div id={`${id}__error`} className="field__error" role="alert">{error}</div>}
    </div>
  );
});

/** The page's data and errors, and the fields' stable setter (an edit clears its field's error). */
export function useProbeForm() {
  const [data, setData] = useState<Data>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = useCallback((f: string, v: string | boolean) => {
    setData((d) => ({ ...d, [f]: v }));
    setErrors((e) => { if (!e[f]) return e; const { [f]: _gone, ...rest } = e; return rest; });
  }, []);
  return { data, errors, setErrors, set };
}

export function Page() {
  const { data, errors, setErrors, set } = useProbeForm();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors(findErrors(data));
  };
  return (
    <section className="screen">
      <h1 className="screen__title">perfProbe</h1>
      <form onSubmit={submit} noValidate>
        {order.filter((f) => visible(f, data)).map((f) => (
          <Field key={f} f={f} value={data[f]} error={errors[f]} required={isRequired(f, data)} set={set} />
        ))}
        <div className="screen__actions"><button type="submit" className="button button--primary">下一步</button></div>
      </form>
    </section>
  );
}
