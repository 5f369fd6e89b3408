// @vitest-environment jsdom
// The document tabs of /ReUpload (002 §2.2, §2.3, §3.1, §5, §9; INC-01..INC-18, INC-22, INC-26, INC-27).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { acceptedExtension, contract, kbToMb, sanitizeEntries } from '../../../widgets/docUpload/contract.js';
import { browserImageIO, imageIO, type ImageIO, type Rgba } from '../../../widgets/imageUpload/imageProcessing.js';
import { fakeRuntime, flush, renderForm } from './harness.js';
import constants from '../../../flows/constants.json';

/** The longest side of a resized image, as flows/constants.json gives it to the screens (consts.uploadMaxSide). */
const UPLOAD_MAX_SIDE = constants.constants.uploadMaxSide.value;

const dict: Record<string, string> = {
  'tab.form': '簽名申請書',
  'tab.id': '身分證',
  'tab.income': '財力證明',
  'box.form': '申請書 第{n}份',
  'box.idFront': '身分證正面',
  'box.idBack': '身分證反面',
  'box.income': '財力證明 第{n}份',
  'widgets.docUpload.tabList': '上傳文件類別',
  'widgets.docUpload.remain': '剩餘可上傳空間：{mb} MB',
  'widgets.docUpload.choose': '選擇檔案',
  'widgets.docUpload.reupload': '重新上傳',
  'widgets.docUpload.add': '新增上傳欄位',
  'widgets.docUpload.delete': '刪除',
  'widgets.docUpload.example': '查看範例',
  'widgets.docUpload.typeError': '不接受此格式，請重新選擇。',
  'widgets.docUpload.quotaError': '所有上傳空間不能超過{max}MB。',
  'widgets.docUpload.quotaFull': '可上傳容量已達上限{n}MB',
  'widgets.docUpload.done': '上傳完成',
  'widgets.docUpload.fileLabel': '已上傳的檔案',
  'widgets.imageUpload.typeError': '身分證上傳只接受JPG/PNG格式，請重新操作。',
  'widgets.imageUpload.sizeError': '檔案太大，不可超過{size}KB，請重新選擇。',
  'widgets.imageUpload.failed': '上傳失敗',
  'widgets.imageUpload.uploading': '上傳中',
  'widgets.imageUpload.previewAlt': '{label}預覽',
};

const A25 = "server.A25.Success = true and $type(server.A25.%s) = 'number' ? server.A25.%s : %d";
const options = {
  tabs: { form: 'tab.form', id: 'tab.id', income: 'tab.income' },
  slotTypes: { form: 6, id: 2, income: 3 },
  tabVisible: { id: "session.hasID = 'Y'" },
  initialBoxes: { form: 1, id: 2, income: 1 },
  maxBoxes: { form: 2, id: 2, income: 3 },
  imageOnlyTabs: ['id'],
  boxLabels: { form: 'box.form', 'id.1': 'box.idFront', 'id.2': 'box.idBack', income: 'box.income' },
  uploadAction: 'upload',
  okWhen: 'server.DocUpload.status = 0',
  resultExpr: 'server.DocUpload',
  messageExpr: 'server.DocUpload.msg',
  exampleAction: 'example',
  singleKb: A25.replace(/%s/g, 'SingleSize').replace('%d', '5000'),
  remainKb: A25.replace(/%s/g, 'RemainSize').replace('%d', '25000'),
  maxKb: A25.replace(/%s/g, 'MaxSize').replace('%d', '25000'),
  maxSide: UPLOAD_MAX_SIDE,
};
const schema = { type: 'object' as const, properties: { Files: { type: ['object', 'null'] as ['object', 'null'] } } };

/** The server answers every upload with a new uuid and the size it was sent, or the refusal given. */
async function setup(init: { hasID?: string; A25?: Record<string, unknown>; refuse?: string; formData?: Record<string, unknown> } = {}) {
  const runtime = fakeRuntime({ session: { hasID: init.hasID ?? 'N' }, server: init.A25 ? { A25: init.A25 } : {} }, dict);
  const trigger = runtime.trigger.bind(runtime);
  let n = 0;
  runtime.trigger = (action, event, opts) => {
    if (action === 'upload') {
      const e = event as { sizeKb: number };
      n += 1;
      runtime.data.server = {
        ...runtime.data.server,
        DocUpload: init.refuse ? { status: 1, url: '', size: 0, uuid: '', msg: init.refuse } : { status: 0, uuid: `U-${n}`, size: e.sizeKb, url: `/api/FileView?uuid=U-${n}`, msg: '' },
      };
    }
    return trigger(action, event, opts);
  };
  const h = await renderForm({ schema, uiSchema: { Files: { 'ui:field': 'docUpload', 'ui:label': false, 'ui:options': options } }, runtime, formData: init.formData });
  await flush();
  return h;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const input = (id: string) => document.getElementById(`root_Files__${id}`) as HTMLInputElement;
const file = (name: string, kb: number, type: string) => new File([new Uint8Array(kb * 1024)], name, { type });
/**
 * Chooses a file in a box and waits for the outcome the applicant sees: the box must be there and
 * usable first (a tab switch renders after its rules are evaluated), and after the choice the page
 * must have changed and be idle again (a preview, a message, or a status), not merely "not busy yet".
 */
async function choose(id: string, f: File) {
  await waitFor(() => expect(input(id)?.disabled).toBe(false));
  const before = document.body.innerHTML;
  fireEvent.change(input(id), { target: { files: [f] } });
  // The image pipeline is CPU-bound: on a loaded machine it takes longer than waitFor's 1 s default.
  await waitFor(() => {
    expect(document.querySelector('[aria-busy=true]')).toBeNull();
    expect(document.body.innerHTML).not.toBe(before);
  }, { timeout: 8000 });
  await flush();
}
const uploads = (h: Awaited<ReturnType<typeof setup>>) => h.runtime.calls.filter((c) => c.action === 'upload').map((c) => c.event as Record<string, unknown>);

/** jsdom has no canvas: decoding gives a fixed 2000x1500 image, encoding a JPEG blob of `kb`. */
function fakeIO(kb = 300): { io: ImageIO; encoded: Rgba[] } {
  const encoded: Rgba[] = [];
  return {
    encoded,
    io: {
      decode: () => Promise.resolve({ data: new Uint8Array(2000 * 1500 * 4), width: 2000, height: 1500 }),
      encodeJpeg: (image) => {
        encoded.push(image);
        return Promise.resolve(new Blob([new Uint8Array(kb * 1024)], { type: 'image/jpeg' }));
      },
      dataUrl: (b) => Promise.resolve(b.type === 'image/gif' ? 'data:image/gif;base64,R0lG' : 'data:image/jpeg;base64,QUJD'),
    },
  };
}

beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
beforeEach(() => {
  imageIO.current = fakeIO().io;
});
afterEach(() => {
  cleanup();
  imageIO.current = browserImageIO;
});

describe('docUpload contract', () => {
  it('accepts the documents of 002 §5 by extension, the ID tab JPG/PNG only; no extension: by MIME type', () => {
    for (const ext of ['jpg', 'JPEG', 'png', 'gif', 'pdf', 'tif', 'tiff']) expect(acceptedExtension({ name: `a.${ext}`, type: '' }, false)).toBe(ext.toLowerCase());
    expect(acceptedExtension({ name: 'a.docx', type: 'application/pdf' }, false)).toBeUndefined();
    expect(acceptedExtension({ name: 'a.bmp', type: 'image/bmp' }, false)).toBeUndefined();
    expect(acceptedExtension({ name: 'a.pdf', type: 'application/pdf' }, true)).toBeUndefined();
    expect(acceptedExtension({ name: 'a.gif', type: 'image/gif' }, true)).toBeUndefined();
    expect(acceptedExtension({ name: 'photo', type: 'image/png' }, true)).toBe('png');
    expect(acceptedExtension({ name: 'scan', type: 'application/pdf' }, false)).toBe('pdf');
    expect(acceptedExtension({ name: 'scan', type: '' }, false)).toBeUndefined();
  });

  it('shows KB as MB divided by 1024, rounded down to 2 decimals (INC-10)', () => {
    expect(kbToMb(10240)).toBe(10);
    expect(kbToMb(25000)).toBe(24.41);
    expect(kbToMb(1023)).toBe(0.99);
    expect(kbToMb(0)).toBe(0);
    expect(kbToMb(-5)).toBe(0);
  });

  it('keeps only FILE_<type>_<index> entries with a uuid, type and index from the slot id', () => {
    expect(sanitizeEntries({ FILE_3_2: { uuid: 'u', size: 12, url: '/x', type: 9, index: 7 }, FILE_X: { uuid: 'v' }, FILE_6_1: { size: 1 }, FILE_3_0: { uuid: 'w' } }))
      .toEqual({ FILE_3_2: { uuid: 'u', size: 12, url: '/x', type: 3, index: 2 } });
    expect(contract.sanitize(null)).toEqual({});
  });
});

describe('docUpload field', () => {
  it('shows the signed-form and income tabs for hasID N, the ID tab too for hasID Y (INC-01, INC-26, INC-27)', async () => {
    await setup({ hasID: 'N' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['簽名申請書', '財力證明']);
    cleanup();
    await setup({ hasID: 'Y' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['簽名申請書', '身分證', '財力證明']);
    expect(screen.getByRole('tablist', { name: '上傳文件類別' })).toBeTruthy();
    expect(tab('簽名申請書').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '簽名申請書' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End (roving tab index)', async () => {
    await setup({ hasID: 'Y' });
    tab('簽名申請書').focus();
    fireEvent.keyDown(tab('簽名申請書'), { key: 'ArrowRight' });
    await flush();
    expect(document.activeElement).toBe(tab('身分證'));
    expect(tab('身分證').getAttribute('aria-selected')).toBe('true');
    expect(tab('簽名申請書').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('身分證'), { key: 'End' });
    await flush();
    expect(document.activeElement).toBe(tab('財力證明'));
    fireEvent.keyDown(tab('財力證明'), { key: 'ArrowRight' });
    await flush();
    expect(document.activeElement).toBe(tab('簽名申請書'));
    fireEvent.keyDown(tab('簽名申請書'), { key: 'ArrowLeft' });
    await flush();
    expect(document.activeElement).toBe(tab('財力證明'));
    fireEvent.keyDown(tab('財力證明'), { key: 'Home' });
    await flush();
    expect(document.activeElement).toBe(tab('簽名申請書'));
  });

  it('refuses a .docx with 不接受此格式，請重新選擇。 before anything is sent (INC-16)', async () => {
    const h = await setup();
    await choose('form_1', file('form.docx', 10, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('不接受此格式，請重新選擇。');
    expect(input('form_1').getAttribute('aria-describedby')).toBe(alert.id);
    expect(uploads(h)).toEqual([]);
    expect(h.changes).toEqual([]);
  });

  it('draws its own message in the language shown now (a switch after the message follows)', async () => {
    const h = await setup();
    await choose('form_1', file('form.docx', 10, 'application/msword'));
    expect(screen.getByRole('alert').textContent).toBe('不接受此格式，請重新選擇。');
    const zh = dict['widgets.docUpload.typeError'];
    dict['widgets.docUpload.typeError'] = 'This file type is not accepted.';
    try {
      await h.update({});
      expect(screen.getByRole('alert').textContent).toBe('This file type is not accepted.');
    } finally {
      dict['widgets.docUpload.typeError'] = zh;
    }
  });

  it('keeps the ID rule on the ID tab: a PDF there gets the ID message (002 §5)', async () => {
    const h = await setup({ hasID: 'Y' });
    fireEvent.click(tab('身分證'));
    await flush();
    expect(screen.queryByRole('button', { name: '新增上傳欄位' })).toBeNull();
    expect(screen.queryByRole('button', { name: /刪除/ })).toBeNull();
    await choose('id_1', file('id.pdf', 10, 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('身分證上傳只接受JPG/PNG格式，請重新操作。');
    expect(uploads(h)).toEqual([]);
    expect(input('id_1').accept).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });

  it('sends a PDF as it is, keeps FILE_6_1 {uuid, size, url, type 6, index 1}, shows its icon and name, then advances to the next tab (INC-02, INC-06, INC-07)', async () => {
    const h = await setup();
    const pdf = file('signed.pdf', 120, 'application/pdf');
    await choose('form_1', pdf);
    const [event] = uploads(h);
    expect(event.file).toBe(pdf);
    expect(event).toMatchObject({ fileName: 'signed.pdf', extension: 'pdf', type: 'application/pdf', sizeKb: 120, slotType: 6, slot: 'FILE_6_1', index: 1, tab: 'form' });
    expect(h.latest().Files).toEqual({ FILE_6_1: { uuid: 'U-1', size: 120, url: '/api/FileView?uuid=U-1', type: 6, index: 1 } });
    expect(tab('財力證明').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('財力證明'));
    expect(screen.getByRole('status').textContent).toBe('上傳完成');
    fireEvent.click(tab('簽名申請書'));
    await flush();
    expect(screen.getByText('signed.pdf')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.getElementById('root_Files__form_1__button')!.textContent).toBe('重新上傳');
  });

  it('resizes a JPEG or PNG as /UploadID does and shows its thumbnail; a GIF and a TIFF go as they are (INC-06)', async () => {
    const { io, encoded } = fakeIO(300);
    imageIO.current = io;
    const h = await setup();
    fireEvent.click(tab('財力證明'));
    await flush();
    await choose('income_1', file('payslip.png', 900, 'image/png'));
    expect(encoded.map((e) => [e.width, e.height])).toEqual([[1600, 1200]]);
    expect(uploads(h)[0]).toMatchObject({ fileName: 'payslip.jpg', extension: 'jpg', type: 'image/jpeg', sizeKb: 300, slotType: 3, slot: 'FILE_3_1' });
    expect(screen.getByRole('img', { name: '財力證明 第1份預覽' }).getAttribute('src')).toBe('data:image/jpeg;base64,QUJD');
    fireEvent.click(screen.getByRole('button', { name: '新增上傳欄位' }));
    await flush();
    const gif = file('bank.gif', 40, 'image/gif');
    await choose('income_2', gif);
    expect(uploads(h)[1]).toMatchObject({ file: gif, extension: 'gif', type: 'image/gif', sizeKb: 40, slot: 'FILE_3_2' });
    expect(screen.getByRole('img', { name: '財力證明 第2份預覽' }).getAttribute('src')).toBe('data:image/gif;base64,R0lG');
    fireEvent.click(screen.getByRole('button', { name: '新增上傳欄位' }));
    await flush();
    const tif = file('scan.TIF', 50, '');
    await choose('income_3', tif);
    expect(uploads(h)[2]).toMatchObject({ file: tif, extension: 'tif', type: 'image/tiff', slot: 'FILE_3_3', index: 3 });
    expect(screen.getByText('scan.TIF')).toBeTruthy();
    expect(encoded).toHaveLength(1);
    // The thumbnails live in the widget's memory; the value the screen keeps in the session holds references only (issue 17 §2).
    expect(JSON.stringify(h.latest())).not.toMatch(/data:|base64|QUJD|R0lG/);
    expect(h.runtime.uploads.every((u) => u.ended)).toBe(true);
    expect(h.runtime.uploads).toHaveLength(3);
    expect(h.runtime.calls.every((c) => c.atOnce)).toBe(true);
  });

  it('checks the single size against SingleSize at its edge, 5000 KB until A25 answers (INC-09)', async () => {
    const h = await setup();
    await choose('form_1', file('big.pdf', 5001, 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('檔案太大，不可超過5000KB，請重新選擇。');
    expect(uploads(h)).toEqual([]);
    await choose('form_1', file('edge.pdf', 5000, 'application/pdf'));
    expect(uploads(h)).toHaveLength(1);
    cleanup();
    const h2 = await setup({ A25: { Success: true, RemainSize: 25000, MaxSize: 25000, SingleSize: 100 } });
    await choose('form_1', file('b.pdf', 101, 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('檔案太大，不可超過100KB，請重新選擇。');
    await choose('form_1', file('c.pdf', 100, 'application/pdf'));
    expect(uploads(h2)).toHaveLength(1);
  });

  it('with RemainSize 0 refuses any file with 所有上傳空間不能超過{max}MB。, MaxSize in MB (INC-17)', async () => {
    const h = await setup({ A25: { Success: true, RemainSize: 0, MaxSize: 25000, SingleSize: 5000 } });
    expect(screen.getByText('剩餘可上傳空間：0 MB')).toBeTruthy();
    await choose('form_1', file('a.pdf', 1, 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('所有上傳空間不能超過24MB。');
    expect(uploads(h)).toEqual([]);
  });

  it('refuses a file larger than what remains with 可上傳容量已達上限{N}MB, takes one of exactly that size, and counts this page\'s uploads (INC-10, INC-18)', async () => {
    const h = await setup({ A25: { Success: true, RemainSize: 10240, MaxSize: 25000, SingleSize: 5000 } });
    expect(screen.getByText('剩餘可上傳空間：10 MB')).toBeTruthy();
    await choose('form_1', file('a.pdf', 4096, 'application/pdf'));
    await choose('income_1', file('b.pdf', 4096, 'application/pdf'));
    expect(screen.getByText('剩餘可上傳空間：2 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增上傳欄位' }));
    await flush();
    await choose('income_2', file('c.pdf', 2049, 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('可上傳容量已達上限24MB');
    expect(uploads(h)).toHaveLength(2);
    await choose('income_2', file('d.pdf', 2048, 'application/pdf'));
    expect(uploads(h)).toHaveLength(3);
    expect(screen.getByText('剩餘可上傳空間：0 MB')).toBeTruthy();
    // A re-upload replaces its file: what that file held is free for the new one.
    await choose('income_2', file('e.pdf', 2048, 'application/pdf'));
    expect(uploads(h)).toHaveLength(4);
    expect(Object.keys(h.latest().Files as object)).toEqual(['FILE_6_1', 'FILE_3_1', 'FILE_3_2']);
    expect((h.latest().Files as Record<string, { uuid: string }>).FILE_3_2.uuid).toBe('U-4');
  });

  it('uses the defaults when A25 failed (25000 KB total: 24.41 MB shown)', async () => {
    await setup({ A25: { Success: false, ErrMsg: '查無申請資料' } });
    expect(screen.getByText('剩餘可上傳空間：24.41 MB')).toBeTruthy();
  });

  it('adds boxes up to the tab\'s most, each added one with a delete; deleting renumbers the slots (INC-03, INC-04, INC-05)', async () => {
    const h = await setup();
    fireEvent.click(tab('財力證明'));
    await flush();
    expect(screen.queryByRole('button', { name: /^刪除/ })).toBeNull();
    const add = () => screen.getByRole('button', { name: '新增上傳欄位' });
    fireEvent.click(add());
    await flush();
    expect(document.activeElement).toBe(input('income_2'));
    expect(screen.getByRole('button', { name: '刪除 財力證明 第2份' })).toBeTruthy();
    fireEvent.click(add());
    await flush();
    expect(screen.queryByRole('button', { name: '新增上傳欄位' })).toBeNull();
    await choose('income_2', file('two.pdf', 10, 'application/pdf'));
    await choose('income_3', file('three.pdf', 10, 'application/pdf'));
    expect(Object.keys(h.latest().Files as object).sort()).toEqual(['FILE_3_2', 'FILE_3_3']);
    fireEvent.click(screen.getByRole('button', { name: '刪除 財力證明 第2份' }));
    await flush();
    expect(h.latest().Files).toEqual({ FILE_3_2: { uuid: 'U-2', size: 10, url: '/api/FileView?uuid=U-2', type: 3, index: 2 } });
    expect(document.activeElement).toBe(add());
    expect(screen.getByText('three.pdf')).toBeTruthy();
  });

  it('keeps the ID photos as FILE_2_1 (front) and FILE_2_2 (back)', async () => {
    const h = await setup({ hasID: 'Y' });
    fireEvent.click(tab('身分證'));
    await flush();
    expect(screen.getByText('身分證正面')).toBeTruthy();
    await choose('id_2', file('back.jpg', 200, 'image/jpeg'));
    expect(uploads(h)[0]).toMatchObject({ slotType: 2, slot: 'FILE_2_2', index: 2, extension: 'jpg' });
    expect(Object.keys(h.latest().Files as object)).toEqual(['FILE_2_2']);
  });

  it('shows the server\'s msg when the upload is refused, and keeps nothing', async () => {
    const h = await setup({ refuse: '不接受此格式，請重新選擇。(server)' });
    await choose('form_1', file('a.pdf', 10, 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('不接受此格式，請重新選擇。(server)');
    expect(h.latest().Files ?? {}).toEqual({});
    expect(tab('簽名申請書').getAttribute('aria-selected')).toBe('true');
  });

  it('shows the server\'s msg in the applicant\'s language when the bank gave one (BankTexts, issue 9 §3)', async () => {
    const h = await setup({ refuse: '上傳失敗，請重新上傳。' });
    h.runtime.data.session = { ...h.runtime.data.session, BankTexts: { '上傳失敗，請重新上傳。': { en: 'The upload failed. Please upload again.' } } };
    h.runtime.language = () => 'en';
    await choose('form_1', file('a.pdf', 10, 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('The upload failed. Please upload again.');
  });

  it('shows progress while one upload runs, with every other choice disabled', async () => {
    const h = await setup();
    h.runtime.hold = true;
    fireEvent.change(input('form_1'), { target: { files: [file('a.pdf', 10, 'application/pdf')] } });
    await flush();
    expect(screen.getByRole('status').textContent).toContain('上傳中');
    expect(input('form_1').disabled).toBe(true);
    expect((screen.getByRole('button', { name: '新增上傳欄位' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => h.runtime.release());
    await flush();
    expect(screen.getByRole('status').textContent).toBe('上傳完成');
  });

  it('runs the example action with the tab (INC-12)', async () => {
    const h = await setup();
    fireEvent.click(screen.getByRole('button', { name: '查看範例' }));
    await flush();
    expect(h.runtime.calls).toEqual([{ action: 'example', event: { tab: 'form', slotType: 6 } }]);
  });

  it('restores a kept upload list into its boxes', async () => {
    await setup({ formData: { Files: { FILE_3_2: { uuid: 'K', size: 5, url: '/u', type: 3, index: 2 } } } });
    fireEvent.click(tab('財力證明'));
    await flush();
    expect(input('income_2')).toBeTruthy();
    expect(document.getElementById('root_Files__income_2__button')!.textContent).toBe('重新上傳');
    expect(document.getElementById('root_Files__income_1__button')!.textContent).toBe('選擇檔案');
  });
});
