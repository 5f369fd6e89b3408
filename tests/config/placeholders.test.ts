// The placeholders of one locale text (scripts/check/placeholders.ts): plain {name}s are read,
// every other brace is a fault with a quote of the text around it.
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../scripts/check/placeholders.js';

describe('placeholders', () => {
  it.each([
    ['請於 {seconds} 秒內輸入', ['seconds'], []],
    ['{n}/{total}, again {n}', ['n', 'total'], []],
    ['{n, number} 筆', ['n'], []],
    ['no braces', [], []],
    ['請於 {s 秒內輸入', [], ['"{" is never closed in "請於 {s 秒內輸入"; write a placeholder as {name}']],
    ['請於 s} 秒內輸入', [], ['"}" closes no placeholder in "請於 s} 秒內輸入"; write a placeholder as {name}']],
    ['請於 {} 秒內輸入', [], ['"{}" names no value in "請於 {} 秒內輸入"; write a placeholder as {name}']],
    ['請於 { seconds } 秒內輸入', [], ['{ seconds } is not a plain name in "請於 { seconds } 秒內輸入"; write {seconds}']],
    ['請於 {sec-onds} 秒', [], ['{sec-onds} is not a plain name in "請於 {sec-onds} 秒"; write a placeholder as {name}']],
    ['{a{b}}', [], ['a placeholder inside another in "{a{b}}"; write a placeholder as {name}']],
    ['{a{b}', ['b'], ['"{" is never closed in "{a{b}"; write a placeholder as {name}']],
    ['a long text before the brace {s and after it', [], ['"{" is never closed in "…e the brace {s and after …"; write a placeholder as {name}']],
  ])('%j: names %j, faults %j', (text, names, faults) => {
    expect(placeholders(text)).toEqual({ names, faults });
  });
});
