// Test harness: a fake ScreenRuntime (real JSONata over a plain context, a tiny
// i18n dictionary, recorded triggers) and the screens' form around it (renderer/react/SchemaForm.tsx),
// controlled as ScreenForm controls it.
import { useMemo, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, render } from '@testing-library/react';
import jsonata from 'jsonata';
import { vi } from 'vitest';
import type { EvalContext } from '../../../renderer/engine/types.js';
import type { FormContext, ScreenRuntime } from '../../../widgets/shared/screenRuntime.js';
import { fields, widgets } from '../../../widgets/index.js';
import { shownValue } from '../../../renderer/engine/localizedValue.js';
import { SchemaForm } from '../../../renderer/react/SchemaForm.js';

const realSetImmediate = globalThis.setImmediate;

/** Lets pending promise work (JSONata evaluations) finish, also under fake timers. */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise<void>((resolve) => realSetImmediate(() => resolve()));
  });
}

/** Advances fake timers inside act, so React renders what the timers changed. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export interface FakeRuntime extends ScreenRuntime {
  data: EvalContext;
  calls: { action: string; event?: unknown; atOnce?: boolean }[];
  /** Uploads marked in flight (upload()), with whether each has ended. */
  uploads: { ended: boolean }[];
  /** Makes trigger() return a promise the test resolves. */
  hold: boolean;
  release(): void;
}

export function fakeRuntime(init: Partial<EvalContext> = {}, dict: Record<string, string> = {}): FakeRuntime {
  let releases: (() => void)[] = [];
  const rt: FakeRuntime = {
    data: { session: {}, form: {}, query: {}, server: {}, consts: {}, ...init },
    calls: [],
    uploads: [],
    hold: false,
    release() {
      releases.forEach((r) => r());
      releases = [];
    },
    trigger(action, event, options) {
      rt.calls.push(options?.atOnce ? { action, event, atOnce: true } : { action, event });
      return rt.hold ? new Promise<void>((r) => releases.push(r)) : Promise.resolve();
    },
    upload(job) {
      const entry = { ended: false };
      rt.uploads.push(entry);
      void job.then(() => { entry.ended = true; }, () => { entry.ended = true; });
      return job;
    },
    context: () => rt.data,
    evaluate: (expression) => Promise.resolve(jsonata(expression).evaluate(rt.data)),
    t: (key, params) => (dict[key] ?? key).replace(/\{(\w+)\}/g, (m: string, name: string) => (params && name in params ? String(params[name]) : m)),
    language: () => 'zh-TW',
    shown: (value) => shownValue(rt, value),
  };
  return rt;
}

export interface FormHarness {
  runtime: FakeRuntime;
  /** Every formData the form reported, oldest first. */
  changes: Record<string, unknown>[];
  latest(): Record<string, unknown>;
  /** Changes the context (session ...) and bumps formContext.revision, as an action would. */
  update(patch: Partial<EvalContext>): Promise<void>;
  setFieldErrors(errors: Record<string, string>): Promise<void>;
  setForm(form: Record<string, unknown>): Promise<void>;
  unmount(): void;
}

export interface FormSpec {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData?: Record<string, unknown>;
  runtime?: FakeRuntime;
}

const NO_TEMPLATES = {};

export async function renderForm(spec: FormSpec): Promise<FormHarness> {
  const runtime = spec.runtime ?? fakeRuntime();
  const changes: Record<string, unknown>[] = [];
  const control: { bump?: () => void; errors?: (e: Record<string, string>) => void; form?: (f: Record<string, unknown>) => void } = {};
  runtime.data.form = spec.formData ?? {};

  function Host() {
    const [form, setForm] = useState<Record<string, unknown>>(spec.formData ?? {});
    const [revision, setRevision] = useState(0);
    const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
    control.bump = () => setRevision((r) => r + 1);
    control.errors = setFieldErrors;
    control.form = setForm;
    // (a new context only when what it holds changed, as ScreenForm's: the registry is kept meanwhile)
    const formContext = useMemo<FormContext>(() => ({ runtime, fieldErrors, revision }), [fieldErrors, revision]);
    return (
      <SchemaForm
        schema={spec.schema}
        uiSchema={spec.uiSchema}
        formData={form}
        validator={validator}
        widgets={widgets}
        fields={fields}
        templates={NO_TEMPLATES}
        formContext={formContext}
        onChange={(e) => {
          const next = (e.formData ?? {}) as Record<string, unknown>;
          runtime.data.form = next;
          changes.push(next);
          setForm(next);
        }}
      >
        <></>
      </SchemaForm>
    );
  }

  const view = render(<Host />);
  await flush();
  return {
    runtime,
    changes,
    latest: () => changes[changes.length - 1] ?? {},
    async update(patch) {
      Object.assign(runtime.data, patch);
      act(() => control.bump?.());
      await flush();
    },
    async setFieldErrors(errors) {
      act(() => control.errors?.(errors));
      await flush();
    },
    async setForm(form) {
      runtime.data.form = form;
      act(() => control.form?.(form));
      await flush();
    },
    unmount: view.unmount,
  };
}
