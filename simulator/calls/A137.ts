// A137: start parameters (000 §3.7) built from the campaign file. A withdrawn campaign answers
// Success true with CardName '' (the screens show 產品已下架); an unknown CTID is Success false.
import type { Handler } from '../context.js';
import type { Campaign } from '../data.js';
import { randomToken, str } from '../util.js';
import { CANCEL_REDIRECT_URL } from './A31.js';
import { IDLE_MINUTES } from './A64.js';
import { unknownCampaign } from './shared.js';

export const IB_URL = 'https://ib.example-bank.com.tw/return?token={token}';
export const MB_URL = 'https://mb.example-bank.com.tw/return?token={token}';

export const A137: Handler = (req, ctx) => {
  const ctid = str(req, 'CTID');
  const c = ctx.campaigns.get(ctid);
  if (!c) return { ...unknownCampaign(ctid), CardName: '' };
  return {
    Success: true,
    MobileNo: '',
    AuthToken: randomToken(),
    Cert: '',
    NeedAntiFraud: 'N',
    IdleTime: IDLE_MINUTES,
    ThreeMinURL: 'https://www.example-bank.com.tw/creditcard/idle-3min.html',
    SixMinURL: 'https://www.example-bank.com.tw/creditcard/idle-6min.html',
    CancelRedirectURL: CANCEL_REDIRECT_URL,
    IBURL: IB_URL,
    MBURL: MB_URL,
    LibDetails: '',
    CardName: c.CardName,
    CTIDName: c.CTIDName, // not in the seeds' A137R; the start screen keeps it for A5 (docs/spec-gaps.md)
    CardCaption: c.CardCaption,
    CardType: c.CardType,
    CardLevel: c.CardLevel,
    CardUrl: c.CardUrl,
    EmailCheckReject: c.EmailCheckReject,
    BundleCTID: c.BundleCTID,
    BundleCTIDName: c.BundleCTIDName,
    MobileIDTCVer: c.terms.MobileIDTCVer,
    MobileIDTCURL: c.terms.MobileIDTCURL,
    MobileIDTCCaption: c.terms.MobileIDTCCaption,
    BusinessNo: '12345678',
    ApiVersion: '1.0',
    HashKeyNo: '1',
    TWIDFlag: c.TWIDFlag,
    CCTC: c.CCTC,
    CardTCCaption: c.terms.CardTCCaption,
    CardTCUrl: c.terms.CardTCUrl,
    TCCaption: c.terms.TCCaption,
    TCUrl: c.terms.TCUrl,
    Product_Desc: c.Product_Desc,
    GatewayMappingList: [{ CTID: c.CTID, GatewayNo: c.GatewayNo }],
    BaseDate: c.rates.BaseDate,
    RevolvingRate: c.rates.RevolvingRate,
    HandlingFee: c.rates.HandlingFee,
    Translations: a137Translations(c),
  };
};

/**
 * The shown texts of the answer in the campaign's other languages, by language code, under the
 * answer's own field names (CCTC by position): the fields above stay the bank's, which the app
 * sends back; it shows these in the applicant's language (docs/spec-gaps.md).
 */
export function a137Translations(c: Campaign): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(c.translations).map(([code, t]) => [code, {
    CTIDName: t.CTIDName,
    CardName: t.CardName,
    CardCaption: t.CardCaption,
    ...(t.Product_Desc !== undefined ? { Product_Desc: t.Product_Desc } : {}),
    CardTCCaption: t.terms.CardTCCaption,
    CardTCUrl: t.terms.CardTCUrl,
    TCCaption: t.terms.TCCaption,
    TCUrl: t.terms.TCUrl,
    MobileIDTCCaption: t.terms.MobileIDTCCaption,
    MobileIDTCURL: t.terms.MobileIDTCURL,
    CCTC: t.CCTC.map((clause) => ({ ClauseTitle: clause.ClauseTitle, Clause_List: clause.Clause_List })),
  }]));
}
