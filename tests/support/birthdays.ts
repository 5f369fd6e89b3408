// Birthdays relative to today, for tests of the age limits (flows/constants.json minAge, maxAge):
// the rules read today's local date ($age), and so does this.

/** The ROC birthday (YYYMMDD) of someone who turns `years` today, moved `daysLater` days later (younger). */
export function bornYearsAgo(years: number, daysLater = 0, now = new Date()): string {
  let d = new Date(now.getFullYear() - years, now.getMonth(), now.getDate());
  // Today 29 February, that year without it: the birthday that turns `years` today is 28 February.
  if (d.getMonth() !== now.getMonth()) d = new Date(now.getFullYear() - years, now.getMonth() + 1, 0);
  d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + daysLater);
  return `${String(d.getFullYear() - 1911).padStart(3, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}
