// The runtime's own texts, read statically (scripts/check/codeTexts.ts): a literal key and the
// names of an object literal are read; a key that is not literal is skipped, params that are not
// an object literal make the use open.
import { describe, expect, it } from 'vitest';
import { codeTextUses, codeUsesIn } from '../../scripts/check/codeTexts.js';
import { REPO_ROOT } from './configTree.js';

describe('codeUsesIn (the runtime\'s own t, tr, translate and fail calls)', () => {
  it.each([
    ["t('shell.stepCount', { n: step.n, total })", [{ key: 'shell.stepCount', passes: { names: ['n', 'total'] } }]],
    ["runtime.t('a.b')", [{ key: 'a.b', passes: { names: [] } }]],
    ["tr(runtime, o.text ?? 'a.default', { max })", [{ key: 'a.default', passes: { names: ['max'] } }]],
    ["t(banking ? 'a.one' : 'a.two')", [{ key: 'a.one', passes: { names: [] } }, { key: 'a.two', passes: { names: [] } }]],
    ["i18n.t('a.b', params ?? {})", [{ key: 'a.b', passes: { names: [], open: true } }]],
    ["t('a.b', { ...rest, n })", [{ key: 'a.b', passes: { names: [], open: true } }]],
    ['t(`validation.${keyword}`, params)', []],
    ['t(o.countdownText, { seconds })', []],
    ["env.fail('0000', { api: effect.call })", [{ failCode: '0000', passes: { names: ['api'] } }]],
    ["fail('sizeError', { size })", []],
  ])('%s', (code, expected) => {
    const uses = codeUsesIn('renderer/x.ts', `${code};\n`).map(({ where, ...use }) => (expect(where).toBe('renderer/x.ts:1'), use));
    expect(uses).toEqual(expected);
  });
});

describe('codeTextUses', () => {
  it('finds the engine\'s 0000 with {api} and the step count with {n} and {total} in this repository', () => {
    const uses = codeTextUses(REPO_ROOT);
    expect(uses).toContainEqual({ where: expect.stringMatching(/^renderer\/react\/StepIndicator\.tsx:\d+$/), key: 'shell.stepCount', passes: { names: ['n', 'total'] } });
    expect(uses.filter((u) => u.failCode === '0000').map((u) => u.passes)).toEqual([{ names: ['api'] }, { names: ['api'] }]);
  });
});
