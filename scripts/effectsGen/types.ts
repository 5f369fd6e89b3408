// renderer/effects/types.generated.ts (each kind's TypeScript interface and the Effect union),
// renderer/effects/kinds.generated.ts (the kinds in their order, imported by name) and the config
// guide's effect table, from the kinds' declarations.
import type { EffectKind, FieldSpec, FieldType } from '../../renderer/effects/kind.js';

const TS: Record<FieldType, string> = {
  expr: 'Expr', exprMap: 'Record<string, Expr>', numberOrExpr: 'number | Expr', i18nKey: 'string',
  effects: 'Effect[]', returns: 'string[]', back: 'string', string: 'string', boolean: 'boolean', true: 'true',
  callCode: 'string', route: 'string', errorCode: 'string', popup: 'string', action: 'string', service: 'string', formField: 'string', effectList: 'string',
};
const comment = (text: string, indent: string): string => `${indent}/** ${text.replace(/\*\//g, '* /')} */\n`;
const HEAD = (what: string) => `// GENERATED from renderer/effects/kinds/*.ts by scripts/effectsGen.ts (${what}): do not edit;\n// edit the kind's file and run npm run generate.\n`;

function field(name: string, spec: FieldSpec): string {
  return `${spec.doc ? comment(spec.doc, '  ') : ''}  ${name}${spec.required ? '' : '?'}: ${TS[spec.type]};\n`;
}

export function effectTypes(kinds: readonly EffectKind[]): string {
  const interfaces = kinds.map((kind) =>
    `${comment(kind.doc, '')}export interface ${kind.typeName} {\n${Object.entries(kind.fields).map(([name, spec]) => field(name, spec)).join('')}}\n`);
  return `${HEAD('the types')}
/** A JSONata expression, evaluated against an EvalContext. */
type Expr = string;

${interfaces.join('\n')}
/** One step of an effect list. */
export type Effect =
${kinds.map((k) => `  | ${k.typeName}`).join('\n')};
`;
}

/** The kinds' files and the names they export, in the kinds' order. */
export function kindsIndex(found: readonly { file: string; exportName: string }[]): string {
  return `${HEAD('the list of kinds')}import type { EffectKind } from './kind.js';
${found.map((k) => `import { ${k.exportName} } from './${k.file.replace(/\.ts$/, '.js')}';`).join('\n')}

/** Every effect kind, in its order (the runner, the journey walk and the checker go by it). */
export const EFFECT_KINDS: readonly EffectKind<never>[] = [
${found.map((k) => `  ${k.exportName},`).join('\n')}
];
`;
}

/** The runners alone, keyed by their kind, in the kinds' order: what the app bundles (no declarations, no walks). */
export function runnersIndex(found: readonly { file: string; kind: { key: string } }[]): string {
  return `${HEAD('the runners')}import type { EffectRunner } from './kind.js';
${found.map((k) => `import { run as ${k.kind.key} } from './${k.file.replace(/\.ts$/, '.js')}';`).join('\n')}

/** Each kind's key and runner, in the kinds' order (an effect is run by the first whose key it has). */
export const EFFECT_RUNNERS: readonly (readonly [string, EffectRunner])[] = [
${found.map((k) => `  ['${k.kind.key}', ${k.kind.key} as EffectRunner],`).join('\n')}
];
`;
}

export const GUIDE_START = '<!-- effects: generated from renderer/effects/kinds/*.ts by npm run generate -->';
export const GUIDE_END = '<!-- /effects -->';

/** The guide with its effect table made from the kinds. */
export function guideWithEffects(guide: string, kinds: readonly EffectKind[]): string {
  const start = guide.indexOf(GUIDE_START);
  const end = guide.indexOf(GUIDE_END);
  if (start < 0 || end < start) throw new Error(`docs/config-guide.md: no ${GUIDE_START} … ${GUIDE_END} region`);
  const rows = kinds.map((k) => `| ${k.guide.writes} | ${k.guide.does} |`);
  const table = ['| effect | does |', '|---|---|', ...rows].join('\n');
  return `${guide.slice(0, start)}${GUIDE_START}\n${table}\n${guide.slice(end)}`;
}
