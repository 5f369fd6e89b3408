// The document tabs of the income upload and /ReUpload (002 §2.2, §2.3, §3.1, §5, §9): tabs
// from config (signed form, ID, income; docTabs.ts), each with boxes of one slot type
// (useDocBoxes.ts); Add appends a box, an added box has a delete; each box has a preview (a
// thumbnail for an image, a file icon and the name for a PDF or TIFF) and re-upload. A chosen file
// goes through sendDocument.ts (type, quota, resize, single size, the upload action); one upload
// at a time; after it the tab advances. The value is 002 §3.1's list keyed by slot id (FILE_6_1, ...).
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { fieldError, formContextOf, runAction, tr } from '../shared/formContext.js';
import { isRecord } from '../shared/sanitize.js';
import { useKnownNumber } from '../shared/uploadOptions.js';
import { valueOfBoxes, type Box } from './boxes.js';
import { DocPanel } from './DocPanel.js';
import { DocTabList } from './DocTabList.js';
import { useDocTabs } from './docTabs.js';
import { DOC_ACCEPT, DOC_TEXTS, IMAGE_ACCEPT, kbToMb, usedKb, type DocUploadOptions } from './contract.js';
import { sendDocument } from './sendDocument.js';
import { useDocBoxes } from './useDocBoxes.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function DocUploadField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = getUiOptions(props.uiSchema) as Partial<DocUploadOptions>;
  const id = props.fieldPathId.$id;
  const text = (name: keyof typeof DOC_TEXTS, params?: Record<string, unknown>) => tr(runtime, o[name] ?? DOC_TEXTS[name], params);
  const tabLabel = (t: string) => tr(runtime, isRecord(o.tabs) ? o.tabs[t] : '');
  const tabId = (t: string) => `${id}__tab_${t}`;
  const inputId = (t: string, position: number) => `${id}__${t}_${position}`;
  const tabs = useDocTabs(fc, o, props.name);
  const limits = {
    singleKb: useKnownNumber(fc, o.singleKb), remainKb: useKnownNumber(fc, o.remainKb), maxKb: useKnownNumber(fc, o.maxKb),
    maxSide: useKnownNumber(fc, o.maxSide), quality: useKnownNumber(fc, o.quality),
  };
  const { boxes, boxesNow, patchBox, add, remove, focusAfter } = useDocBoxes(props, tabs, inputId);
  const [active, setActive] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<{ key: number; progress?: number } | undefined>(undefined);
  const [done, setDone] = useState(false);
  const current = active !== undefined && tabs.shown.includes(active) ? active : tabs.shown[0];
  // Unknown while a limit's expression evaluates: the text then names no number.
  const remaining = limits.remainKb === undefined ? undefined : limits.remainKb - usedKb(valueOfBoxes(boxes, tabs.shown, tabs.types));
  const error = fieldError(fc, props.name, props.rawErrors);
  // The field's own message (a file missing), tied to its boxes' inputs as each box's message is.
  const fieldErrorId = `${id}__error`;

  const choose = (t: string, focus: boolean) => {
    setActive(t);
    if (focus) focusAfter.current = tabId(t);
  };
  const boxLabel = (t: string, position: number) => {
    const labels = isRecord(o.boxLabels) ? o.boxLabels : {};
    const fixed = labels[`${t}.${position}`];
    const label = typeof fixed === 'string' ? fixed : labels[t];
    return typeof label === 'string' ? tr(runtime, label, { n: position }) : `${tabLabel(t)} ${position}`;
  };
  const onFile = (tab: string, box: Box, e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = ''; // choosing the same file again is a new choice
    if (!file || busy) return;
    // In flight from this moment: the screen's Next and other actions wait for it.
    void runtime.upload(sendDocument({
      runtime, o, name: props.name, tabs, limits, boxesNow, patchBox, setBusy, setDone,
      // The tabs advance after an upload (002 §2.2): the next tab, its tab button focused.
      uploaded: (done) => { const next = tabs.shown[tabs.shown.indexOf(done) + 1]; if (next) choose(next, true); },
    }, tab, box, file));
  };
  const locked = props.disabled || props.readonly || busy !== undefined;

  return (
    <div id={id} className="wg-doc" aria-busy={busy ? true : undefined}>
      <p id={`${id}__remain`} className="wg-doc__remain">{text('remainText', { mb: remaining === undefined ? '' : kbToMb(remaining) })}</p>
      <DocTabList tabs={tabs.shown} current={current} label={text('tabListLabel')} tabId={tabId} panelId={(t) => `${id}__panel_${t}`} tabLabel={tabLabel} choose={choose} />
      {current ? (
        <DocPanel
          id={id} tab={current} boxes={boxes[current] ?? []} panelId={`${id}__panel_${current}`} tabId={tabId(current)}
          example={o.exampleAction ? { text: text('exampleText', { tab: tabLabel(current) }), open: () => void runAction(runtime, o.exampleAction, { tab: current, slotType: tabs.types[current] }) } : undefined}
          accept={tabs.imageOnly(current) ? IMAGE_ACCEPT : DOC_ACCEPT} locked={locked} initial={tabs.initial(current)} max={tabs.maxOf(current)}
          fieldErrorId={error ? fieldErrorId : undefined} inputId={(n) => inputId(current, n)} boxLabel={(n) => boxLabel(current, n)} text={text}
          message={(e) => ('text' in e ? runtime.shown(e.text) : text(e.key, e.params))}
          onFile={(box, e) => onFile(current, box, e)} onRemove={(box) => { remove(current, box.key); setDone(false); }} onAdd={() => add(current)}
        />
      ) : null}
      <div className="wg-upload__status" role="status">
        {busy ? (
          <>
            {text('uploadingText')}
            <progress className="wg-upload__progress" max={1} value={busy.progress} aria-label={text('uploadingText')} />
          </>
        ) : done ? text('doneText') : null}
      </div>
      {error ? <p id={fieldErrorId} className="wg-error" role="alert">{error}</p> : null}
    </div>
  );
}
