// The application PDF's security handler as revision 6 (ISO 32000-2, 7.6.4.3.3-4): pdfkit writes
// AES-256 only as revision 5 (PDF 1.7 extension level 3), whose password check is one SHA-256 of
// password and salt, so an ID number (a letter, the sex digit and 8 digits) falls in seconds on one
// core. Revision 6 keeps the same file key, AES-256 streams and /Perms, and hashes each password
// with algorithm 2.B (at least 64 rounds of AES-128 over 64 copies of the input and SHA-256/384/512):
// the /U, /UE, /O and /OE entries are recomputed from pdfkit's file key before the document ends.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/** A password as revision 6 takes it: SASLprep (NFKC for the IDs and random owner passwords used here), UTF-8, at most 127 bytes. */
export const r6Password = (password: string): Buffer => Buffer.from(password.normalize('NFKC'), 'utf8').subarray(0, 127);

/** Algorithm 2.B: the hash of a password with an 8-byte salt and, for the owner, the 48-byte /U. */
export function hardenedHash(password: Buffer, salt: Buffer, udata: Buffer = Buffer.alloc(0)): Buffer {
  let k = createHash('sha256').update(Buffer.concat([password, salt, udata])).digest();
  let e = Buffer.alloc(0);
  for (let round = 0; round < 64 || e[e.length - 1] > round - 32; round++) {
    const k1 = Buffer.concat(new Array<Buffer>(64).fill(Buffer.concat([password, k, udata])));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    e = Buffer.concat([cipher.update(k1), cipher.final()]);
    // The first 16 bytes of E as a 128-bit number, modulo 3: the same as their sum modulo 3.
    const sum = e.subarray(0, 16).reduce((a, b) => a + b, 0);
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]).update(e).digest();
  }
  return k.subarray(0, 32);
}

/** AES-256-CBC with a zero IV and no padding: how /UE and /OE wrap the 32-byte file key. */
const wrapKey = (key: Buffer, fileKey: Buffer): Buffer => {
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.alloc(16)).setAutoPadding(false);
  return Buffer.concat([cipher.update(fileKey), cipher.final()]);
};

interface PdfkitSecurity { encryptionKey: Uint8Array; dictionary: { data: Record<string, unknown> } }

/** Rewrites the encryption of a pdfkit document made with pdfVersion '1.7ext3' as revision 6; call before doc.end(). */
export function useRevision6(doc: object, userPassword: string, ownerPassword: string): void {
  const security = (doc as { _security?: PdfkitSecurity })._security;
  const dict = security?.dictionary.data;
  if (!security || dict?.V !== 5 || dict.R !== 5) throw new Error('useRevision6: the document is not AES-256 revision 5 (pdfVersion 1.7ext3 with a password)');
  const fileKey = Buffer.from(security.encryptionKey);
  const user = r6Password(userPassword);
  const owner = r6Password(ownerPassword);
  const [userCheck, userKeySalt, ownerCheck, ownerKeySalt] = [8, 8, 8, 8].map((n) => randomBytes(n));
  const U = Buffer.concat([hardenedHash(user, userCheck), userCheck, userKeySalt]);
  const O = Buffer.concat([hardenedHash(owner, ownerCheck, U), ownerCheck, ownerKeySalt]);
  Object.assign(dict, {
    R: 6, U, O,
    UE: wrapKey(hardenedHash(user, userKeySalt), fileKey),
    OE: wrapKey(hardenedHash(owner, ownerKeySalt, U), fileKey),
  });
}
