// The document tabs of the income upload and /ReUpload (002 §2.2, §2.3, §3.1, §5, §9): tabs
// from config (signed form, ID, income), each with boxes of one slot type; Add appends a box,
// an added box has a delete; each box has a preview (a thumbnail for an image, a file icon and
// the name for a PDF or TIFF) and re-upload. Before anything is sent: the type (documents jpg
// gif pdf tif tiff png jpeg; an ID tab jpg png jpeg), the quota left (RemainSize less this page's
// uploads), images resized like /UploadID (imageUpload's pipeline), PDF, GIF and TIFF as they
// are, the single size. One upload at a time through a named action; after it the tab advances.
// The value is 002 §3.1's list keyed by slot id (FILE_6_1, FILE_2_1, FILE_3_n).
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { fieldError, formContextOf, runAction, tr } from '../shared/formContext.js';
import { asText, isRecord, truthy } from '../shared/sanitize.js';
import { useEvaluatedMap, valueOf } from '../shared/useEvaluated.js';
import { boxesFrom, newKey, valueOfBoxes, type Box, type Boxes } from './boxes.js';
import { DocBox } from './DocBox.js';
import { baseName, useNumberOption } from '../shared/uploadOptions.js';
import { DEFAULT_QUALITY, imageIO, processImage } from '../imageUpload/imageProcessing.js';
import {
  DEFAULT_MAX_BOXES, DEFAULT_SINGLE_KB, DEFAULT_TOTAL_KB, DOC_ACCEPT, DOC_TEXTS, IMAGE_ACCEPT, acceptedExtension, isResizable, kbToMb,
  perTab, sanitizeEntries, slotId, usedKb, type DocUploadOptions, type FileEntry,
} from './contract.js';

const DEFAULT_MAX_SIDE = 1600;
const MIME: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf', tif: 'image/tiff', tiff: 'image/tiff' };

export function DocUploadField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = getUiOptions(props.uiSchema) as Partial<DocUploadOptions>;
  const id = props.fieldPathId.$id;
  const text = (name: keyof typeof DOC_TEXTS, params?: Record<string, unknown>) => tr(runtime, o[name] ?? DOC_TEXTS[name], params);
  const allTabs = isRecord(o.tabs) ? Object.keys(o.tabs) : [];
  const types: Record<string, number> = {};
  for (const t of allTabs) {
    const n = isRecord(o.slotTypes) ? o.slotTypes[t] : undefined;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw new Error(`docUpload field "${props.name}": slotTypes has no whole number for the tab "${t}"`);
    types[t] = n;
  }
  const visibility = useEvaluatedMap(fc, o.tabVisible);
  const shownMap = valueOf(visibility);
  const ruled = isRecord(o.tabVisible) ? o.tabVisible : {};
  const tabs = allTabs.filter((t) => !Object.hasOwn(ruled, t) || (shownMap !== undefined && truthy(shownMap[t])));
  const initial = (t: string) => perTab(o.initialBoxes, t, 1);
  const maxOf = (t: string) => Math.max(initial(t), perTab(o.maxBoxes, t, DEFAULT_MAX_BOXES));
  const imageOnly = (t: string) => Array.isArray(o.imageOnlyTabs) && o.imageOnlyTabs.includes(t);

  const singleKb = useNumberOption(fc, o.singleKb, DEFAULT_SINGLE_KB);
  const remainKb = useNumberOption(fc, o.remainKb, DEFAULT_TOTAL_KB);
  const maxKb = useNumberOption(fc, o.maxKb, DEFAULT_TOTAL_KB);
  const maxSide = useNumberOption(fc, o.maxSide, DEFAULT_MAX_SIDE);
  const quality = useNumberOption(fc, o.quality, DEFAULT_QUALITY);

  const [boxes, setBoxesState] = useState<Boxes>(() => boxesFrom(sanitizeEntries(props.formData), allTabs, types, initial));
  const boxesRef = useRef(boxes);
  const [active, setActive] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<{ key: number; progress?: number } | undefined>(undefined);
  const [done, setDone] = useState(false);
  const focusAfter = useRef<string | undefined>(undefined);
  const current = active !== undefined && tabs.includes(active) ? active : tabs[0];
  const value = valueOfBoxes(boxes, tabs, types);
  const remaining = remainKb - usedKb(value);
  const maxMb = Math.floor(maxKb / 1024);
  const error = fieldError(fc, props.name, props.rawErrors);
  // The field's own message (a file missing), tied to its boxes' inputs as each box's message is.
  const fieldErrorId = `${id}__error`;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = undefined;
    document.getElementById(target)?.focus();
  });

  const setBoxes = (next: Boxes, report = true) => {
    boxesRef.current = next;
    setBoxesState(next);
    if (report) props.onChange(valueOfBoxes(next, tabs, types), props.fieldPathId.path);
  };
  const patchBox = (tab: string, key: number, patch: Partial<Box> | ((b: Box) => Box), report = true) => {
    const now = boxesRef.current;
    setBoxes({ ...now, [tab]: (now[tab] ?? []).map((b) => (b.key === key ? (typeof patch === 'function' ? patch(b) : { ...b, ...patch }) : b)) }, report);
  };

  const tabId = (t: string) => `${id}__tab_${t}`;
  const panelId = (t: string) => `${id}__panel_${t}`;
  const inputId = (t: string, position: number) => `${id}__${t}_${position}`;
  const boxLabel = (t: string, position: number) => {
    const labels = isRecord(o.boxLabels) ? o.boxLabels : {};
    const fixed = labels[`${t}.${position}`];
    if (typeof fixed === 'string') return tr(runtime, fixed, { n: position });
    const general = labels[t];
    return typeof general === 'string' ? tr(runtime, general, { n: position }) : `${tr(runtime, isRecord(o.tabs) ? o.tabs[t] : '')} ${position}`;
  };

  const onFile = (tab: string, box: Box, e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = ''; // choosing the same file again is a new choice
    if (!file || busy) return;
    // In flight from this moment: the screen's Next and other actions wait for it.
    void runtime.upload(send(tab, box, file));
  };

  const send = async (tab: string, box: Box, file: File): Promise<void> => {
    setDone(false);
    const fail = (key: keyof typeof DOC_TEXTS, params?: Record<string, unknown>) => patchBox(tab, box.key, { error: { key, params } }, false);
    const ext = acceptedExtension(file, imageOnly(tab));
    if (!ext) return fail(imageOnly(tab) ? 'imageTypeError' : 'typeError');
    // What is left for this file: the quota less this page's uploads, less the file it replaces.
    const left = remainKb - usedKb(valueOfBoxes(boxesRef.current, tabs, types)) + (box.entry?.size ?? 0);
    if (left <= 0) return fail('quotaError', { max: maxMb });
    setBusy({ key: box.key });
    try {
      let blob: Blob = file;
      let fileName = file.name || `${baseName('', 'document')}.${ext}`;
      let extension = ext;
      let type = file.type || MIME[ext];
      let preview: string | undefined;
      if (isResizable(ext)) {
        let processed;
        try {
          processed = await processImage(file, { maxSide, quality, maxBytes: singleKb * 1024 }, imageIO.current);
        } catch {
          return fail('readError');
        }
        blob = processed.blob;
        fileName = `${baseName(file.name, 'document')}.jpg`;
        extension = 'jpg';
        type = 'image/jpeg';
        preview = await imageIO.current.dataUrl(blob);
      } else if (ext === 'gif') {
        preview = await imageIO.current.dataUrl(file).catch(() => undefined);
      }
      const sizeKb = Math.ceil(blob.size / 1024);
      if (sizeKb > singleKb) return fail('sizeError', { size: singleKb, mb: Math.round((singleKb / 1024) * 100) / 100 });
      if (sizeKb > left) return fail('quotaFullError', { n: maxMb, max: maxMb });
      const position = (boxesRef.current[tab] ?? []).findIndex((b) => b.key === box.key) + 1;
      await runAction(runtime, o.uploadAction, {
        file: blob,
        fileName,
        extension,
        type,
        sizeKb,
        slotType: types[tab],
        slot: slotId(types[tab], position),
        index: position,
        tab,
        onProgress: (fraction: number) => setBusy({ key: box.key, progress: Math.max(0, Math.min(1, fraction)) }),
      }, { atOnce: true });
      const ok = o.okWhen ? truthy(await runtime.evaluate(o.okWhen).catch(() => false)) : true;
      const result = ok && o.resultExpr ? await runtime.evaluate(o.resultExpr).catch(() => undefined) : undefined;
      const uuid = isRecord(result) ? asText(result.uuid) : '';
      if (!ok || uuid === '') {
        const said = o.messageExpr ? asText(await runtime.evaluate(o.messageExpr).catch(() => '')) : '';
        if (said) return patchBox(tab, box.key, { error: { text: said } }, false);
        return fail('failedText');
      }
      const size = isRecord(result) && typeof result.size === 'number' && Number.isFinite(result.size) ? result.size : sizeKb;
      const url = isRecord(result) ? asText(result.url) : '';
      patchBox(tab, box.key, { entry: { uuid, size, url }, preview, fileName: preview ? undefined : file.name, error: undefined });
      setDone(true);
      // The tabs advance after an upload (002 §2.2): the next tab, its tab button focused.
      const next = tabs[tabs.indexOf(tab) + 1];
      if (next) {
        setActive(next);
        focusAfter.current = tabId(next);
      }
    } finally {
      setBusy(undefined);
    }
  };

  const add = (tab: string) => {
    const list = boxesRef.current[tab] ?? [];
    if (list.length >= maxOf(tab)) return;
    setBoxes({ ...boxesRef.current, [tab]: [...list, { key: newKey() }] }, false);
    focusAfter.current = inputId(tab, list.length + 1);
  };

  const remove = (tab: string, key: number) => {
    const list = boxesRef.current[tab] ?? [];
    const at = list.findIndex((b) => b.key === key);
    setBoxes({ ...boxesRef.current, [tab]: list.filter((b) => b.key !== key) });
    setDone(false);
    focusAfter.current = list.length - 1 < maxOf(tab) ? `${id}__add_${tab}` : inputId(tab, Math.max(1, at));
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : undefined;
    if (to === undefined) return;
    e.preventDefault();
    const t = tabs[(to + tabs.length) % tabs.length];
    setActive(t);
    focusAfter.current = tabId(t);
  };

  const locked = props.disabled || props.readonly || busy !== undefined;
  const list = current ? boxes[current] ?? [] : [];

  return (
    <div id={id} className="wg-doc" aria-busy={busy ? true : undefined}>
      <p id={`${id}__remain`} className="wg-doc__remain">{text('remainText', { mb: kbToMb(remaining) })}</p>
      <div className="wg-doc__tabs" role="tablist" aria-label={text('tabListLabel')}>
        {tabs.map((t, i) => (
          <button
            key={t}
            id={tabId(t)}
            type="button"
            role="tab"
            className="wg-doc__tab"
            aria-selected={t === current}
            aria-controls={panelId(t)}
            tabIndex={t === current ? 0 : -1}
            onClick={() => setActive(t)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {tr(runtime, isRecord(o.tabs) ? o.tabs[t] : '')}
          </button>
        ))}
      </div>
      {current ? (
        <div id={panelId(current)} className="wg-doc__panel" role="tabpanel" aria-labelledby={tabId(current)}>
          {o.exampleAction ? (
            <button type="button" className="wg-link wg-doc__example" onClick={() => void runAction(runtime, o.exampleAction, { tab: current, slotType: types[current] })}>
              {text('exampleText', { tab: tr(runtime, isRecord(o.tabs) ? o.tabs[current] : '') })}
            </button>
          ) : null}
          <ul className="wg-doc__boxes">
            {list.map((box, i) => (
              <DocBox
                key={box.key}
                box={box}
                inputId={inputId(current, i + 1)}
                label={boxLabel(current, i + 1)}
                accept={imageOnly(current) ? IMAGE_ACCEPT : DOC_ACCEPT}
                locked={locked}
                deletable={i + 1 > initial(current)}
                fieldErrorId={error ? fieldErrorId : undefined}
                text={text}
                message={(e) => ('text' in e ? runtime.shown(e.text) : text(e.key, e.params))}
                onFile={(e) => onFile(current, box, e)}
                onRemove={() => remove(current, box.key)}
              />
            ))}
          </ul>
          {list.length < maxOf(current) ? (
            <button id={`${id}__add_${current}`} type="button" className="wg-button wg-button--secondary wg-doc__add" disabled={locked} onClick={() => add(current)}>
              {text('addText')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="wg-upload__status" role="status">
        {busy ? (
          <>
            {text('uploadingText')}
            <progress className="wg-upload__progress" max={1} value={busy.progress} aria-label={text('uploadingText')} />
          </>
        ) : done ? text('doneText') : null}
      </div>
      {error ? (
        <p id={fieldErrorId} className="wg-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
