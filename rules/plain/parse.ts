// Reads the plain part of JSONata that most of our rules are written in (issue 22): paths of
// names (`quoted` too, from the root with $$) with at most one filter at their end and, after it,
// an object built of each item, string, number (a negative one too), true, false and null literals,
// = != < <= > >= in and or &, the condition a ? b : c, parentheses, a list of literals, an object
// of named values ({ 'Key': value }), a regex for $contains, and calls of the functions run.ts knows. Anything else, or
// anything read differently by JSONata's own parser, is not plain (NotPlain): rules/evaluator.ts
// then gives the whole expression to JSONata.

export type PlainNode =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'list'; values: Array<string | number | boolean | null> }
  | { kind: 'path'; names: string[]; filter?: PlainNode; fromRoot?: boolean; each?: PlainObject }
  | { kind: 'root' }
  | PlainObject
  | { kind: 'binary'; op: string; lhs: PlainNode; rhs: PlainNode }
  | { kind: 'condition'; condition: PlainNode; then: PlainNode; else?: PlainNode }
  | { kind: 'call'; name: string; args: PlainNode[] }
  | { kind: 'negate'; of: PlainNode }
  | { kind: 'regex'; pattern: string; flags: string };

/** An object constructor with string keys: { 'Key': value, ... } (JSONata's evaluateGroupExpression over one item). */
export interface PlainObject { kind: 'object'; pairs: Array<[string, PlainNode]> }

/** The expression uses JSONata beyond the plain part. */
export class NotPlain extends Error {}

// (a quoted name, `form.uploadId`, is a name and never a word: and, or, true ...)
type Token = { type: 'name' | 'quoted' | 'variable' | 'string' | 'number' | 'op' | 'regex' | 'end'; value: string; flags?: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
const NUMBER = /^(0|[1-9][0-9]*)(\.[0-9]+)?([Ee][-+]?[0-9]+)?/;
const OPERATORS = ['!=', '<=', '>=', '=', '<', '>', '&', '(', ')', '[', ']', '{', '}', ',', '.', '?', ':', '-'];
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * A regex literal, as JSONata's scanRegex reads it (the opening slash at `at`): to the first slash
 * outside brackets that no backslash escapes, then its flags i and m.
 */
function readRegex(text: string, at: number): [Token, number] {
  let depth = 0;
  for (let i = at + 1; i < text.length; i++) {
    const c = text[i];
    let escapes = 0;
    while (text[i - escapes - 1] === '\\') escapes++;
    if (c === '/' && depth === 0 && escapes % 2 === 0) {
      const pattern = text.slice(at + 1, i);
      if (pattern === '') throw new NotPlain('empty regex');
      const flags = /^[im]*/.exec(text.slice(i + 1))![0];
      return [{ type: 'regex', value: pattern, flags }, i + 1 + flags.length];
    }
    if ('([{'.includes(c) && text[i - 1] !== '\\') depth++;
    if (')]}'.includes(c) && text[i - 1] !== '\\') depth--;
  }
  throw new NotPlain('unterminated regex');
}

/** A token after which JSONata reads `/` as division, not as a regex. */
const operand = (t: Token | undefined): boolean => t !== undefined && (t.type !== 'op' || [')', ']', '}'].includes(t.value));

function readString(text: string, at: number): [string, number] {
  const quote = text[at];
  let out = '';
  for (let i = at + 1; i < text.length; i++) {
    const c = text[i];
    if (c === quote) return [out, i + 1];
    if (c !== '\\') { out += c; continue; }
    const e = text[++i];
    if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) { out += String.fromCharCode(parseInt(text.slice(i + 1, i + 5), 16)); i += 4; }
    else if (e !== undefined && Object.hasOwn(ESCAPES, e)) out += ESCAPES[e];
    else throw new NotPlain('escape');
  }
  throw new NotPlain('unterminated string');
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) { i += space[0].length; continue; }
    if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new NotPlain('comment');
      i = end + 2;
      continue;
    }
    const c = text[i];
    if (c === '"' || c === "'") { const [value, next] = readString(text, i); tokens.push({ type: 'string', value }); i = next; continue; }
    if (c === '/') {
      // (division is JSONata's)
      if (operand(tokens[tokens.length - 1])) throw new NotPlain('division');
      const [token, next] = readRegex(text, i);
      tokens.push(token);
      i = next;
      continue;
    }
    if (c === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) throw new NotPlain('unterminated name');
      tokens.push({ type: 'quoted', value: text.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    const number = NUMBER.exec(rest);
    // (a number running into a name, 1a, is JSONata's to read)
    if (number && !/^[A-Za-z_$.]/.test(rest.slice(number[0].length))) { tokens.push({ type: 'number', value: number[0] }); i += number[0].length; continue; }
    if (c === '$') {
      const name = rest.startsWith('$$') ? '$' : NAME.exec(rest.slice(1))?.[0];
      if (name === undefined) throw new NotPlain('variable');
      tokens.push({ type: 'variable', value: name });
      i += 1 + name.length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      // A name must end where JSONata's does: at a space or an operator of ours.
      const after = rest[name[0].length];
      if (after !== undefined && !/\s/.test(after) && !OPERATORS.some((op) => rest.startsWith(op, name[0].length))) throw new NotPlain('name');
      tokens.push({ type: 'name', value: name[0] });
      i += name[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (!op) throw new NotPlain(`operator ${c}`);
    tokens.push({ type: 'op', value: op });
    i += op.length;
  }
  tokens.push({ type: 'end', value: '' });
  return tokens;
}

/** Binding powers, as JSONata's parser has them. */
const INFIX: Record<string, number> = { '?': 20, or: 25, and: 30, '=': 40, '!=': 40, '<': 40, '<=': 40, '>': 40, '>=': 40, in: 40, '&': 50 };
const WORDS = new Set(['and', 'or', 'in', 'true', 'false', 'null']);

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token { return this.tokens[this.at]; }
  private next(): Token { return this.tokens[this.at++]; }
  private expect(op: string): void {
    const t = this.next();
    if (t.type !== 'op' || t.value !== op) throw new NotPlain(`expected ${op}`);
  }
  private infixOf(t: Token): string | undefined {
    if ((t.type === 'op' || t.type === 'name') && Object.hasOwn(INFIX, t.value)) return t.value;
    return undefined;
  }

  parse(): PlainNode {
    const node = this.expression(0);
    if (this.peek().type !== 'end') throw new NotPlain('trailing');
    return node;
  }

  expression(rbp: number): PlainNode {
    let left = this.prefix();
    for (let op = this.infixOf(this.peek()); op !== undefined && INFIX[op] > rbp; op = this.infixOf(this.peek())) {
      this.next();
      if (op === '?') {
        const then = this.expression(0);
        let otherwise: PlainNode | undefined;
        if (this.peek().type === 'op' && this.peek().value === ':') { this.next(); otherwise = this.expression(0); }
        left = { kind: 'condition', condition: left, then, else: otherwise };
      } else {
        left = { kind: 'binary', op, lhs: left, rhs: this.expression(INFIX[op]) };
      }
    }
    return left;
  }

  private prefix(): PlainNode {
    const t = this.next();
    if (t.type === 'string') return { kind: 'literal', value: t.value };
    if (t.type === 'number') return { kind: 'literal', value: Number(t.value) };
    if (t.type === 'quoted') return this.path(t.value);
    // (JSONata's unary minus: of a number, a number; of anything else, at run time)
    if (t.type === 'op' && t.value === '-') {
      if (this.peek().type === 'number') return this.unfollowed({ kind: 'literal', value: -Number(this.next().value) });
      return { kind: 'negate', of: this.expression(70) };
    }
    if (t.type === 'regex') return this.unfollowed({ kind: 'regex', pattern: t.value, flags: t.flags ?? '' });
    if (t.type === 'op' && t.value === '{') return this.unfollowed(this.object());
    if (t.type === 'name') {
      if (t.value === 'true' || t.value === 'false') return { kind: 'literal', value: t.value === 'true' };
      if (t.value === 'null') return { kind: 'literal', value: null };
      if (WORDS.has(t.value)) throw new NotPlain(t.value);
      return this.path(t.value);
    }
    if (t.type === 'variable') {
      if (t.value === '$') {
        if (this.peek().type !== 'op' || this.peek().value !== '.') return { kind: 'root' };
        this.next();
        return { ...this.path(this.stepName()), fromRoot: true };
      }
      if (this.peek().type !== 'op' || this.peek().value !== '(') throw new NotPlain('variable');
      this.next();
      const args: PlainNode[] = [];
      if (!(this.peek().type === 'op' && this.peek().value === ')')) {
        for (;;) {
          args.push(this.expression(0));
          if (this.peek().type === 'op' && this.peek().value === ',') { this.next(); continue; }
          break;
        }
      }
      this.expect(')');
      return this.unfollowed({ kind: 'call', name: t.value, args });
    }
    if (t.type === 'op' && t.value === '(') {
      const inner = this.expression(0);
      this.expect(')');
      return this.unfollowed(inner);
    }
    if (t.type === 'op' && t.value === '[') return this.unfollowed(this.list());
    throw new NotPlain(`prefix ${t.value}`);
  }

  /** A value that a path step or a filter follows is JSONata's to read. */
  private unfollowed(node: PlainNode): PlainNode {
    const t = this.peek();
    if (t.type === 'op' && (t.value === '.' || t.value === '[' || t.value === '(')) throw new NotPlain('followed');
    return node;
  }

  private list(): PlainNode {
    const values: Array<string | number | boolean | null> = [];
    for (;;) {
      const item = this.prefix();
      if (item.kind !== 'literal') throw new NotPlain('list item');
      values.push(item.value);
      const t = this.next();
      if (t.type === 'op' && t.value === ']') return { kind: 'list', values };
      if (t.type !== 'op' || t.value !== ',') throw new NotPlain('list');
    }
  }

  /** { 'Key': value, ... }: keys are strings, each once (the opening brace read). */
  private object(): PlainObject {
    const pairs: Array<[string, PlainNode]> = [];
    if (this.peek().type === 'op' && this.peek().value === '}') { this.next(); return { kind: 'object', pairs }; }
    for (;;) {
      const key = this.next();
      if (key.type !== 'string') throw new NotPlain('key');
      // (the same key twice is JSONata's error D1009)
      if (pairs.some(([k]) => k === key.value)) throw new NotPlain('key twice');
      this.expect(':');
      pairs.push([key.value, this.expression(0)]);
      const t = this.next();
      if (t.type === 'op' && t.value === '}') return { kind: 'object', pairs };
      if (t.type !== 'op' || t.value !== ',') throw new NotPlain('object');
    }
  }

  private stepName(): string {
    const name = this.next();
    if (!(name.type === 'quoted' || (name.type === 'name' && !WORDS.has(name.value)))) throw new NotPlain('step');
    return name.value;
  }

  /** `.{ ... }` after a path: an object made of each item, the path's last step. */
  private each(path: Extract<PlainNode, { kind: 'path' }>): PlainNode {
    const t = this.peek();
    if (t.type !== 'op' || t.value !== '.') return this.unfollowed(path);
    this.next();
    this.expect('{');
    return this.unfollowed({ ...path, each: this.object() });
  }

  private path(first: string): Extract<PlainNode, { kind: 'path' }> {
    const names = [first];
    for (;;) {
      const t = this.peek();
      if (t.type === 'op' && t.value === '.') {
        const after = this.tokens[this.at + 1];
        if (after.type === 'op' && after.value === '{') return this.each({ kind: 'path', names }) as Extract<PlainNode, { kind: 'path' }>;
        this.next();
        names.push(this.stepName());
        continue;
      }
      if (t.type === 'op' && t.value === '[') {
        this.next();
        const filter = this.expression(0);
        this.expect(']');
        return this.each({ kind: 'path', names, filter }) as Extract<PlainNode, { kind: 'path' }>;
      }
      if (t.type === 'op' && t.value === '(') throw new NotPlain('call of a path');
      return { kind: 'path', names };
    }
  }
}

/** The plain reading of `expression`; throws NotPlain when it is JSONata's to read. */
export function parsePlain(expression: string): PlainNode {
  return new Parser(tokenize(expression)).parse();
}
