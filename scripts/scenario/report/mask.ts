// Personal data out of the testers' report: national IDs, birthdays, mobile and other phone
// numbers, e-mail addresses and names, in session values, bank requests and answers and the texts
// on screen. A value is masked by its key (IDNO, Birthday, NameChinese …) or by its shape (an ID, a
// mobile, an e-mail); every value once masked is masked wherever else it shows (a name in a text).

/** Keys whose values are personal, by name: IDs, birthdays, phones, e-mails, names, addresses, accounts. */
const PERSONAL_KEY = /(^|_)(id_?no|id_?number|identify_?no|cust_?id|birth(day)?|mobile|tel|phone|e?mail|name|addr|address|account|card_?(no|number)|cvv|password)|^id$/i;
/** The name of a thing, not of a person: PageName, ApiName, FileName, CardName, BankName … */
const THING_NAME = /(page|api|file|card|gift|bank|branch|comp(any)?|ctid|product|event|screen|field|campaign|action|city|area|zip|job|title|school|brand|group|level)_?name/i;
/** Keys that look personal by name but carry codes (CTID, ApplyLogID, CardName, pageState …). */
const NOT_PERSONAL = /^(CTID|PLCTID|ApplyLogID|ApplyID|AgentID|SalesId|CardName|CTIDName|BundleCTIDName|CardType|CardLevel|CardCaption|CardUrl|pageState|VerifyType|FlowType|CustomerType|ApiName|Lang|TX_ID|MDID|token|authToken|cert|IDType|IsOCR)$/i;

/** Longer strings are files (base64) or documents: their length is shown instead. */
const LONG = 400;

const SHAPES: RegExp[] = [
  /\b[A-Z][12489]\d{8}\b/g, // a national ID or resident certificate number
  /\b09\d{2}-?\d{3}-?\d{3}\b/g, // a mobile
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // an e-mail
];

/** Keeps the first and last character: A1******89, 王*明, a***@bank.example. */
export function maskText(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  const chars = [...value];
  if (chars.length <= 2) return '*'.repeat(chars.length);
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

export class Masker {
  private readonly known = new Map<string, string>();
  /** One pattern of every known value, longest first; built again only when a value is learnt. */
  private pattern: RegExp | undefined;

  /** A key whose value is personal. */
  static personal(key: string): boolean {
    // Words of a camel-case key apart: CustName -> Cust_Name, TelMobile1 -> Tel_Mobile1.
    return !NOT_PERSONAL.test(key) && !THING_NAME.test(key) && PERSONAL_KEY.test(key.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
  }

  /** A text with every personal value in it masked (by shape, and each value masked before). */
  text(value: string): string {
    if (this.known.size > 0) {
      this.pattern ??= new RegExp([...this.known.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    }
    let out = this.pattern ? value.replace(this.pattern, (m) => this.known.get(m) ?? m) : value;
    for (const shape of SHAPES) out = out.replace(shape, (m) => this.remember(m));
    return out;
  }

  /** Any value with its personal parts masked: under a personal key wholly, elsewhere by shape. */
  value(value: unknown, key = ''): unknown {
    const personal = key !== '' && Masker.personal(key);
    // A photo or a document as text (base64, a data address) is named, not shown.
    if (typeof value === 'string' && value.length > LONG) return `(${value.length} characters${value.startsWith('data:') ? `, ${value.slice(5, value.indexOf(';'))}` : ''})`;
    if (typeof value === 'string') return personal && value !== '' ? this.remember(value) : this.text(value);
    if (typeof value === 'number' && personal) return this.remember(String(value));
    if (Array.isArray(value)) return value.map((v) => this.value(v, key));
    if (value && typeof value === 'object') {
      if (value instanceof Blob) return `(a file of ${value.size} bytes)`;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.value(v, personal && !Masker.personal(k) ? key : k)]));
    }
    return value;
  }

  private remember(plain: string): string {
    let masked = this.known.get(plain);
    if (masked === undefined) {
      masked = maskText(plain);
      // Short values (a 'Y', a '1') are masked where they stand, never searched for in texts.
      if ([...plain].length >= 2) {
        this.known.set(plain, masked);
        this.pattern = undefined;
      }
    }
    return masked;
  }
}
