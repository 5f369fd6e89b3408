// renderer/build/shims/axiosForms.ts and axiosExtras.ts stand in for axios's form and query
// serialisers, its CancelToken and its HttpStatusCode table in the browser build. Given: axios with
// those modules replaced by the stand-ins (as the build does). When: our client sends a common call
// and a file call through it. Then: both go out as they did before (a JSON body; the FormData
// itself, with its progress handler), and nothing reached a stand-in.
import { describe, expect, it, vi } from 'vitest';

// By their real path: node_modules may be a link to another checkout's, and axios is loaded from where it really is.
const { helpers, cancel, standIn, extra } = await vi.hoisted(async () => {
  const { realpathSync } = await import('node:fs');
  return {
    helpers: realpathSync('node_modules/axios/lib/helpers'),
    cancel: realpathSync('node_modules/axios/lib/cancel'),
    standIn: (name: 'toFormData' | 'toURLEncodedForm' | 'formDataToJSON' | 'AxiosURLSearchParams') => async () => ({ default: (await import('../../../renderer/build/shims/axiosForms.js'))[name] }),
    extra: (name: 'CancelToken' | 'HttpStatusCode') => async () => ({ default: (await import('../../../renderer/build/shims/axiosExtras.js'))[name] }),
  };
});
vi.mock(`${helpers}/toFormData.js`, standIn('toFormData'));
vi.mock(`${helpers}/toURLEncodedForm.js`, standIn('toURLEncodedForm'));
vi.mock(`${helpers}/formDataToJSON.js`, standIn('formDataToJSON'));
vi.mock(`${helpers}/AxiosURLSearchParams.js`, standIn('AxiosURLSearchParams'));
vi.mock(`${helpers}/HttpStatusCode.js`, extra('HttpStatusCode'));
vi.mock(`${cancel}/CancelToken.js`, extra('CancelToken'));

import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { HttpBankApi } from '../../../renderer/engine/api.js';

/** An axios instance whose adapter records each request as axios hands it to XMLHttpRequest, and answers { ok: 1 }. */
function recordingAxios() {
  const sent: Array<{ uri: string; data: unknown; contentType: unknown }> = [];
  const http = axios.create({ baseURL: 'https://bank.example' });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({ uri: http.getUri(config), data: config.data, contentType: config.headers.getContentType() });
    return { data: { ok: 1 }, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { http, sent };
}

describe('axios without its form and query serialisers, CancelToken and HttpStatusCode', () => {
  it('still sends our common call as JSON', async () => {
    const { http, sent } = recordingAxios();
    const api = new HttpBankApi({ baseUrl: 'https://bank.example', token: () => 'T1', http });
    expect(await api.call('A1', { IDNO: 'A123456789' })).toEqual({ ok: 1 });
    expect(sent).toEqual([{ uri: 'https://bank.example/api/Common', data: JSON.stringify({ ApiName: 'A1', ApiData: JSON.stringify({ IDNO: 'A123456789', Token: 'T1' }) }), contentType: 'application/json' }]);
  });

  it('still sends our file call as the FormData itself', async () => {
    const { http, sent } = recordingAxios();
    const api = new HttpBankApi({ baseUrl: 'https://bank.example', token: () => 'T1', http });
    expect(await api.callFile('FileUploadPreview', { a: 1 }, new Blob(['x']), 'id.jpg', () => undefined)).toEqual({ ok: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0].uri).toBe('https://bank.example/api/ProxyApi/FileUploadPreview');
    expect(sent[0].data).toBeInstanceOf(FormData);
    expect([...(sent[0].data as FormData).keys()]).toEqual(['ApiName', 'ApiData', 'file']);
  });

  it('would fail loudly, naming the serialiser, if a request asked for one', async () => {
    const { http, sent } = recordingAxios();
    await expect(http.post('/x', { a: 1 }, { headers: { 'Content-Type': 'multipart/form-data' } })).rejects.toThrow('axios\'s toFormData is not in this build');
    await expect(http.post('/x', new FormData(), { headers: { 'Content-Type': 'application/json' } })).rejects.toThrow('axios\'s formDataToJSON is not in this build');
    expect(() => http.getUri({ url: '/x', params: { a: 1 } })).toThrow('axios\'s AxiosURLSearchParams is not in this build');
    expect(sent).toEqual([]);
  });

  it('would fail loudly, naming it, if a caller used CancelToken or HttpStatusCode', () => {
    expect(() => new axios.CancelToken(() => undefined)).toThrow('axios\'s CancelToken is not in this build');
    expect(() => axios.HttpStatusCode.Ok).toThrow('axios\'s HttpStatusCode is not in this build');
    expect(String(axios.HttpStatusCode[Symbol.toStringTag as never])).toBe('undefined');
  });
});
