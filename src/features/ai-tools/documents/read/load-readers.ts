/**
 * The one door to the readers: checks the file, then loads only the library
 * its kind needs (pdf.js with its worker, mammoth, or tesseract with the
 * files scripts/vite/ocr-assets-plugin.ts serves under /ocr/) and reads it.
 * Nothing here leaves the browser.
 */
import { checkFile, type FileKind } from './file-kind.ts';
import type { OnProgress, ReadOutcome } from './outcome.ts';

export type Reading = ReadOutcome & { kind: FileKind | null };

const fromOrigin = (path: string) => new URL(path, window.location.origin).href;

async function readPdf(file: File, password: string | undefined, onProgress: OnProgress): Promise<ReadOutcome> {
  onProgress(0, 'Loading the PDF reader');
  const [pdfjs, worker, { pdfText }] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    import('./pdf-text.ts'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfText(pdfjs, new Uint8Array(await file.arrayBuffer()), file.name, password, onProgress);
}

async function readDocx(file: File, onProgress: OnProgress): Promise<ReadOutcome> {
  onProgress(0, 'Loading the Word reader');
  const [{ default: mammoth }, { docxText }] = await Promise.all([import('mammoth'), import('./docx-text.ts')]);
  onProgress(0.5, 'Reading the Word file');
  return docxText(mammoth, await file.arrayBuffer(), file.name);
}

async function readImage(file: File, onProgress: OnProgress): Promise<ReadOutcome> {
  onProgress(0, 'Loading the text reader');
  const [{ createWorker }, { imageText }] = await Promise.all([import('tesseract.js'), import('./image-text.ts')]);
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
