// The functions registered into every JSONata expression are defined once (issue 22): each
// compiled expression binds the same definitions, so a page's first render, which compiles dozens
// of expressions, does not parse every function's signature again for each. A wrong argument type
// is still a coded error (T0410).
import { describe, expect, it } from 'vitest';
import { compile, evaluate } from '../../../rules/evaluator.js';
import { customFunctions } from '../../../rules/functions/index.js';

/** After the definitions are made (an evaluation, so asynchronous, at import). */
const defined = () => new Promise((r) => setTimeout(r, 0));

describe('the functions are defined once for every expression', () => {
  it.each([...customFunctions.map((f) => f.name), 'named', 'payload'])('$%s is the same definition in two expressions', async (name) => {
    await defined();
    const one = await compile(`$${name}`).evaluate({});
    const two = await compile(`($${name})`).evaluate({});
    expect(one).toBeDefined();
    expect(two).toBe(one);
  });

  it('given a wrong argument type in an expression compiled later, then it is still T0410', async () => {
    await defined();
    await expect(evaluate('$twid(42)', {}, 'test')).rejects.toThrow(/T0410/);
    expect(await evaluate("$twid('A123456789')", {})).toBe(true);
  });
});
