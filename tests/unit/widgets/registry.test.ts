import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILTIN_WIDGETS, contracts, fieldContracts, widgetContracts } from '../../../widgets/contracts.js';
import { fields, getField, getWidget, widgets } from '../../../widgets/index.js';

const widgetsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../widgets');

/** Every module a file pulls in, following relative imports. */
function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/from\s+'([^']+)'/g)) {
    if (spec.startsWith('.')) importGraph(resolve(dirname(file), spec.replace(/\.js$/, '.ts')), seen);
    else seen.add(spec);
  }
  return seen;
}

describe('getWidget / getField', () => {
  it('return the registered component', () => {
    expect(getWidget('otp', 'Validate3')).toBe(widgets.otp);
    expect(getField('giftGroups', 'Gift')).toBe(fields.giftGroups);
  });

  it.each([
    [() => getWidget('otpp', 'Validate3'), /Unknown widget "otpp" on screen "Validate3"/],
    [() => getField('gifts', 'Gift'), /Unknown field "gifts" on screen "Gift"/],
    [() => getWidget('toString', 'IndexPage'), /Unknown widget "toString" on screen "IndexPage"/],
    [() => getWidget('display', 'IndexPage'), /Unknown widget "display" on screen "IndexPage" \(known widgets: otp, cardNumber/],
  ])('throws naming the widget and the screen (%#)', (call, message) => {
    expect(call).toThrow(message);
  });
});

describe('contracts', () => {
  it('cover exactly the registered widgets and fields, under their own names', () => {
    expect(Object.keys(widgetContracts).sort()).toEqual(Object.keys(widgets).sort());
    expect(Object.keys(fieldContracts).sort()).toEqual(Object.keys(fields).sort());
    for (const [name, c] of Object.entries(contracts)) expect(c.name).toBe(name);
    for (const c of Object.values(widgetContracts)) expect(c.kind).toBe('widget');
    for (const c of Object.values(fieldContracts)) expect(c.kind).toBe('field');
    expect(BUILTIN_WIDGETS.filter((n) => n in contracts)).toEqual([]);
  });

  it('list their options, required ones among them, and sanitise garbage to the empty value', () => {
    for (const c of Object.values(contracts)) {
      expect(c.options).toEqual(Object.keys(c.optionKinds));
      for (const r of c.requiredOptions) expect(c.options).toContain(r);
      expect(c.sanitize({ junk: true })).toEqual(c.valueType === 'object' ? {} : c.valueType === 'array' ? ['N'] : c.emptyValue);
    }
  });

  it('name the options screen configs rely on', () => {
    expect(contracts.otp.options).toEqual(
      expect.arrayContaining(['seconds', 'completeAction', 'expireAction', 'resendAction', 'startWhen', 'restartKey', 'lockedWhen', 'countdownText']),
    );
    expect(contracts.otp.ownError).toBe(true);
    expect(contracts.checkboxLink.ownLabel).toBe(true);
    expect(contracts.giftGroups.requiredOptions).toEqual(['source']);
  });

  it('load without React: no contract module imports react or a .tsx file', () => {
    const graph = importGraph(resolve(widgetsDir, 'contracts.ts'));
    const offenders = [...graph].filter((m) => m === 'react' || m.startsWith('react-') || m.startsWith('@rjsf') || m.endsWith('.tsx'));
    expect(offenders).toEqual([]);
    expect([...graph].some((m) => m.endsWith('otp/contract.ts'))).toBe(true);
  });
});
