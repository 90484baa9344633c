import { describe, expect, it } from 'vitest';
import { checkFile } from './file-kind.ts';

const file = (name: string, bytes: number[] | Uint8Array, type = '') => new File([new Uint8Array(bytes)], name, { type });
const PDF = [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0));
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0, 0];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('checkFile', () => {
  it('chooses the reader from the first bytes', async () => {
    expect(await checkFile(file('quote.pdf', PDF))).toEqual({ ok: true, kind: 'pdf' });
    expect(await checkFile(file('Quote.DOCX', ZIP))).toEqual({ ok: true, kind: 'docx' });
    expect(await checkFile(file('plan.png', [0x89, 0x50, 0x4e, 0x47, 0x0d]))).toEqual({ ok: true, kind: 'image' });
    expect(await checkFile(file('plan.jpg', [0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: true, kind: 'image' });
    expect(await checkFile(file('plan.webp', [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)))))).toEqual({ ok: true, kind: 'image' });
  });

  it('refuses each bad file by name, saying why', async () => {
    expect(await checkFile(file('notes.txt', [104, 105]))).toMatchObject({ ok: false, message: '“notes.txt” is not a PDF, Word (.docx) or photo (JPEG, PNG, WebP) file, so it cannot be read.' });
    expect(await checkFile(file('empty.pdf', []))).toMatchObject({ ok: false, message: '“empty.pdf” is empty.' });
    expect(await checkFile(file('fake.pdf', ZIP))).toMatchObject({ ok: false, message: '“fake.pdf” could not be opened as a PDF: the file may be damaged, or its name does not match what it holds.' });
    expect(await checkFile(file('old.doc', OLE))).toMatchObject({ ok: false, message: expect.stringContaining('older Word .doc file') });
    expect(await checkFile(file('locked.docx', OLE))).toMatchObject({ ok: false, message: expect.stringContaining('“locked.docx” is password-protected.') });
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(PDF);
    expect(await checkFile(file('big.pdf', big))).toMatchObject({ ok: false, message: '“big.pdf” is 21.0 MB; the most this tool reads is 20 MB for a PDF.' });
  });
});
