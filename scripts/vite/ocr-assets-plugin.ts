import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What tesseract.js needs in the browser, served from our own origin under
 * /ocr/ and copied from node_modules (never committed, never a CDN): its
 * worker script, the three LSTM builds of the core (the worker picks relaxed
 * SIMD, SIMD or plain by what the browser supports) and the English data.
 * The dev server serves them from node_modules; a build writes them into
 * dist/ocr/. The document analyzer's image reader points tesseract here
 * (`OCR_PATHS` in src/features/cellar-design/documents/read/load-readers.ts).
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export const OCR_BASE = '/ocr';

function ocrFiles(): Record<string, string> {
  const core = packageDir('tesseract.js-core');
  const cores = ['tesseract-core-lstm.wasm.js', 'tesseract-core-simd-lstm.wasm.js', 'tesseract-core-relaxedsimd-lstm.wasm.js'];
  return {
    'ocr/worker.min.js': join(packageDir('tesseract.js'), 'dist/worker.min.js'),
    ...Object.fromEntries(cores.map((file) => [`ocr/core/${file}`, join(core, file)])),
    // The "best_int" data, tesseract's default for its LSTM engine: a 2.9 MB download, cached by the browser after the first photo.
    'ocr/lang/eng.traineddata.gz': join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int/eng.traineddata.gz'),
  };
}

export function ocrAssets(): Plugin {
  let ssr = false;
  return {
    name: 'winecellargpt:ocr-assets',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const files = ocrFiles();
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0]?.replace(/^\//, '') ?? '';
        const file = files[path];
        if (!file) return next();
        try {
          res.setHeader('Content-Type', path.endsWith('.gz') ? 'application/octet-stream' : 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'public, max-age=86400');
          res.end(await readFile(file));
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      if (ssr) return;
      for (const [fileName, file] of Object.entries(ocrFiles())) this.emitFile({ type: 'asset', fileName, source: await readFile(file) });
    },
  };
}
