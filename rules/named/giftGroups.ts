// A17R (seed 000 §3.3) -> [{key, name, gifts}], groups without gifts removed.
// The ten groups' lists have irregular names: GiftFirst, GiftLow, GiftHigh, Gift4 .. Gift10.
export const giftGroups = `(
  $r := server.A17;
  $lists := ['GiftFirst', 'GiftLow', 'GiftHigh', 'Gift4', 'Gift5', 'Gift6', 'Gift7', 'Gift8', 'Gift9', 'Gift10'];
  [$map([1..consts.giftGroupsMax], function($i) {
    { 'key': 'group' & $i, 'name': $lookup($r, 'GroupName' & $i), 'gifts': [$lookup($r, $lists[$i - 1] & 'URL')] }
  })[$count(gifts) > 0]]
)`;

/** The first visible group without a chosen gift, or nothing. */
export const missingGiftGroup = `(
  $chosen := form.gifts;
  $named('giftGroups', $$)[$not($exists($lookup($chosen, key)))][0]
)`;
