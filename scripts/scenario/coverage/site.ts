// Where the trace says an effect or condition ran, as the config writes it. An effect of a named
// list (flows/effects.json) runs at "flows/effects.json#/lists/<name>/effects (used at <where>)/<i>…"
// (renderer/effects/kinds/use.ts): its site is the list's own file and pointer, as the journey
// model's edges and the universe's conditions name it.

/** The file#pointer an event's `where` is written at: every "(used at …)" taken out, innermost first. */
export function configSite(where: string): string {
  let site = where;
  for (let before = ''; before !== site;) {
    before = site;
    site = site.replace(/ \(used at [^()]*\)/, '');
  }
  return site;
}
