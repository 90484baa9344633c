/**
 * Which reader a file needs, decided from its first bytes (a name or a
 * browser's MIME type can lie), with a message naming the file for every
 * refusal. Small and dependency-free: it runs before any reader loads.
 */

export type FileKind = 'pdf' | 'docx' | 'image';

export const MAX_BYTES: Record<FileKind, number> = { pdf: 20 * 1024 * 1024, docx: 20 * 1024 * 1024, image: 10 * 1024 * 1024 };
const KIND_WORD: Record<FileKind, string> = { pdf: 'PDF', docx: 'Word file', image: 'photo' };

export const ACCEPT = '.pdf,.docx,.jpg,.jpeg,.png,.webp,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png,image/webp';

export type KindCheck = { ok: true; kind: FileKind } | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function kindFromBytes(bytes: Uint8Array): FileKind | 'ole' | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'docx';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image';
  // An OLE compound file: an old .doc, or a .docx Word has encrypted with a password.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return 'ole';
  return null;
}

function kindFromName(name: string): FileKind | 'doc' | null {
  const ext = name.toLowerCase().split('.').at(-1) ?? '';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'docx') return 'docx';
  if (ext === 'doc') return 'doc';
  if (['jpg', 'jpeg', 'png', 'webp'].includes(ext)) return 'image';
  return null;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The first 16 bytes and the name are enough to choose a reader or refuse the file. */
export async function checkFile(file: File): Promise<KindCheck> {
  const name = `“${file.name}”`;
  const named = kindFromName(file.name);
  if (named === null) return { ok: false, message: `${name} is not a PDF, Word (.docx) or photo (JPEG, PNG, WebP) file, so it cannot be read.` };
  if (file.size === 0) return { ok: false, message: `${name} is empty.` };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const found = kindFromBytes(head);
  if (found === 'ole') {
    return {
      ok: false,
      message:
        named === 'doc'
          ? `${name} is an older Word .doc file. Open it in Word and save it as .docx, then choose that file.`
          : `${name} is password-protected. Open it in Word, remove the password (File › Info › Protect Document) and choose the file again.`,
    };
  }
  if (named === 'doc') return { ok: false, message: `${name} is an older Word .doc file. Open it in Word and save it as .docx, then choose that file.` };
  if (found !== named) return { ok: false, message: `${name} could not be opened as a ${KIND_WORD[named]}: the file may be damaged, or its name does not match what it holds.` };
  if (file.size > MAX_BYTES[found]) {
    return { ok: false, message: `${name} is ${megabytes(file.size)}; the most this tool reads is ${megabytes(MAX_BYTES[found]).replace('.0', '')} for a ${KIND_WORD[found]}.` };
  }
  return { ok: true, kind: found };
}
