/**
 * The one door to the readers: checks the file, then loads only the library
 * its kind needs (pdf.js with its worker, mammoth, or tesseract with the
 * files scripts/vite/ocr-assets-plugin.ts serves under /ocr/) and reads it.
 * Nothing here leaves the browser. A library that fails to load is said as
 * such, not blamed on the file.
 */
import { checkFile, type FileKind } from './file-kind.ts';
import type { OnProgress, ReadOutcome } from './outcome.ts';

export type Reading = ReadOutcome & { kind: FileKind | null };

const fromOrigin = (path: string) => new URL(path, window.location.origin).href;

const UNAVAILABLE: ReadOutcome = {
  ok: false,
  failure: 'unavailable',
  message: 'The reader for this kind of file could not be loaded. Check your connection and choose the file again.',
};

/** The libraries a reader needs, or null when they could not be fetched. */
async function load<T>(imports: Promise<T>): Promise<T | null> {
  try {
    return await imports;
  } catch {
    return null;
  }
}

async function readPdf(file: File, password: string | undefined, onProgress: OnProgress): Promise<ReadOutcome> {
  onProgress(0, 'Loading the PDF reader');
  const libs = await load(Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url'), import('./pdf-text.ts')]));
  if (!libs) return UNAVAILABLE;
  const [pdfjs, worker, { pdfText }] = libs;
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfText(pdfjs, new Uint8Array(await file.arrayBuffer()), file.name, password, onProgress);
}

async function readDocx(file: File, onProgress: OnProgress): Promise<ReadOutcome> {
  onProgress(0, 'Loading the Word reader');
  const libs = await load(Promise.all([import('mammoth'), import('./docx-text.ts')]));
  if (!libs) return UNAVAILABLE;
  const [{ default: mammoth }, { docxText }] = libs;
  onProgress(0.5, 'Reading the Word file');
  return docxText(mammoth, await file.arrayBuffer(), file.name);
}

async function readImage(file: File, onProgress: OnProgress): Promise<ReadOutcome> {
  onProgress(0, 'Loading the text reader');
  const libs = await load(Promise.all([import('tesseract.js'), import('./image-text.ts')]));
  if (!libs) return UNAVAILABLE;
  const [{ createWorker }, { imageText }] = libs;
  const paths = { workerPath: fromOrigin('/ocr/worker.min.js'), corePath: fromOrigin('/ocr/core/'), langPath: fromOrigin('/ocr/lang') };
  return imageText(createWorker, paths, file, file.name, onProgress);
}

export async function readDocument(file: File, password: string | undefined, onProgress: OnProgress): Promise<Reading> {
  const checked = await checkFile(file);
  if (!checked.ok) return { ok: false, failure: 'refused', message: checked.message, kind: null };
  try {
    const outcome =
      checked.kind === 'pdf' ? await readPdf(file, password, onProgress) : checked.kind === 'docx' ? await readDocx(file, onProgress) : await readImage(file, onProgress);
    return { ...outcome, kind: checked.kind };
  } catch {
    return { ok: false, failure: 'damaged', message: `“${file.name}” could not be read: the file may be damaged.`, kind: checked.kind };
  }
}
