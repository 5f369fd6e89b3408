// GENERATED from flows/session.json by scripts/sessionKeysGen.ts: do not edit; edit flows/session.json and run
//   npx tsx scripts/sessionKeysGen.ts

/** Keys the seeds name. */
export const SEED_SESSION_KEYS = [
  'token',
  'authToken',
  'cert',
  'NeedAntiFraud',
  'ApplyLogID',
  'ApplyID',
  'MDID',
  'TX_ID',
  'Salt',
  'CardType',
  'CardLevel',
  'CardCaption',
  'CardUrl',
  'CTID',
  'CTIDName',
  'CardName',
  'ApplyShortForm',
  'CustomerType',
  'FlowType',
  'VerifyType',
  'Mobile',
  'SalesId',
  'ReferId',
  'CPAFlag',
  'APID',
  'STPFlowFlag',
  'URLSalesId',
  'UserShare',
  'ApplyPL',
  'PLCTID',
  'BundleCTIDName',
  'ApproveCus',
  'EmailCheckReject',
  'PERMASFlag',
  'OFFUSFlag',
  'OFFUSMobile',
  'IsOCR',
  'TWIDFlag',
  'ThreeMinURL',
  'SixMinURL',
  'osUrl',
  'IdleTimeLimit',
  'IBMB',
  'IBURL',
  'MBURL',
  'Channel',
  'FormName',
  'TandemID',
  'libDetails',
  'Internal',
  'External',
  'Platform',
  'MobileIDTCVer',
  'ApiVersion',
  'Lang',
  'Agent',
  'imageFlag',
  'Email',
  'Status',
  'returnCode',
  'pageState',
  'ScreenName',
  'TWCAAction',
  'TWCADOResultToken',
  'TWIDToken',
  'ReturnFlag',
  'SubmitFlag',
  'LoadJS',
  'hasID',
  'EmailValidate',
  'pageBack',
  'MydataReported',
  'CompletionReported',
  'STPSubmitEloanFlag',
  'CPAAction',
  'CPAItem',
  'CPAPrice',
  'CPAQuantity',
  'CPAMemo',
  'GiftInfo',
  'IDNO',
  'Birthday',
  'MID_FISC_MobileNo',
  'Form1Data',
  'Form2Data',
  'Form3Data',
  'ModFlag',
] as const;

/** Keys the runtime adds beyond the seeds' session lists. */
export const RUNTIME_SESSION_KEYS = [
  'PLDefaultAmt',
  'AgentID',
  'AgentStep',
  'AgentSignInCode',
  'AgentSignedIn',
  'ForwardToken',
  'AddressToken',
  'CardImage',
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
  'utm_campaign',
  'query',
  'OTPAttempts',
  'OTPResends',
  'OTPLocked',
  'OTPIssuedAt',
  'EmailOTPID',
  'EmailResends',
  'EmailOTPLocked',
  'EmailOTPIssuedAt',
  'BrowserSupported',
  'QueryIDNO',
  'QueryBirthday',
  'QueryApplyID',
  'QueryMobile',
  'QueryCustomerType',
  'QueryTandemID',
  'QueryAttempts',
  'QueryResends',
  'QueryLocked',
  'QueryIssuedAt',
  'VerifyGUID',
  'EtbData',
] as const;

/** Keys whose value is not a plain string, as flows/session.json types them. */
export interface FixedValues {
  CustomerType?: 'NTB' | 'ETB' | 'ETP';
  FlowType?: 'NTB' | 'ETB' | 'ETP';
  CPAFlag?: 'Y' | 'N';
  STPFlowFlag?: 'Y' | 'N';
  ApplyPL?: 'Y' | 'N';
  ApproveCus?: 'Y' | 'N';
  TWIDFlag?: 'Y' | 'N';
  IBMB?: 'Y' | 'N';
  /** IB or MB (000 §3.1); left open for other channel codes from A99 */
  Channel?: 'IB' | 'MB' | (string & {});
  Platform?: 'Mobile Website' | 'Desktop Website';
  Agent?: 'Y' | 'N';
  imageFlag?: 'Y' | 'N';
  /** 000 §4 page states (with 002 §4 for Page2.5/2.6 ... Page5.1); Query1.0-1.2: the progress inquiry's login, code and result (the seeds name none: docs/spec-gaps.md) */
  pageState?: 'Page0.1E' | 'Page0.1' | 'Page1.1' | 'Page1.2' | 'Page1.3' | 'Page2.1' | 'Page2.2' | 'Page2.3' | 'Page2.4' | 'Page2.5' | 'Page2.6' | 'Page3.1' | 'Page4.1' | 'Page5.1' | 'Query1.0' | 'Query1.1' | 'Query1.2';
  SubmitFlag?: 'Y' | 'N';
  LoadJS?: 'Y' | 'N';
  hasID?: 'Y' | 'N';
  /** 001 §3.10 / 002 §3.6 session values beyond 000 §3.1: STPSubmitEloanFlag (both lists); EmailValidate (000 §2.7/§4.2, 001 §3.2, §5.1); pageBack (001 §4.6, 002 §2.3/§4) */
  EmailValidate?: 'Y' | 'N';
  pageBack?: 'Y' | 'N';
  STPSubmitEloanFlag?: 'Y' | 'N';
  /** 000 §2.6 "Saved gift info" (CardCaption, CardType, CardLevel, GiftCombination, FirstGiftCaption, GatewayNo, CardName), kept as one object; GiftCombination: chosen gift codes joined by a pipe; FirstGiftCaption: chosen descriptions joined by a plus */
  GiftInfo?: { CardCaption?: string; CardType?: string; CardLevel?: string; CardCode?: string; GiftCombination?: string; FirstGiftCaption?: string; GatewayNo?: string; CardName?: string; };
  /** 001 §3.1, §3.9, §4.2 (F1-51, F1-88, CONF-38): Form1's saved form state, one of the five saved parts (Form1Data, Form2Data, Form3Data, GiftInfo, ModFlag); the seed's per-field validity flags are not named. The held application (A60) carries it as Page2_4.Form1Data */
  Form1Data?: { Birthday?: string; Country?: string; IDNO?: string; OtherNation1?: string; OtherNation2?: string; OtherNation3?: string; OtherNation4?: string; OtherNationName?: string; HomeZip?: string; BillZip?: string; IssueType?: string; IssueCity?: string; IssueDate?: string; HomeCity?: string; HomeArea?: string; HomeAddr?: string; HomeAddress?: string; Education?: string; HouseOwn?: string; NameChinese?: string; NameEnglish?: string; ENMiddleName?: string; TelMobile1?: string; LiveTel?: string; HomeTel?: string; Email?: string; BillCity?: string; BillArea?: string; BillAddr?: string; BillAddress?: string; };
  /** 001 §3.3, §4.3 (F2-46): the company form's saved state (the record Page2_5 wraps Form2Data and ModFlag; A60 sends it as Page2_5) */
  Form2Data?: { IsStudent?: string; IsStudentRadio?: string; Company?: string; JobDate?: string; CompTel?: string; CompTelExt?: string; CompanyCity?: string; CompanyArea?: string; CompanyZip?: string; CompanyAddr?: string; CompanyAddress?: string; JobType?: string; JobTypeSelect?: string; TitleType?: string; TitleTypeSelect?: string; IncomeY?: string; BinId?: string; };
  /** 001 §3.4, §4.4 (F3-49): the loan form's saved state (the record Page2_6 wraps Form3Data and ModFlag; A60 sends it as Page2_6) */
  Form3Data?: { PLCTID?: string; ApplyAmt?: string; ApplyPeriod?: string; LoanFor?: string; LoanForSelect?: string; CreditLoanRadio?: string; RealtyOwn?: string; RealtyOwnRadio?: string; AccessoryRadio?: string; RelatedFlag?: string; Related?: string; RelatedSelect?: string; CustNameChinese?: string; CustId1?: string; RelationType1?: string; RelationType2?: string; RelationName1?: string; RelationName2?: string; RelationID1?: string; RelationID2?: string; OwnCompNm1?: string; OwnCompNm2?: string; OwnCompBin1?: string; OwnCompBin2?: string; OwnCompPosition1?: string; OwnCompPosition2?: string; SpouseCompNm1?: string; SpouseCompNm2?: string; SpouseCompBin1?: string; SpouseCompBin2?: string; SpouseCompPosition1?: string; SpouseCompPosition2?: string; };
  /** 001 §3.2, §3.3, §3.9 (F1-47, F2-46, CONF-37, CONF-38): Y/N modification flags and same-as flags of all the forms in one object; each form's submit merges its own keys in, so saving Form2 keeps Form1's flags; /Confirm sends this object */
  ModFlag?: { ChineseNameModFlag?: string; EnglishNameModFlag?: string; IssueModFlag?: string; HomeModFlag?: string; BillModFlag?: string; MobileModFlag?: string; HomeTelModFlag?: string; LiveTelModFlag?: string; EmailModFlag?: string; EmailValidate?: string; ENMiddleNameModFlag?: string; AliasInEnglishModFlag?: string; AliasInChineseModFlag?: string; sameAsContactForHome?: string; sameAsCompanyForHome?: string; sameAsCompanyForContact?: string; sameAsHomeForMobile?: string; sameAsHomeForLive?: string; sameAsLiveForMobile?: string; };
  /** The SMS-code screen's failure counter (wrong codes and expiries, not resends: issue 17), lock and issue time (000 §4.1): they must survive a reload, or a refresh would reset the three-attempt limit and the countdown */
  OTPAttempts?: number;
  /** 000 §4.1, §9 (OTP-33; issue 17): resends of the SMS code, counted apart from the failures; past otpResendMax the resend-limit popup; kept so a reload does not reset it */
  OTPResends?: number;
  OTPLocked?: 'Y' | 'N';
  /** Epoch milliseconds */
  OTPIssuedAt?: number;
  /** 000 §4.2, §9 (MAIL-20, MAIL-21): resends of the email code; kept so a reload does not reset the 3-resend limit */
  EmailResends?: number;
  /** 000 §4.2 (MAIL-16, MAIL-19): the email code boxes are locked after a wrong code or the countdown's end, until a resend */
  EmailOTPLocked?: 'Y' | 'N';
  /** Epoch milliseconds of the last email code: the countdown restarts when it changes (MAIL-22) */
  EmailOTPIssuedAt?: number;
  /** Set by the detectDevice service with Platform: N shows the unsupported-browser page (000 §2.12) */
  BrowserSupported?: 'Y' | 'N';
  /** The inquiry code's failures: wrong codes and expiries (000 §2.10, issue 17) */
  QueryAttempts?: number;
  /** The inquiry code's resends, counted apart (QRY-27, issue 17) */
  QueryResends?: number;
  QueryLocked?: 'Y' | 'N';
  /** Epoch milliseconds */
  QueryIssuedAt?: number;
  /** The existing-customer record (A20R, 001 §3.5) fetched after an ETB code check (000 §4.1 "saves it"), prefilling Form1 */
  EtbData?: Record<string, unknown>;
}
