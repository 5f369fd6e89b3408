// The repository's own config (flows/, schemas/, campaigns/, tests/fixtures/,
// locales/) passes every check of `npm run check`.
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { formatFault } from '../../scripts/check/pointer.js';
import { REPO_ROOT } from './configTree.js';

describe('the real config', () => {
  it('has no faults', async () => {
    const { faults } = await checkConfig(REPO_ROOT);
    // Printed as npm run check prints them, so a failure reads as a to-do list.
    expect(faults.map(formatFault)).toEqual([]);
  });
});
