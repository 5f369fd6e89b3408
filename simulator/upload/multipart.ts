// The file calls' body: multipart/form-data with ApiName, ApiData and at most one file, parsed by
// busboy with hard limits (one file, three fields, small field values, the file cut at the size
// the caller allows). Nothing else is taken: an unknown field or a second file is a 400.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { HttpError } from '../http.js';

export interface MultipartBody {
  fields: Record<string, string>;
  file?: { fieldName: string; fileName: string; data: Buffer; truncated: boolean };
}

const FIELDS = new Set(['ApiName', 'ApiData']);
const FILE_FIELDS = new Set(['file']);

/** Parses the request; the file keeps at most `maxFileBytes` + 1 bytes (truncated tells it was longer). */
export function parseMultipart(req: IncomingMessage, maxFileBytes: number): Promise<MultipartBody> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return Promise.reject(new HttpError(415, 'send file calls as multipart/form-data'));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 2, parts: 4, fieldSize: 64 * 1024, fieldNameSize: 100, fileSize: maxFileBytes + 1, headerPairs: 20 },
      });
    } catch {
      reject(new HttpError(400, 'malformed multipart body'));
      req.resume();
      return;
    }
    const body: MultipartBody = { fields: {} };
    let failure: HttpError | undefined;
    const fail = (status: number, message: string) => { failure ??= new HttpError(status, message); };
    parser.on('field', (name, value, info) => {
      if (!FIELDS.has(name)) return fail(400, `unexpected field ${name.slice(0, 40)}`);
      if (info.valueTruncated) return fail(413, `field ${name} is too long`);
      body.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => { truncated = true; });
      stream.on('end', () => {
        if (!FILE_FIELDS.has(name)) return fail(400, `unexpected file field ${name.slice(0, 40)}`);
        body.file = { fieldName: name, fileName: info.filename ?? '', data: Buffer.concat(chunks), truncated };
      });
    });
    parser.on('filesLimit', () => fail(400, 'one file per request'));
    parser.on('fieldsLimit', () => fail(400, 'too many fields'));
    parser.on('error', () => { fail(400, 'malformed multipart body'); reject(failure); req.resume(); });
    parser.on('close', () => (failure ? reject(failure) : resolve(body)));
    req.pipe(parser);
  });
}
