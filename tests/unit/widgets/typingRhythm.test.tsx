// @vitest-environment jsdom
// When typed text is due (widgets/shared/typingRhythm.ts): after 300 ms for a quick typist; for a
// steadier, slower one, half as long again as their own gap between keys, up to 600 ms, so the
// commit their typing sets off does not fall between two of their keys (issue 22).
import { act, cleanup, render } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftStore } from '../../../widgets/shared/drafts.js';
import { DRAFT_PAUSE_MAX_MS, DRAFT_PAUSE_MS, TypingRhythm } from '../../../widgets/shared/typingRhythm.js';
import { useDraft } from '../../../widgets/shared/useDraft.js';

describe('TypingRhythm', () => {
  it('given no key yet, or a single key, when asked, then the pause is the shortest', () => {
    const rhythm = new TypingRhythm();
    expect(rhythm.pause()).toBe(DRAFT_PAUSE_MS);
    rhythm.key(1000);
    expect(rhythm.pause()).toBe(DRAFT_PAUSE_MS);
  });

  it('given quick keys (100 ms apart), when asked, then the pause stays the shortest', () => {
    const rhythm = new TypingRhythm();
    for (let k = 0; k < 6; k++) rhythm.key(k * 100);
    expect(rhythm.pause()).toBe(DRAFT_PAUSE_MS);
  });

  it('given keys 200 ms apart (1.5 times is exactly the shortest) and 201 ms apart, when asked, then 300 and 302 ms', () => {
    const at200 = new TypingRhythm();
    for (let k = 0; k < 4; k++) at200.key(k * 200);
    expect(at200.pause()).toBe(300);
    const at201 = new TypingRhythm();
    for (let k = 0; k < 4; k++) at201.key(k * 201);
    expect(at201.pause()).toBe(302);
  });

  it('given keys 310 ms apart, when asked, then the pause is longer than their gap (465 ms)', () => {
    const rhythm = new TypingRhythm();
    for (let k = 0; k < 5; k++) rhythm.key(k * 310);
    expect(rhythm.pause()).toBe(465);
  });

  it('given keys 400 and 401 ms apart, when asked, then the pause is the longest (600), never beyond it', () => {
    for (const gap of [400, 401, 550]) {
      const rhythm = new TypingRhythm();
      for (let k = 0; k < 5; k++) rhythm.key(k * gap);
      expect(rhythm.pause()).toBe(DRAFT_PAUSE_MAX_MS);
    }
  });

  it('given a pause in typing (a gap of the longest pause or more), when the typist goes on quickly, then that gap is not their rhythm', () => {
    const rhythm = new TypingRhythm();
    rhythm.key(0);
    rhythm.key(DRAFT_PAUSE_MAX_MS);
    expect(rhythm.pause()).toBe(DRAFT_PAUSE_MS);
    rhythm.key(DRAFT_PAUSE_MAX_MS + 5000);
    rhythm.key(DRAFT_PAUSE_MAX_MS + 5100);
    expect(rhythm.pause()).toBe(DRAFT_PAUSE_MS);
  });

  it('given a typist who slows down, when asked, then the rhythm follows their last gaps, not their first', () => {
    const rhythm = new TypingRhythm();
    let at = 0;
    for (let k = 0; k < 6; k++) rhythm.key((at += 100));
    for (let k = 0; k < 4; k++) rhythm.key((at += 340));
    expect(rhythm.pause()).toBe(510);
  });
});

describe('a text widget commits after a pause in the typist\'s own rhythm', () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }); });
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  /** A text widget as DraftTextWidget is, reporting to the form itself (no screen takes its drafts). */
  function show() {
    const committed: unknown[] = [];
    let change: (value: unknown) => void = () => undefined;
    const drafts = new DraftStore();
    function Field(props: WidgetProps) {
      const draft = useDraft(props);
      change = draft.change;
      return <input value={String(draft.value ?? '')} readOnly />;
    }
    const props = { name: 'HomeAddr', value: undefined, onChange: (v: unknown) => { committed.push(v); }, registry: { formContext: { drafts } } } as unknown as WidgetProps;
    render(<Field {...props} />);
    const typeKeys = async (text: string, gap: number) => {
      for (let i = 1; i <= text.length; i++) {
        if (i > 1) await act(async () => { await vi.advanceTimersByTimeAsync(gap); });
        act(() => { change(text.slice(0, i)); });
      }
    };
    return { committed, typeKeys };
  }

  it('given a steady typist, keys 310 ms apart, when they type, then nothing is committed between two keys, and the text is committed 465 ms after the last', async () => {
    const { committed, typeKeys } = await show();
    await typeKeys('Zhongxiao', 310);
    // the first gap: no rhythm yet, so the shortest pause fell in it, once
    expect(committed).toEqual(['Z']);
    await act(async () => { await vi.advanceTimersByTimeAsync(464); });
    expect(committed).toEqual(['Z']);
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(committed).toEqual(['Z', 'Zhongxiao']);
  });

  it('given a quick typist, keys 100 ms apart, when they stop, then the text is committed after 300 ms, not before', async () => {
    const { committed, typeKeys } = await show();
    await typeKeys('Zhongxiao', 100);
    await act(async () => { await vi.advanceTimersByTimeAsync(DRAFT_PAUSE_MS - 1); });
    expect(committed).toEqual([]);
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(committed).toEqual(['Zhongxiao']);
  });
});
