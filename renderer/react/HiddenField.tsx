/** Stands in for a field whose visibility rule is false: renders nothing, keeps the data. */
export function HiddenField() {
  return null;
}
