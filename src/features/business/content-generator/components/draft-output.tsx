import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Copy, Download, PenLine, RotateCcw } from 'lucide-react';
import { ResultParts } from '@/components/tool-shell/result-parts.tsx';
import { copyText } from '@/components/tool-shell/tool-actions.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { notify } from '@/lib/notify.ts';
import { FORMAT_LABELS } from '@domain/content-drafts/options.ts';
import type { VersionKey, Work } from '../use-content-draft.ts';

interface DraftOutputProps {
  work: Work;
  restored: boolean;
  writing: boolean;
  proseNote: { text: string; alert: boolean } | null;
  /** Moves focus to the draft's heading (after a build the admin asked for). */
  focusKey: number;
  onEdit: (markdown: string) => void;
  onShow: (version: VersionKey) => void;
  onWriteProse: () => void;
  onClear: () => void;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** The preview leaves out the front matter: it is for the editor's files, not for reading. */
const withoutFrontMatter = (markdown: string) => markdown.replace(/^---\n[\s\S]*?\n---\n+/, '');

function Preview({ markdown }: { markdown: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/markdown.ts').then(({ renderMarkdown }) => {
      if (live) setHtml(renderMarkdown(withoutFrontMatter(markdown)));
    });
    return () => {
      live = false;
    };
  }, [markdown]);
  if (html === null) return <p className="text-mist-400">Rendering the preview…</p>;
  // Sanitized by renderMarkdown (DOMPurify, a fixed list of tags and safe links only).
  // Shown as an article page shows it: the reading card and its type.
  return (
    <div className="rounded-xl bg-cream-50 px-5 py-6 text-ink-800 sm:px-8">
      <div className="prose-cellar min-w-0 [&_table]:block [&_table]:overflow-x-auto" data-testid="draft-preview" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** The draft: its warnings, which version is shown (the engine's outline or the model's prose), the Markdown to edit or preview, and what to do with it. */
export function DraftOutput({ work, restored, writing, proseNote, focusKey, onEdit, onShow, onWriteProse, onClear }: DraftOutputProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const version = work.versions[work.showing] ?? work.versions.outline;
  const { draft } = work;

  useEffect(() => {
    if (focusKey > 0) heading.current?.focus();
  }, [focusKey]);

  if (!version) return null;
  const fileName = `${slug(draft.request.topic)}-${draft.request.format}-${work.showing}.md`;
  const copy = async () => {
    try {
      await copyText(version.markdown);
      notify.success('Markdown copied', 'Paste it into the editor you publish from; it is still a draft.');
    } catch {
      notify.error('Could not copy the Markdown', 'Use Download instead.');
    }
  };

  return (
    <section aria-labelledby="draft-title" className="card grid grid-cols-[minmax(0,1fr)] gap-5 p-6 sm:p-8" data-testid="content-draft">
      <div className="grid gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-gold-300">{FORMAT_LABELS[draft.request.format]} · draft, not published</p>
        <h2 id="draft-title" ref={heading} tabIndex={-1} className="font-sans text-xl font-semibold text-cream-50 focus:outline-none">
          {draft.title}
        </h2>
        {restored ? <p className="text-sm text-mist-300">Restored from this browser: your last draft, with your edits, as you left it.</p> : null}
      </div>

      {draft.warnings.length > 0 ? (
        <ul className="grid gap-1.5 rounded-md border border-amber-300/60 bg-amber-900/20 px-4 py-3 text-sm text-amber-100" aria-label="Before you use this draft">
          {draft.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}

      {work.versions.prose ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Version">
          {(['outline', 'prose'] as const).map((key) =>
            work.versions[key] ? (
              <button key={key} type="button" aria-pressed={work.showing === key} onClick={() => onShow(key)} className="rounded-full border border-cellar-600 px-3 py-1 text-sm text-mist-200 aria-pressed:border-gold-400 aria-pressed:text-cream-50">
                {key === 'outline' ? 'Outline (our engine)' : 'Prose (AI model)'}
              </button>
            ) : null,
          )}
        </div>
      ) : null}
      <ResultParts parts={version.parts} className="text-sm text-mist-300" />
      {version.flags.length > 0 ? (
        <ul role="alert" className="grid gap-1.5 rounded-md border border-amber-300/60 bg-amber-900/20 px-4 py-3 text-sm text-amber-100">
          {version.flags.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="View">
        {(['edit', 'preview'] as const).map((key) => (
          <button key={key} type="button" aria-pressed={view === key} onClick={() => setView(key)} className="rounded-md border border-cellar-600 px-3 py-1.5 text-sm text-mist-200 aria-pressed:border-gold-400 aria-pressed:text-cream-50">
            {key === 'edit' ? 'Markdown' : 'Preview'}
          </button>
        ))}
        {draft.length ? (
          <span className="ml-auto text-sm tabular-nums text-mist-300">
            {draft.length.chars} of {draft.length.max} characters as the network counts them
          </span>
        ) : null}
      </div>
      {view === 'edit' ? (
        <div className="grid gap-1.5">
          <label htmlFor="draft-markdown" className="field-label">
            Markdown of the draft (edit freely; your edits are kept in this browser)
          </label>
          <textarea id="draft-markdown" value={version.markdown} onChange={(event) => onEdit(event.target.value)} rows={18} spellCheck className="field-input font-mono text-sm" />
        </div>
      ) : (
        <Preview markdown={version.markdown} />
      )}

      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copy Markdown
        </button>
        <button type="button" className="btn-outline" onClick={() => downloadBlob(new Blob([version.markdown], { type: 'text/markdown' }), fileName)}>
          <Download className="size-4" aria-hidden="true" />
          Download .md
        </button>
        <button type="button" className="btn-gold" onClick={onWriteProse} disabled={writing}>
          <PenLine className="size-4" aria-hidden="true" />
          {writing ? 'Writing the prose…' : work.versions.prose ? 'Write the prose again' : 'Write the prose with the AI model'}
        </button>
        <button type="button" className="btn-outline" onClick={onClear}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Start over
        </button>
      </div>
      {proseNote ? (
        <p role={proseNote.alert ? 'alert' : 'status'} className="text-sm text-mist-300">
          {proseNote.text}
        </p>
      ) : null}

      <section aria-labelledby="draft-sources-title" className="grid gap-2">
        <h3 id="draft-sources-title" className="font-sans text-base font-semibold text-cream-50">
          Sources on this site ({draft.sources.length})
        </h3>
        <ol className="grid list-decimal gap-1 pl-6 text-sm text-mist-300">
          {draft.sources.map((source) => (
            <li key={source.n}>
              <Link to={source.url} className="text-gold-200 underline underline-offset-4">
                {source.label}
              </Link>{' '}
              <span className="text-mist-400">({source.kind})</span>
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
