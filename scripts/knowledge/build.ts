/**
 * Builds the knowledge index (docs/knowledge-index.md): every content
 * section, the FAQ, the services, the business facts and the calculators'
 * assumptions as passages in one
 * MiniSearch index, written as JSON for site search and the assistant.
 *
 *   npm run knowledge   → supabase/functions/_shared/knowledge/generated/knowledge-index.json
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import MiniSearch from 'minisearch';
import { loadAllContent } from '../content/load-content.ts';
import { faq } from '../../src/content/landing/faq.ts';
import { services } from '../../src/content/landing/services.ts';
import { business } from '../../supabase/functions/_domain/business.ts';
import { indexOptions } from '../../supabase/functions/_domain/knowledge/index-options.ts';
import {
  KNOWLEDGE_FORMAT,
  KNOWLEDGE_VERSION,
  type KnowledgeIndexJson,
  type KnowledgePassage,
} from '../../supabase/functions/_domain/knowledge/types.ts';
import { articlePassages, businessPassages, calculatorPassages, faqPassages, servicePassages } from './passages.ts';
import { calculatorAssumptions } from './calculators.ts';

export const KNOWLEDGE_INDEX_FILE = 'supabase/functions/_shared/knowledge/generated/knowledge-index.json';

/** Every passage, in a fixed order (content files sorted by collection and name, then FAQ, services, facts, calculators). */
export async function collectPassages(root = process.cwd()): Promise<KnowledgePassage[]> {
  const entries = await loadAllContent(root);
  const passages = [...articlePassages(entries), ...faqPassages(faq), ...servicePassages(services), ...businessPassages(business), ...calculatorPassages(calculatorAssumptions())];
  const seen = new Set<string>();
  for (const item of passages) {
    if (seen.has(item.id)) throw new Error(`knowledge: two passages share the id ${item.id}`);
    seen.add(item.id);
  }
  return passages;
}

/** The index as plain JSON data. The same content always gives the same JSON. */
export async function buildKnowledgeIndex(root = process.cwd()): Promise<KnowledgeIndexJson> {
  const passages = await collectPassages(root);
  const mini = new MiniSearch<KnowledgePassage>(indexOptions);
  mini.addAll(passages);
  return { format: KNOWLEDGE_FORMAT, version: KNOWLEDGE_VERSION, passages: passages.length, index: mini.toJSON() };
}

export interface WriteResult {
  file: string;
  bytes: number;
  passages: number;
  changed: boolean;
}

/** Writes the index file, leaving it untouched (and its mtime, so no watcher fires) when nothing changed. */
export async function writeKnowledgeIndex(root = process.cwd(), file = join(root, KNOWLEDGE_INDEX_FILE)): Promise<WriteResult> {
  const index = await buildKnowledgeIndex(root);
  const json = JSON.stringify(index);
  const previous = await readFile(file, 'utf8').catch(() => null);
  if (previous !== json) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, json);
  }
  return { file, bytes: Buffer.byteLength(json), passages: index.passages, changed: previous !== json };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeKnowledgeIndex()
    .then(({ file, bytes, passages, changed }) => {
      console.log(`knowledge: ${passages} passages, ${(bytes / 1024).toFixed(1)} KB → ${file}${changed ? '' : ' (unchanged)'}`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
