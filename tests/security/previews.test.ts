// Issue 18 finding 4: a bare token kept 10 unsubmitted 5 MB previews that never expired. Now a
// preview needs an application to upload for (an apply log the token opened, a phone token's, a
// verified inquiry's), a token keeps at most policy.uploadPendingPerToken unsubmitted previews
// (one more is refused, not swapped in), and a preview not submitted within
// policy.uploadPreviewTtlMs is gone. Each at its edge, on a fixed clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_VERIFIED } from '../../simulator/access.js';
import { MSG_TOO_MANY_PREVIEWS } from '../../simulator/calls/FileUploadPreview.js';
import { MSG_NO_UPLOAD } from '../../simulator/calls/FileUploadSubmit.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { images, preview, startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';

const T0 = Date.UTC(2026, 2, 1, 2);
const P = defaultPolicy;
let sim: TestSim;
let applicant: Session;
beforeEach(async () => {
  sim = await startTestSim({ now: () => T0 });
  applicant = await sim.customer('A123456789', '0690101');
});
afterEach(async () => { await sim.close(); });

const send = async (s: Session, i: number) =>
  (await sim.file('FileUploadPreview', { token: s.token, extension: 'jpg', type: 2, ApplyType: 'CC' }, { bytes: images.jpg(1000 + i), name: `f${i}.jpg` })).json();
const submit = async (s: Session, uuids: string[]) =>
  (await sim.file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList: uuids, ApplyType: 'CC' })).json();

describe('who may keep a preview', () => {
  it('a bare A6 token (no apply log, no inquiry) is refused and nothing is stored; the same file from a token with an apply log is kept', async () => {
    const bare = await sim.session();
    expect(await send(bare, 0)).toEqual(withMessageTranslations({ status: 1, url: '', size: 0, uuid: '', msg: MSG_NOT_VERIFIED }));
    expect((await sim.dev('GET', 'state')).uploads).toEqual([]);
    expect((await send(applicant, 0)).status).toBe(0);
  });
});

describe(`at most ${P.uploadPendingPerToken} unsubmitted previews per token`, () => {
  it(`the ${P.uploadPendingPerToken}th is kept, the ${P.uploadPendingPerToken + 1}th refused; submitting frees room`, async () => {
    const uuids: string[] = [];
    for (let i = 1; i <= P.uploadPendingPerToken; i++) {
      const answer = await send(applicant, i);
      expect(answer.status, `preview ${i}`).toBe(0);
      uuids.push(answer.uuid);
    }
    expect(await send(applicant, 99)).toEqual(withMessageTranslations({ status: 1, url: '', size: 0, uuid: '', msg: MSG_TOO_MANY_PREVIEWS }));
    expect((await sim.dev('GET', 'state')).uploads).toHaveLength(P.uploadPendingPerToken);
    // Every one of the ten is still there to submit; once two are submitted, two more fit.
    expect((await submit(applicant, uuids.slice(0, 2))).status).toBe(0);
    expect((await send(applicant, 100)).status).toBe(0);
    expect((await send(applicant, 101)).status).toBe(0);
    expect((await send(applicant, 102)).msg).toBe(MSG_TOO_MANY_PREVIEWS);
  });
});

describe(`a preview lives ${P.uploadPreviewTtlMs / 60_000} minutes unsubmitted`, () => {
  it('is submitted 1 ms before, refused at the end (查無上傳檔案), and no longer counts', async () => {
    const first = await preview(sim, applicant, images.jpg(1500), 'a.jpg');
    const second = await preview(sim, applicant, images.jpg(1600), 'b.jpg');
    await sim.dev('POST', 'clock', { offsetMs: P.uploadPreviewTtlMs - 1 });
    expect((await submit(applicant, [first])).status).toBe(0);
    await sim.dev('POST', 'clock', { offsetMs: P.uploadPreviewTtlMs });
    expect(await submit(applicant, [second])).toEqual(withMessageTranslations({ status: 2, errMsg: MSG_NO_UPLOAD }));
    // Expired ones leave room: ten fresh previews fit beside the expired one.
    for (let i = 0; i < P.uploadPendingPerToken; i++) expect((await send(applicant, i)).status).toBe(0);
  });

  it('an expired preview is deleted at the next sweep (A6)', async () => {
    await preview(sim, applicant, images.jpg(1500), 'a.jpg');
    await sim.dev('POST', 'clock', { offsetMs: P.uploadPreviewTtlMs + P.sweepEveryMs });
    await sim.session();
    expect((await sim.dev('GET', 'state')).uploads).toEqual([]);
  });
});
