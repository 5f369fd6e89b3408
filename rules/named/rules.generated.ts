// GENERATED from rules/named/*.jsonata by scripts/namedRulesGen.ts: do not edit; edit a .jsonata file and run
//   npm run generate

/** The shared rules by name (`$named('<name>', $$)`), each rules/named/<name>.jsonata without its opening comment. */
export const namedRules: Record<string, string> = {
  "etpFlags": "session.FlowType = 'ETP' or session.ApproveCus = 'Y' or session.imageFlag = 'Y'",
  "etpFlow": "session.FlowType = 'ETP' or session.CustomerType = 'ETP'",
  "existingCustomer": "$exists(session.CustomerType) and $not(session.CustomerType = 'NTB')",
  "giftGroups": "(\n  $r := server.A17;\n  $lists := ['GiftFirst', 'GiftLow', 'GiftHigh', 'Gift4', 'Gift5', 'Gift6', 'Gift7', 'Gift8', 'Gift9', 'Gift10'];\n  [$map([1..consts.giftGroupsMax], function($i) {\n    { 'key': 'group' & $i, 'name': $lookup($r, 'GroupName' & $i), 'gifts': [$lookup($r, $lists[$i - 1] & 'URL')] }\n  })[$count(gifts) > 0]]\n)",
  "missingGiftGroup": "(\n  $chosen := form.gifts;\n  $named('giftGroups', $$)[$not($exists($lookup($chosen, key)))][0]\n)",
  "rocYearMonthNow": "$number($formatNumber($number($substring($now('[Y0001][M01]', '+0800'), 0, 4)) - 1911, '000') & $substring($now('[Y0001][M01]', '+0800'), 4, 2))",
  "shortForm": "session.ApplyShortForm = 'Y'",
  "straightThrough": "session.STPFlowFlag = 'Y' and $not(session.PERMASFlag = 'Y') and $not(session.ApplyPL = 'Y') and session.TWIDFlag = 'Y'",
};
