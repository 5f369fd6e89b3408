// /Form1 written by hand, as a careful team would without the runtime: the same fields, lookups and
// texts, one state object, the copy boxes and the seed's checks (001 §5.1) as plain code, stopping
// at the first error; each field a memoised component with a stable setter, so a keystroke
// re-renders the page and the one field that changed. The yardstick for the runtime's Form1.
import { memo, useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import zh from '../../locales/zh-TW.json';
import { lookups, SESSION } from './form1.js';

type Data = Record<string, string | boolean | undefined>;
const T = zh.form1 as Record<string, string>;
const A22 = lookups.A22;
const list = (type: string) => A22.filter((e) => e.CodeType === type && !e.ParentType).map((e) => ({ value: e.CodeID, label: e.CodeDescription }));
const cities = list('City');
const areas = A22.filter((e) => e.CodeType === 'City' && e.ParentType === 'City');
const areasOf = (city: unknown) => areas.filter((e) => e.ParentCodeID === city).map((e) => ({ value: e.CodeID, label: e.CodeDescription }));
const issueCities = list('IssueJcicCode');
const educations = list('Education');
const houseOwns = list('HouseOwn');
const nations = lookups.A71.map((n) => ({ value: n.NalSwitchCode, label: n.NalNameC }));
const DOMAINS = ['gmail.com', 'yahoo.com', 'yahoo.com.tw', 'hotmail.com', 'hotmail.com.tw', 'livemail.com', 'livemail.tw'];
const SPECIAL = /[!@#$%^&*|?<>~`’”+'=]/;
const filled = (v: unknown) => typeof v === 'string' ? v !== '' : v === true;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const isRocDate = (v: string) => /^\d{7}$/.test(v) && Number(v.slice(3, 5)) >= 1 && Number(v.slice(3, 5)) <= 12 && Number(v.slice(5)) >= 1 && Number(v.slice(5)) <= 31;

/** 001 §5.1 in the seed's order; the first failing check. */
function firstError(d: Data): [string, string] | undefined {
  const name = str(d.NameChinese), en = str(d.NameEnglish), mid = str(d.ENMiddleName), date = str(d.IssueDate);
  const addr = (field: string, empty: string): [string, string] | undefined => {
    const a = str(d[field]);
    if (!a) return [field, empty];
    if (a.length <= 4 || a.length > 80) return [field, T.errAddrLength];
    if (a.includes('*') || SPECIAL.test(a)) return [field, T.errAddrSpecial];
    return undefined;
  };
  if (!/^[\u0391-\uFFE5]+$/.test(name) || name.length < 2 || name.length > 100) return ['NameChinese', T.errNameChinese];
  if (!en || en.length > 50 || !(/^[A-Z]+,[A-Z]+(-[A-Z]+)?$/.test(en) || /^[A-Z]+( [A-Z]+){1,3}$/.test(en))) return ['NameEnglish', T.errNameEnglish];
  if (mid && (mid.length > 60 || !/^[A-Za-z ,()-]+$/.test(mid))) return ['ENMiddleName', T.errMiddleName];
  if (!d.IssueType) return ['IssueType', T.errIssueType];
  if (!isRocDate(date)) return ['IssueDate', T.errIssueDate];
  if (Number(date) < Number(SESSION.Birthday)) return ['IssueDate', T.errIssueBeforeBirth];
  if (!d.IssueCity) return ['IssueCity', T.errIssueCity];
  if (!d.HomeCity) return ['HomeCity', T.errHomeCity];
  if (!d.HomeArea) return ['HomeArea', T.errHomeArea];
  const home = addr('HomeAddr', T.errHomeAddr);
  if (home) return home;
  if (!d.Education) return ['Education', T.errEducation];
  if (!d.HouseOwn) return ['HouseOwn', T.errHouseOwn];
  if (!/^09\d{8}$/.test(str(d.TelMobile1))) return ['TelMobile1', T.errMobile];
  if ((filled(d.LiveTel) || d.sameAsLiveForMobile !== true) && !/^0\d{7,9}$/.test(str(d.LiveTel))) return ['LiveTel', T.errLiveTel];
  if ((filled(d.HomeTel) || !(d.sameAsHomeForMobile === true || d.sameAsHomeForLive === true)) && !/^0\d{7,9}$/.test(str(d.HomeTel))) return ['HomeTel', T.errHomeTel];
  if (!/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(str(d.Email))) return ['Email', T.errEmail];
  if (!d.BillCity) return ['BillCity', T.errBillCity];
  if (!d.BillArea) return ['BillArea', T.errBillArea];
  return addr('BillAddr', T.errBillAddr);
}

interface Option { value: string; label: string }
type Set = (patch: Data) => void;
interface Common { f: string; label: string; error?: string; set: Set }

function Field({ f, label, error, children }: { f: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={`root_${f}`} className="field__label">{label}</label>
      {children}
      {error && <div id={`root_${f}__error`} className="field__error" role="alert">{error}</div>}
    </div>
  );
}

interface TextProps extends Common { value: unknown; max?: number; digits?: boolean; upper?: boolean; placeholder?: string }
const Text = memo(function Text({ f, label, error, set, value, max, digits, upper, placeholder }: TextProps) {
  return (
    <Field f={f} label={label} error={error}>
      <input id={`root_${f}`} className="wg-input" type="text" inputMode={digits ? 'numeric' : 'text'} maxLength={max} placeholder={placeholder}
        value={str(value)} aria-invalid={error ? true : undefined} aria-describedby={`root_${f}__error`}
        onChange={(e) => { const v = e.target.value; set({ [f]: digits ? v.replace(/\D/g, '') : upper ? v.toUpperCase() : v }); }} />
    </Field>
  );
});

const Select = memo(function Select({ f, label, error, set, value, options }: Common & { value: unknown; options: Option[] }) {
  return (
    <Field f={f} label={label} error={error}>
      <select id={`root_${f}`} className="wg-select" value={str(value)} aria-invalid={error ? true : undefined} aria-describedby={`root_${f}__error`}
        onChange={(e) => set({ [f]: e.target.value || undefined })}>
        <option value="">請選擇</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Field>
  );
});

const Box = memo(function Box({ f, label, set, checked }: Common & { checked: boolean }) {
  return <div className="field"><label><input id={`root_${f}`} type="checkbox" checked={checked} onChange={(e) => set({ [f]: e.target.checked })} /> {label}</label></div>;
});

const Zip = memo(function Zip({ f, label, area }: { f: string; label: string; area: unknown }) {
  return <Field f={f} label={label}><input id={`root_${f}`} className="wg-input" readOnly value={str(area).slice(0, 3)} /></Field>;
});

const ISSUE_TYPES = [{ value: '1', label: T.issueType1 }, { value: '2', label: T.issueType2 }, { value: '3', label: T.issueType3 }];

export function Page() {
  const [data, setData] = useState<Data>({ IssueType: '1', Country: 'TW' });
  const [error, setError] = useState<[string, string]>();
  const set = useCallback((patch: Data) => {
    setData((d) => {
      const next = { ...d, ...patch };
      if (patch.HomeCity !== undefined) next.HomeArea = undefined;
      if (patch.BillCity !== undefined) next.BillArea = undefined;
      if (next.sameAsContactForHome === true && ('HomeCity' in patch || 'HomeArea' in patch || 'HomeAddr' in patch)) Object.assign(next, { BillCity: next.HomeCity, BillArea: next.HomeArea, BillAddr: next.HomeAddr });
      if (next.sameAsLiveForMobile === true && 'TelMobile1' in patch) next.LiveTel = next.TelMobile1;
      if (next.sameAsHomeForMobile === true && 'TelMobile1' in patch) next.HomeTel = next.TelMobile1;
      if (next.sameAsHomeForLive === true && 'LiveTel' in patch) next.HomeTel = next.LiveTel;
      return next;
    });
    setError((e) => (e && e[0] in patch ? undefined : e));
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(firstError(data));
  };
  const homeAreas = useMemo(() => areasOf(data.HomeCity), [data.HomeCity]);
  const billAreas = useMemo(() => areasOf(data.BillCity), [data.BillCity]);
  const err = (f: string) => (error?.[0] === f ? error[1] : undefined);
  const text = (f: string, label: string, opts: Omit<TextProps, 'f' | 'label' | 'error' | 'set' | 'value'> = {}) => (
    <Text f={f} label={label} error={err(f)} set={set} value={data[f]} {...opts} />
  );
  const select = (f: string, label: string, options: Option[]) => <Select f={f} label={label} error={err(f)} set={set} value={data[f]} options={options} />;
  const box = (f: string, label: string) => <Box f={f} label={label} set={set} checked={data[f] === true} />;
  const email = str(data.Email);
  const at = email.indexOf('@');
  const suggestions = at > 0 ? DOMAINS.filter((d) => d.startsWith(email.slice(at + 1)) && d !== email.slice(at + 1)) : [];

  return (
    <section className="screen screen--form1">
      <h1 className="screen__title">{T.title}</h1>
      <form onSubmit={submit} noValidate>
        <p className="wg-display">現金回饋卡</p>
        <h2>{T.secPersonal}</h2>
        {text('NameChinese', T.nameChinese, { max: 100, placeholder: T.nameChinesePlaceholder })}
        <p>{T.idno}：F131104093</p>
        {text('NameEnglish', T.nameEnglish, { max: 50, upper: true })}
        <button type="button" className="wg-link">{T.englishNameTipLink}</button>
        <p>{T.countryLine}</p>
        <p>{T.birthday}：0790101</p>
        {select('IssueType', T.issueType, ISSUE_TYPES)}
        {text('IssueDate', T.issueDate, { max: 7, digits: true, placeholder: T.rocDatePlaceholder })}
        {select('IssueCity', T.issueCity, issueCities)}
        <h3>{T.homeAddress}</h3>
        {select('HomeCity', T.city, cities)}
        {select('HomeArea', T.area, homeAreas)}
        <Zip f="HomeZip" label={T.zip} area={data.HomeArea} />
        {text('HomeAddr', T.street, { max: 80, placeholder: T.streetPlaceholder })}
        {select('Education', T.education, educations)}
        {select('HouseOwn', T.houseOwn, houseOwns)}
        <h2>{T.secOptional}</h2>
        {text('ENMiddleName', T.middleName, { max: 60, upper: true })}
        <button type="button" className="wg-link">{T.middleNameTipLink}</button>
        {select('OtherNation1', T.otherNation1, nations)}
        {data.OtherNation1 ? select('OtherNation2', T.otherNation2, nations) : null}
        {data.OtherNation2 ? select('OtherNation3', T.otherNation3, nations) : null}
        {data.OtherNation3 ? select('OtherNation4', T.otherNation4, nations) : null}
        <h2>{T.secContact}</h2>
        {text('TelMobile1', T.mobile, { max: 10, digits: true, placeholder: T.mobilePlaceholder })}
        {box('sameAsLiveForMobile', T.liveSameAsMobile)}
        {text('LiveTel', T.liveTel, { max: 10, digits: true, placeholder: T.telPlaceholder })}
        {box('sameAsHomeForMobile', T.homeSameAsMobile)}
        {box('sameAsHomeForLive', T.homeSameAsLive)}
        {text('HomeTel', T.homeTel, { max: 10, digits: true, placeholder: T.telPlaceholder })}
        {text('Email', T.email, { max: 100, placeholder: T.emailPlaceholder })}
        {suggestions.length > 0 && <ul>{suggestions.map((d) => <li key={d}><button type="button" onClick={() => set({ Email: `${email.slice(0, at + 1)}${d}` })}>{email.slice(0, at + 1)}{d}</button></li>)}</ul>}
        <h3>{T.billAddress}</h3>
        {box('sameAsContactForHome', T.billSameAsHome)}
        {select('BillCity', T.city, cities)}
        {select('BillArea', T.area, billAreas)}
        <Zip f="BillZip" label={T.zip} area={data.BillArea} />
        {text('BillAddr', T.street, { max: 80, placeholder: T.streetPlaceholder })}
        <div className="screen__actions"><button type="submit" className="button button--primary">{T.next}</button></div>
      </form>
    </section>
  );
}
