// @vitest-environment jsdom
// useEvaluated under revisions whose evaluations end out of order: a lookup list's expression
// (`server.A22[...]`) evaluated before the bank's answer came gives nothing and may end after the
// evaluation that read the answer (on a slow phone the short one waits behind other work). The
// list must stay shown: a select left empty and busy for ever was seen on /Form1 (keepsPlace.spec).
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { LiveContext } from '../../../widgets/shared/liveContext.js';
import { useEvaluated } from '../../../widgets/shared/useEvaluated.js';
import type { FormContext, ScreenRuntime } from '../../../widgets/shared/screenRuntime.js';

interface Pending { server: Record<string, unknown>; resolve: (value: unknown) => void }

function screen() {
  let server: Record<string, unknown> = {};
  const evaluations: Pending[] = [];
  const runtime = {
    context: () => ({ session: {}, form: {}, query: {}, server, consts: {} }),
    evaluate: () => new Promise((resolve) => { evaluations.push({ server, resolve }); }),
  } as unknown as ScreenRuntime;
  const live = new LiveContext({}, 0);
  const fc: FormContext = { runtime, fieldErrors: {}, revision: 0, onRevision: live.onRevision };
  return { fc, live, evaluations, answer: (a22: unknown) => { server = { ...server, A22: a22 }; } };
}

const LIST = [{ CodeID: '63000', CodeDescription: '臺北市' }];

describe('useEvaluated over the bank\'s answers', () => {
  it('given the evaluation before the answer ends after the one with it, the list stays shown and the next revision changes nothing', async () => {
    const s = screen();
    const { result } = renderHook(() => useEvaluated(s.fc, "server.A22[CodeType = 'City']"));
    await waitFor(() => expect(s.evaluations).toHaveLength(1));
    const before = s.evaluations[0];
    s.answer(LIST);
    act(() => s.live.setRevision(1));
    await waitFor(() => expect(s.evaluations).toHaveLength(2));
    const after = s.evaluations[1];
    await act(async () => { after.resolve(LIST); });
    await act(async () => { before.resolve(undefined); });
    expect(result.current).toEqual({ status: 'ok', value: LIST });
    act(() => s.live.setRevision(2));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(s.evaluations).toHaveLength(2);
    expect(result.current).toEqual({ status: 'ok', value: LIST });
  });

  it('given an evaluation of the answer that was dropped, the next revision evaluates it again', async () => {
    const s = screen();
    const { result } = renderHook(() => useEvaluated(s.fc, "server.A22[CodeType = 'City']"));
    await waitFor(() => expect(s.evaluations).toHaveLength(1));
    s.answer(LIST);
    act(() => s.live.setRevision(1));
    await waitFor(() => expect(s.evaluations).toHaveLength(2));
    // A newer evaluation started (another revision) while the answer's one was in flight: the older is dropped.
    act(() => s.live.setRevision(2));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    await act(async () => { s.evaluations[0].resolve(undefined); s.evaluations[1].resolve(LIST); });
    await act(async () => { for (const e of s.evaluations.slice(2)) e.resolve(LIST); });
    await waitFor(() => expect(result.current).toEqual({ status: 'ok', value: LIST }));
  });
});

describe('useEvaluated with the rules\' plain path (runtime.evaluateNow)', () => {
  function plainScreen(answer: { value: unknown } | undefined) {
    const asked: string[] = [];
    const evaluations: Pending[] = [];
    const runtime = {
      context: () => ({ session: {}, form: { Name: 'A' }, query: {}, server: {}, consts: {} }),
      evaluate: () => new Promise((resolve) => { evaluations.push({ server: {}, resolve }); }),
      evaluateNow: (expr: string) => { asked.push(expr); return answer; },
    } as unknown as ScreenRuntime;
    const live = new LiveContext({}, 0);
    const fc: FormContext = { runtime, fieldErrors: {}, revision: 0, onRevision: live.onRevision };
    return { fc, live, asked, evaluations };
  }

  it('given an expression it answers, the first render draws the value and the mount evaluates nothing', async () => {
    const s = plainScreen({ value: 'A' });
    const first: unknown[] = [];
    const { result } = renderHook(() => { const e = useEvaluated(s.fc, 'form.Name'); first.push(e); return e; });
    expect(first[0]).toEqual({ status: 'ok', value: 'A' });
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(s.evaluations).toHaveLength(0);
    expect(result.current).toEqual({ status: 'ok', value: 'A' });
    // A new revision evaluates as ever.
    act(() => s.live.setRevision(1));
    await waitFor(() => expect(s.evaluations).toHaveLength(1));
  });

  it('given one it does not answer, it is pending until evaluate gives it', async () => {
    const s = plainScreen(undefined);
    const { result } = renderHook(() => useEvaluated(s.fc, '$now()'));
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => expect(s.evaluations).toHaveLength(1));
    await act(async () => { s.evaluations[0].resolve('t'); });
    expect(result.current).toEqual({ status: 'ok', value: 't' });
  });
});
