// The type of value a write expression gives, where the expression says so for sure
// ('' is a string, 0 a number, $string(x) a string); undefined where it depends on data.
import { parse } from './tri.js';
import type { Obj } from './json.js';
import type { ValueType } from './types.js';

const STRING_FUNCTIONS = new Set([
  'string', 'substring', 'substringBefore', 'substringAfter', 'uppercase', 'lowercase', 'trim', 'pad', 'join', 'replace',
  'formatNumber', 'formatBase', 'formatInteger', 'base64encode', 'base64decode', 'base64utf8', 'fromBase64utf8', 'encodeUrl',
  'encodeUrlComponent', 'maskMobile', 'maskEmail', 'rocPad', 'rocToIso', 'digits', 'now', 'lang',
]);
const NUMBER_FUNCTIONS = new Set(['number', 'count', 'length', 'millis', 'sum', 'max', 'min', 'average', 'round', 'floor', 'ceil', 'abs', 'power', 'sqrt', 'random', 'age', 'toMillis']);
const BOOLEAN_FUNCTIONS = new Set(['boolean', 'not', 'exists', 'contains', 'twid', 'gui', 'luhn', 'isDate', 'mobile', 'landline', 'rocDate', 'plainText']);
const COMPARISONS = new Set(['=', '!=', '<', '<=', '>', '>=', 'in', 'and', 'or']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%']);

/** `declared(root, key)`: the declared type of session.<key> or form.<key>, for a write that copies one. */
export type Declared = (root: 'session' | 'form', key: string) => ValueType | undefined;

export function valueType(expr: string, declared: Declared = () => undefined): ValueType | undefined {
  const ast = parse(expr);
  return ast ? typeOf(ast, declared) : undefined;
}

function typeOf(n: Obj, declared: Declared): ValueType | undefined {
  switch (n.type) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'value':
      return n.value === null ? 'null' : typeof n.value === 'boolean' ? 'boolean' : undefined;
    case 'binary':
      if (n.value === '&') return 'string';
      if (ARITHMETIC.has(String(n.value))) return 'number';
      if (COMPARISONS.has(String(n.value))) return 'boolean';
      return undefined;
    case 'function': {
      const name = String((n.procedure as Obj | undefined)?.value ?? '');
      if (STRING_FUNCTIONS.has(name)) return 'string';
      if (NUMBER_FUNCTIONS.has(name)) return 'number';
      if (BOOLEAN_FUNCTIONS.has(name)) return 'boolean';
      return undefined;
    }
    case 'condition': {
      const a = typeOf(n.then as Obj, declared);
      const b = n.else ? typeOf(n.else as Obj, declared) : a; // no else: the value or nothing
      return a !== undefined && a === b ? a : undefined;
    }
    case 'block': {
      const exprs = (n.expressions ?? []) as Obj[];
      return exprs.length > 0 ? typeOf(exprs[exprs.length - 1], declared) : undefined;
    }
    case 'unary':
      if (n.value === '{') return 'object';
      if (n.value === '[') return 'array';
      if (n.value === '-') return 'number';
      return undefined;
    case 'path': {
      const steps = (n.steps ?? []) as Obj[];
      const root = steps[0]?.value;
      if (steps.length === 2 && steps[0].type === 'name' && (root === 'session' || root === 'form') && steps[1].type === 'name' && !steps[1].predicate && !steps[1].stages) {
        return declared(root, String(steps[1].value));
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
