/** wink-nlp and its English lite web model (about 1 MB): loaded only when an admin runs the analysis. */
import type { Nlp } from '@domain/sentiment/analyze.ts';

let loading: Promise<Nlp> | null = null;

export function loadNlp(): Promise<Nlp> {
  loading ??= Promise.all([import('wink-nlp'), import('wink-eng-lite-web-model')]).then(([wink, model]) => wink.default(model.default) as unknown as Nlp);
  return loading;
}
