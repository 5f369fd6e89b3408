// The repository's own config (flows/, schemas/, campaigns/, tests/fixtures/,
// locales/) passes every check of `npm run check`.
import { describe, expect, it, vi } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { formatFault } from '../../scripts/check/pointer.js';
import { REPO_ROOT } from './configTree.js';

// The whole checker (the journey walked for every applicant, every screen smoke-rendered): about 8 s
// alone, twice that beside the other test files on two cores; a timeout, not a retry.
vi.setConfig({ testTimeout: 120_000 });

describe('the real config', () => {
  it('has no faults', async () => {
    const { faults } = await checkConfig(REPO_ROOT);
    // Printed as npm run check prints them, so a failure reads as a to-do list.
    expect(faults.map(formatFault)).toEqual([]);
  });
});
