// A108 (001 §7, F1-53): the English name of a Chinese name, Hanyu Pinyin as Taiwan's passports write it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSim, type TestSim } from './helpers.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
afterAll(async () => { await sim.close(); });

describe('A108 romanisation', () => {
  it.each([
    ['王小明', 'WANG', 'XIAO-MING'],
    ['李雅婷', 'LI', 'YA-TING'],
    ['曾國藩', 'ZENG', 'GUO-FAN'], // the surname reading, not céng
    ['單小華', 'SHAN', 'XIAO-HUA'],
    ['呂綠', 'LYU', 'LYU'], // ü as YU
    ['樂小芬', 'YUE', 'XIAO-FEN'],
    ['歐陽娜娜', 'OUYANG', 'NA-NA'], // a two-character family name
    ['張簡志明', 'ZHANGJIAN', 'ZHI-MING'],
  ])('%s -> %s, %s', async (CName, ENameLast, ENameFirst) => {
    expect(await sim.call('A108', { CName })).toEqual({ Success: true, ENameLast, ENameFirst });
  });

  it.each([['王'], ['Tom Wang'], ['王 小明'], ['']])('refuses %j', async (CName) => {
    expect(await sim.call('A108', { CName })).toMatchObject({ Success: false, ErrMsg: expect.any(String) });
  });
});
