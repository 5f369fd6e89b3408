// SessionStore over MemoryStorage: one key per value with the seeds' spelling,
// strings stored raw so DevTools shows them as is (SESS-01).
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';

let storage: MemoryStorage;
let session: SessionStore;

beforeEach(() => {
  storage = new MemoryStorage();
  session = new SessionStore(storage);
});

describe('raw strings', () => {
  it('SESS-01: stores a string as is, so DevTools shows pageState=Page1.1', () => {
    session.set('pageState', 'Page1.1');
    expect(storage.getItem('pageState')).toBe('Page1.1');
    expect(session.get('pageState')).toBe('Page1.1');
  });

  it('SESS-01: keeps the key spelling (ApplyLogID, STPFlowFlag)', () => {
    session.assign({ ApplyLogID: 'L1', STPFlowFlag: 'Y' });
    expect(storage.getItem('ApplyLogID')).toBe('L1');
    expect(storage.getItem('STPFlowFlag')).toBe('Y');
    expect(storage.getItem('applylogid')).toBeNull();
  });

  it('a numeric-looking string stays a string; an empty string is kept', () => {
    session.set('VerifyType', '9');
    session.set('Email', '');
    expect(session.get('VerifyType')).toBe('9');
    expect(storage.getItem('Email')).toBe('');
    expect(session.get('Email')).toBe('');
  });

  it('a value written raw by another page (no prefix) reads as that string', () => {
    storage.setItem('token', '{"not":"json-prefixed"}');
    expect(session.get('token')).toBe('{"not":"json-prefixed"}');
  });
});

describe('json: prefix', () => {
  it.each<[string, unknown, string]>([
    ['number', 3, 'json:3'],
    ['zero', 0, 'json:0'],
    ['boolean', false, 'json:false'],
    ['object', { a: 1, b: ['x'] }, 'json:{"a":1,"b":["x"]}'],
    ['array', [1, 'two'], 'json:[1,"two"]'],
  ])('round-trips a %s through the json: prefix', (_kind, value, raw) => {
    session.set('k', value);
    expect(storage.getItem('k')).toBe(raw);
    expect(session.get('k')).toEqual(value);
  });

  it('a string that starts with json: is encoded so it round-trips as that string', () => {
    session.set('k', 'json:{"a":1}');
    expect(storage.getItem('k')).toBe('json:"json:{\\"a\\":1}"');
    expect(session.get('k')).toBe('json:{"a":1}');
  });
});

describe('removal, clear, snapshot', () => {
  it('get of a missing key is undefined', () => {
    expect(session.get('nothing')).toBeUndefined();
  });

  it('set undefined or null removes the key', () => {
    session.set('a', 'x');
    session.set('b', 'y');
    session.set('a', undefined);
    session.set('b', null);
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('assign with undefined removes that key and sets the others', () => {
    session.assign({ a: 'x', b: 'y' });
    session.assign({ a: undefined, c: 1 });
    expect(session.snapshot()).toEqual({ b: 'y', c: 1 });
  });

  it('GUARD-06: clear empties the store', () => {
    session.assign({ pageState: 'Page2.1', n: 2 });
    session.clear();
    expect(storage.length).toBe(0);
    expect(session.snapshot()).toEqual({});
  });

  it('snapshot decodes every key', () => {
    session.assign({ pageState: 'Page1.2', Count: 2, form: { id: 'A1' }, odd: 'json:x' });
    expect(session.snapshot()).toEqual({ pageState: 'Page1.2', Count: 2, form: { id: 'A1' }, odd: 'json:x' });
  });

  it('snapshot is a copy: changing it does not write to the store', () => {
    session.set('form', { id: 'A1' });
    const snap = session.snapshot();
    (snap.form as Record<string, unknown>).id = 'changed';
    snap.extra = 'x';
    expect(session.get('form')).toEqual({ id: 'A1' });
    expect(session.get('extra')).toBeUndefined();
  });
});

describe('current: the session as the rules read it (issue 22)', () => {
  /** MemoryStorage counting its reads. */
  class CountingStorage extends MemoryStorage {
    reads = 0;
    override getItem(key: string): string | null { this.reads += 1; return super.getItem(key); }
  }

  it('given nothing written, when the rules read it again in the same task, then the storage is read once', () => {
    const counted = new CountingStorage();
    const s = new SessionStore(counted);
    s.assign({ pageState: 'Page2.3', Form1Data: { NameChinese: '王小明' } });
    counted.reads = 0;
    const first = s.current();
    for (let i = 0; i < 40; i++) expect(s.current()).toBe(first);
    expect(counted.reads).toBe(2);
    expect(first).toEqual({ pageState: 'Page2.3', Form1Data: { NameChinese: '王小明' } });
  });

  it('given a write through the store, then the next read has it at once', () => {
    session.set('pageState', 'Page2.3');
    expect(session.current().pageState).toBe('Page2.3');
    session.set('pageState', 'Page2.4');
    expect(session.current().pageState).toBe('Page2.4');
    session.clear();
    expect(session.current()).toEqual({});
  });

  it('given a write by someone else (DevTools, a test), then a read in a later task has it', async () => {
    session.set('Lang', 'zh-TW');
    expect(session.current().Lang).toBe('zh-TW');
    storage.setItem('Lang', 'EN');
    await new Promise((r) => setTimeout(r, 0));
    expect(session.current().Lang).toBe('EN');
  });
});

describe('MemoryStorage', () => {
  it('behaves like Storage: length, key(i), overwrite', () => {
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    storage.setItem('a', '3');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['a', 'b', null]);
    expect(storage.getItem('a')).toBe('3');
  });
});

describe('values that outlive a clear (outlivesClear)', () => {
  it('the storage is empty after clear(), yet the bank\'s translations still read until a new value is set', () => {
    const kept = new SessionStore(storage, { outlivesClear: ['BankTexts'] });
    kept.assign({ IDNO: 'A123456789', BankTexts: { 示範卡: { en: 'Demo Card' } } });
    kept.clear();
    expect(storage.length).toBe(0);
    expect(kept.get('IDNO')).toBeUndefined();
    expect(kept.get('BankTexts')).toEqual({ 示範卡: { en: 'Demo Card' } });
    expect(kept.snapshot()).toEqual({ BankTexts: { 示範卡: { en: 'Demo Card' } } });
    kept.set('BankTexts', { 新卡: { en: 'New Card' } });
    expect(kept.get('BankTexts')).toEqual({ 新卡: { en: 'New Card' } });
    kept.set('BankTexts', undefined);
    expect(kept.get('BankTexts')).toBeUndefined();
  });

  it('without the option nothing outlives a clear', () => {
    session.set('BankTexts', { 示範卡: { en: 'Demo Card' } });
    session.clear();
    expect(session.get('BankTexts')).toBeUndefined();
    expect(session.snapshot()).toEqual({});
  });
});

describe('choices kept in the storage across a clear (keptOnClear)', () => {
  it('the language chosen is stored again after clear(), so a reload keeps it; the personal data is gone', () => {
    const kept = new SessionStore(storage, { keptOnClear: ['Lang'] });
    kept.assign({ IDNO: 'A123456789', Lang: 'EN' });
    kept.clear();
    expect(kept.get('IDNO')).toBeUndefined();
    expect(storage.length).toBe(1);
    expect(new SessionStore(storage).get('Lang')).toBe('EN'); // what a reload reads
  });

  it('a key never set is not written by the clear', () => {
    const kept = new SessionStore(storage, { keptOnClear: ['Lang'] });
    kept.set('IDNO', 'A123456789');
    kept.clear();
    expect(storage.length).toBe(0);
  });
});
