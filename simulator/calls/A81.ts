// A81: banks whose cards can be checked, as one text of 'code-name' entries joined by '、' (001 §3.7).
import type { Handler } from '../context.js';

export const A81: Handler = (_req, ctx) => {
  const names = new Map(ctx.ref.banks.map((b) => [b.BankNo, b.BankName]));
  const list = ctx.ref.cardBanks.filter((no) => names.has(no)).map((no) => `${no}-${names.get(no)}`);
  return { Success: true, BankNameList: list.join('、') };
};
