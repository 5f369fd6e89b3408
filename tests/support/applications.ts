// A complete, valid A97 application for a verified session of a test identity, built the way
// /Confirm builds it: flows/payloads.json's A97 mapping (`$payload('A97', $$)`, the same keys in
// the same order) over the session the screens leave behind: Form1Data as Form1 fills it (a
// customer's from the bank's A20 record, a new applicant's with the answers of
// tests/fixtures/ntb-confirm-submit.json), Form2Data (not in the ETP flow), Form3Data with the
// loan, GiftInfo as the gift screen saves it from the campaign, and ModFlag by the screens' own
// expressions. The mobile is the one the session's SMS code went to, the birthday the one A84
// accepted. A test changes only what it is about: an answer (`form1`, `form2`, ...), or a key of
// the result.
import { evaluate } from '../../rules/evaluator.js';
import { base64utf8 } from '../../rules/functions/base64utf8.js';
import type { Customer } from '../../simulator/data.js';
import type { ScreenConfig } from '../../renderer/engine/types.js';
import { campaign, readConfig } from './config.js';

/** A test identity: the ID, the ROC birthday A84 accepted and the mobile the SMS code went to. */
export interface Applicant { id: string; birthday: string; mobile: string }

/** What the applicant answered, on top of what a real journey of this identity answers. */
export interface Answers {
  /** The campaign of the apply log (default DEMO-CASHBACK). */
  ctid?: string;
  /** The gift codes chosen (default the first of every group; none for an ETP customer, who skips /Gift). */
  gifts?: string[];
  /** Form1's fields over the journey's. */
  form1?: Record<string, unknown>;
  /** Form2's fields over the journey's; null: no company form. */
  form2?: Record<string, unknown> | null;
  /** Form3's fields: the loan asked for (ApplyPL Y). */
  loan?: Record<string, unknown>;
  /** Other session keys (SalesId, UserShare ...). */
  session?: Record<string, unknown>;
}

const customers = (): Customer[] => readConfig<Customer[]>('simulator/data/customers.json');

/** A new applicant's Form1, as tests/fixtures/ntb-confirm-submit.json fills it. */
const NTB_FORM1 = {
  NameChinese: '王小明', NameEnglish: 'WANG,XIAO-MING', Country: 'TW', IssueType: '1', IssueDate: '1050315', IssueCity: '63000',
  Education: '3', Email: 'xiaoming@gmail.com', HomeZip: '106', HomeCity: '63000', HomeArea: '10601', HomeAddr: '復興南路一段390號',
  BillZip: '106', BillCity: '63000', BillArea: '10601', BillAddr: '復興南路一段390號', HouseOwn: '3',
};
/** A new applicant's Form2, as tests/fixtures/ntb-confirm-submit.json fills it. */
const NTB_FORM2 = {
  IsStudent: 'N', Company: '台灣積體電路製造股份有限公司', JobDate: '10803', CompTel: '0227001234', CompTelExt: '123', CompanyZip: '106',
  CompanyCity: '63000', CompanyArea: '10601', CompanyAddr: '復興南路一段390號', JobType: '01', TitleType: '05', IncomeY: '120', BinId: '22099131',
};
/** A customer's Form2, as tests/fixtures/etb-confirm-submit.json fills it. */
const CUSTOMER_FORM2 = {
  IsStudent: 'N', Company: '台灣積體電路製造股份有限公司', JobDate: '10001', CompTel: '0227001234', CompanyZip: '110', CompanyCity: '63000',
  CompanyArea: '11001', CompanyAddr: '信義路五段7號35樓', JobType: '02', TitleType: '04', IncomeY: '150',
};

/** Form1 as its onLoad prefills it from A20 (schemas/form1.json), the fields the bank has not filled by the applicant. */
function prefilled(c: Customer, mobile: string): Record<string, unknown> {
  const a = c.A20;
  const zip = (area: string) => area.slice(0, 3);
  return {
    NameChinese: a.NameChinese, NameEnglish: `${a.NameEnglish_Family},${a.NameEnglish_First}`, Country: 'TW',
    IssueType: a.Get_Type, IssueDate: a.GetDate, IssueCity: a.IssueCity, Education: a.Education,
    TelMobile1: mobile, LiveTel: a.TelLive, HomeTel: a.TelHouse || a.TelLive, Email: a.Email || `${c.IDNO.toLowerCase()}@example.com`,
    HomeZip: zip(a.HouseArea), HomeCity: a.HouseCity, HomeArea: a.HouseArea, HomeAddr: a.HouseAddr,
    BillZip: zip(a.ContactArea), BillCity: a.ContactCity, BillArea: a.ContactArea, BillAddr: a.ContactAddr, HouseOwn: a.HouseOwn,
  };
}

/** The ModFlag a screen's submit sets (its `setForm.ModFlag`), evaluated as the screen does. */
async function modFlagOf(screen: string, context: Record<string, unknown>): Promise<Record<string, unknown>> {
  const config = readConfig<ScreenConfig>(`schemas/${screen}.json`);
  const step = (config.onSubmit ?? []).find((s) => typeof (s as { setForm?: Record<string, string> }).setForm?.ModFlag === 'string') as { setForm: { ModFlag: string } } | undefined;
  if (!step) throw new Error(`schemas/${screen}.json: no onSubmit setForm.ModFlag`);
  return (await evaluate(step.setForm.ModFlag, context, `schemas/${screen}.json onSubmit ModFlag`)) as Record<string, unknown>;
}

/** The session /Confirm reads for this applicant on this apply log. */
export async function confirmedSession(applyLogId: string, who: Applicant, answers: Answers = {}): Promise<Record<string, unknown>> {
  const c = customers().find((x) => x.IDNO === who.id);
  const camp = campaign(answers.ctid ?? 'DEMO-CASHBACK');
  const CustomerType = c?.CustomerType ?? 'NTB';
  const FlowType = c?.FlowType ?? 'NTB';
  const etp = CustomerType === 'ETP' || FlowType === 'ETP';
  const form1 = { ...(c ? prefilled(c, who.mobile) : { ...NTB_FORM1, TelMobile1: who.mobile, LiveTel: who.mobile, HomeTel: who.mobile }), ...answers.form1 };
  const form2 = answers.form2 === null || (etp && !answers.form2) ? undefined : { ...(c ? CUSTOMER_FORM2 : NTB_FORM2), ...answers.form2 };
  const codes = answers.gifts ?? (etp ? [] : camp.giftGroups.map((g) => g.gifts[0].GiftCode));
  const chosen = codes.map((code) => camp.giftGroups.flatMap((g) => g.gifts).find((g) => g.GiftCode === code) ?? { GiftCode: code, Description: '' });
  const session: Record<string, unknown> = {
    ApplyLogID: applyLogId, CustomerType, FlowType, IDNO: who.id, Birthday: who.birthday, CTID: camp.CTID,
    CardCaption: camp.CardCaption, CardType: camp.CardType, CardLevel: camp.CardLevel, ApproveCus: c?.ApproveCus ?? 'N',
    ...(c ? { ApplyShortForm: c.ApplyShortForm === 'Y' ? 'Y' : 'N' } : {}),
    ApplyPL: answers.loan ? 'Y' : 'N', PLCTID: '', STPFlowFlag: 'N',
    ...(codes.length ? {
      GiftInfo: {
        CardCaption: camp.CardCaption, CardType: camp.CardType, CardLevel: camp.CardLevel, CardCode: camp.CardCode,
        GiftCombination: chosen.map((g) => g.GiftCode).join('|'), FirstGiftCaption: chosen.map((g) => g.Description).join('+'),
        GatewayNo: camp.GatewayNo, CardName: camp.CardName,
      },
    } : {}),
    Form1Data: form1,
    ...(form2 ? { Form2Data: form2 } : {}),
    ...(answers.loan ? { Form3Data: answers.loan } : {}),
    ...answers.session,
  };
  const server = { A20: c?.A20 ?? {} };
  session.ModFlag = {
    ...(await modFlagOf('form1', { session, form: form1, server })),
    ...(form2 ? await modFlagOf('form2', { session, form: form2, server }) : {}),
  };
  return session;
}

/** The A97 content /Confirm sends for this applicant: `$payload('A97', $$)` over the session. */
export async function application(applyLogId: string, who: Applicant, answers: Answers = {}): Promise<Record<string, unknown>> {
  const session = await confirmedSession(applyLogId, who, answers);
  return (await evaluate("$payload('A97', $$)", { session, form: {}, query: {}, server: {}, consts: {} }, 'tests/support/applications.ts')) as Record<string, unknown>;
}

/** ContentJSON as the screens encode it: $base64utf8($string(content)). */
export const contentJson = (content: unknown): string => base64utf8(JSON.stringify(content))!;
