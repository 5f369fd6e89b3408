// Required and visible, per applicant who reaches the screen (the journey model's walk):
// - a field required (the schema's `required`, or rules.required holding) while rules.visible
//   hides it: the runtime skips hidden fields, so the requirement is silently void;
// - a check (rules.validate) of a field that is shown, or of the screen, reading a field that
//   is hidden for the same applicant: they cannot see or fix what it asks for (read-only: stuck).
import { reads } from '../../renderer/journey/reads.js';
import { tri, type Tri } from '../../renderer/journey/tri.js';
import type { Context } from '../../renderer/journey/index.js';
import { journeyOf, PerContext } from './journeyModel.js';
import { entries, field, items, str } from './walk.js';
import type { Loaded, Sink, Tree } from './types.js';

interface Rules {
  visible: Map<string, string>;
  required: Map<string, string>;
  readonly: Map<string, string>;
  validate: { field?: string; when?: string; assert?: string; index: number }[];
  schemaRequired: Set<string>;
}

function rulesOf(screen: Loaded): Rules {
  const rules = field(screen.data, 'rules');
  const exprs = (key: string) => new Map(entries(field(rules, key)).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return {
    visible: exprs('visible'),
    required: exprs('required'),
    readonly: exprs('readonly'),
    validate: items(field(rules, 'validate')).map((r, index) => ({ field: str(field(r, 'field')), when: str(field(r, 'when')), assert: str(field(r, 'assert')), index })),
    schemaRequired: new Set(items(field(field(screen.data, 'schema'), 'required')).filter((f): f is string => typeof f === 'string')),
  };
}

/** The form fields an expression reads (first name after form). */
const formReads = (expr: string | undefined): string[] =>
  expr ? [...new Set(reads(expr).filter((r) => r.names[0] === 'form' && r.names.length > 1).map((r) => r.names[1]))] : [];

function checkScreen(screen: Loaded, who: Context[], named: Record<string, string>, found: PerContext): void {
  const r = rulesOf(screen);
  const exprs = [...r.visible.values(), ...r.required.values(), ...r.readonly.values(), ...r.validate.flatMap((v) => (v.when ? [v.when] : []))];
  // Applicants for whom every rule of the screen comes out the same are one case.
  const groups = new Map<string, Context[]>();
  for (const c of who) {
    const key = exprs.map((e) => String(tri(e, { known: c.known, named }))).join('|');
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const members of groups.values()) {
    const t = (expr: string | undefined, otherwise: Tri): Tri => (expr === undefined ? otherwise : tri(expr, { known: members[0].known, named }));
    const shown = (f: string): Tri => t(r.visible.get(f), true);
    const requiredRules: [string, Tri, string][] = [
      ...[...r.schemaRequired].map((f): [string, Tri, string] => [f, true, '/schema/required']),
      ...[...r.required].map(([f, e]): [string, Tri, string] => [f, t(e, false), `/rules/required/${f}`]),
    ];
    for (const [f, required, pointer] of requiredRules) {
      if (required !== true || shown(f) !== false) continue;
      found.add(`required:${screen.file}${pointer}:${f}`, screen.file, pointer, members, (whom) =>
        `${f} is required but hidden (rules.visible.${f}) for ${whom}: a hidden field is not checked, so the requirement is silently void there; require it only where it is shown, or show it`);
    }
    for (const v of r.validate) {
      if ((v.field !== undefined && shown(v.field) === false) || t(v.when, true) === false) continue;
      // What the check asserts (its `when` may read a hidden choice to select which check applies).
      for (const g of formReads(v.assert)) {
        if (g === v.field || !r.visible.has(g) || shown(g) !== false) continue;
        const locked = v.field === undefined ? false : t(r.readonly.get(v.field), false);
        const stuck = locked === true ? `, and ${v.field} is read-only there: the applicant would be stuck on this screen`
          : locked === 'unknown' ? `; where ${v.field} is read-only (rules.readonly.${v.field}) the applicant would be stuck on this screen` : '';
        const of = v.field === undefined ? 'the screen' : v.field;
        found.add(`reads-hidden:${screen.file}${v.index}:${g}`, screen.file, `/rules/validate/${v.index}`, members, (whom) =>
          `the check of ${of} reads form.${g}, which is hidden (rules.visible.${g}) for ${whom}: the applicant can neither see nor fix it${stuck}; check it only where ${g} is shown (a "when"), or show ${g}`);
      }
    }
  }
}

export function checkJourneyFields(tree: Tree, sink: Sink): void {
  if (!tree.flow) return;
  const { journey, graphs, contexts, named } = journeyOf(tree);
  const found = new PerContext(contexts);
  for (const [id, screen] of tree.screens) {
    const paths = journey.nodes.filter((n) => n.screen === id).map((n) => n.path);
    const who = graphs.filter((g) => paths.some((p) => g.reachable.has(p))).flatMap((g) => g.members);
    if (who.length > 0) checkScreen(screen, who, named, found);
  }
  found.report((file, pointer, message) => sink.fault(file, pointer, message));
}
