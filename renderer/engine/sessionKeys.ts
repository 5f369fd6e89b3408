// The session context's vocabulary: every sessionStorage key the runtime may
// write, with the seeds' spelling. `npm run check` (scripts/check/sessionKeys.ts)
// faults a config that writes any other key, so a misspelt "Pagestate" is
// caught before it silently creates a second, never-read value.

/** Keys the seeds name. */
export const SEED_SESSION_KEYS = [
  // 000 §3.1 Session application context (keys as spelt), in the seed's order.
  'token', 'authToken', 'cert', 'NeedAntiFraud', 'ApplyLogID', 'ApplyID', 'MDID', 'TX_ID', 'Salt',
  'CardType', 'CardLevel', 'CardCaption', 'CardUrl', 'CTID', 'CTIDName', 'CardName', 'ApplyShortForm',
  'CustomerType', 'FlowType', 'VerifyType', 'Mobile', 'SalesId', 'ReferId', 'CPAFlag', 'APID', 'STPFlowFlag',
  'URLSalesId', 'UserShare', 'ApplyPL', 'PLCTID', 'BundleCTIDName', 'ApproveCus', 'EmailCheckReject',
  'PERMASFlag', 'OFFUSFlag', 'OFFUSMobile', 'IsOCR', 'TWIDFlag', 'ThreeMinURL', 'SixMinURL', 'osUrl',
  'IdleTimeLimit', 'IBMB', 'IBURL', 'MBURL', 'Channel', 'FormName', 'TandemID', 'libDetails', 'Internal',
  'External', 'Platform', 'MobileIDTCVer', 'ApiVersion', 'Lang', 'Agent', 'imageFlag', 'Email', 'Status',
  'returnCode', 'pageState', 'ScreenName', 'TWCAAction', 'TWCADOResultToken', 'TWIDToken', 'ReturnFlag',
  'SubmitFlag', 'LoadJS', 'hasID',
  // 001 §3.10 / 002 §3.6 session values beyond 000 §3.1: STPSubmitEloanFlag (both lists);
  // EmailValidate (000 §2.7/§4.2, 001 §3.2, §5.1); pageBack (001 §4.6, 002 §2.3/§4).
  'EmailValidate', 'pageBack', 'STPSubmitEloanFlag',
  // 002 §3.6 "CPAFlag with CPA order fields (action, item, price, quantity, memo)", named as A122 answers them (000 §7).
  'CPAAction', 'CPAItem', 'CPAPrice', 'CPAQuantity', 'CPAMemo',
  // 000 §2.6 "Saved gift info" (CardCaption, CardType, CardLevel, GiftCombination, FirstGiftCaption, GatewayNo, CardName), kept as one object.
  'GiftInfo',
  // 000 §3.4 User info read (and §3.6 inquiry input): ID number and ROC-era birthday.
  'IDNO', 'Birthday',
] as const;

/** Keys the runtime adds beyond the seeds' session lists. */
export const RUNTIME_SESSION_KEYS = [
  // 000 §2.1 address parameters kept as read (flows/flow.json queryToSession): the agent's
  // id and step, the banking forward token (A99), the campaign utm_* sources, and `query`.
  'AgentID', 'AgentStep', 'ForwardToken',
  // A Token from the address, held until A73 accepts it as the session's token (issue 5 §3.3).
  'AddressToken',
  'utm_source', 'utm_medium', 'utm_term', 'utm_content', 'utm_campaign',
  'query',
  // The SMS-code screen's attempt counter, lock and issue time (000 §4.1): they must survive a reload,
  // or a refresh would reset the three-attempt limit and the countdown.
  'OTPAttempts', 'OTPLocked', 'OTPIssuedAt',
  // Set by the detectDevice service with Platform: N shows the unsupported-browser page (000 §2.12).
  'BrowserSupported',
  // The existing-customer record (A20R, 001 §3.5) fetched after an ETB code check (000 §4.1 "saves it"), prefilling Form1.
  'EtbData',
] as const;

export type SeedSessionKey = (typeof SEED_SESSION_KEYS)[number];
export type RuntimeSessionKey = (typeof RUNTIME_SESSION_KEYS)[number];
export type SessionKey = SeedSessionKey | RuntimeSessionKey;

/** Each screen's form data is saved as `form.<screenId>` (renderer/engine/screen.ts): a pattern, not a list. */
export const FORM_KEY_PATTERN = /^form\.[A-Za-z0-9_-]+$/;
export type FormSessionKey = `form.${string}`;

const KNOWN: ReadonlySet<string> = new Set<string>([...SEED_SESSION_KEYS, ...RUNTIME_SESSION_KEYS]);

/** True for a key of either list and for `form.<screenId>`. */
export function isSessionKey(name: string): boolean {
  return KNOWN.has(name) || FORM_KEY_PATTERN.test(name);
}

export type YN = 'Y' | 'N';
export type CustomerKind = 'NTB' | 'ETB' | 'ETP';
/** 000 §4 page states (with 002 §4 for Page2.5/2.6 ... Page5.1). */
export type PageState =
  | 'Page0.1E' | 'Page0.1'
  | 'Page1.1' | 'Page1.2' | 'Page1.3'
  | 'Page2.1' | 'Page2.2' | 'Page2.3' | 'Page2.4' | 'Page2.5' | 'Page2.6'
  | 'Page3.1' | 'Page4.1' | 'Page5.1';

/** 000 §2.6 saved gift info. */
export interface GiftInfo {
  CardCaption?: string;
  CardType?: string;
  CardLevel?: string;
  CardCode?: string;
  /** Chosen gift codes joined by a pipe. */
  GiftCombination?: string;
  /** Chosen descriptions joined by a plus. */
  FirstGiftCaption?: string;
  GatewayNo?: string;
  CardName?: string;
}

type Values<K extends string, V> = { [P in K]?: V };

/** Keys whose value the seeds (or, for runtime keys, the config writing them) fix; every other key holds a string. */
interface FixedValues {
  CustomerType?: CustomerKind;
  FlowType?: CustomerKind;
  STPFlowFlag?: YN;
  ApplyPL?: YN;
  ApproveCus?: YN;
  imageFlag?: YN;
  EmailValidate?: YN;
  pageBack?: YN;
  STPSubmitEloanFlag?: YN;
  SubmitFlag?: YN;
  LoadJS?: YN;
  hasID?: YN;
  IBMB?: YN;
  Agent?: YN;
  TWIDFlag?: YN;
  CPAFlag?: YN;
  BrowserSupported?: YN;
  OTPLocked?: YN;
  Lang?: 'EN' | 'TW';
  /** IB or MB (000 §3.1); left open for other channel codes from A99. */
  Channel?: 'IB' | 'MB' | (string & {});
  Platform?: 'Mobile Website' | 'Desktop Website';
  pageState?: PageState;
  GiftInfo?: GiftInfo;
  /** A20R as returned (its fields are 001 §3.5's). */
  EtbData?: Record<string, unknown>;
  OTPAttempts?: number;
  /** Epoch milliseconds. */
  OTPIssuedAt?: number;
}

/**
 * The typed view of the session: every known key, all optional (a fresh
 * session holds none). The seeds' fixed value sets where they give one,
 * otherwise string.
 */
export interface SessionContext extends FixedValues, Values<Exclude<SessionKey, keyof FixedValues>, string> {}
