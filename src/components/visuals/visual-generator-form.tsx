import { useId, useState } from 'react';
import { ImagePlus, KeyRound, Loader2, Wand2 } from 'lucide-react';
import { VISUAL_PRESETS } from '@/lib/runware.ts';
import type { GenerationStatus } from './use-visual-generator.ts';

interface VisualGeneratorFormProps {
  status: GenerationStatus;
  onGenerate: (apiKey: string, description: string) => void;
  /** Tighter layout for the chat's side panel. */
  compact?: boolean;
  /** A description to start from (a design concept in words); the visitor can still change it. */
  initialDescription?: string;
}

/**
 * What the key is, in a homeowner's words. True to the code: the key lives in
 * this component's state only (no storage of any kind), goes in the request
 * the browser sends to Runware (src/lib/runware.ts), and is gone when the form
 * unmounts: the chat's panel hidden, the page left or reloaded.
 */
const RUNWARE_SIGN_UP = 'https://runware.ai';
const KEY_HELP = {
  // Not "optional": Generate needs it. What is the visitor's choice is using this at all, not the key.
  what: 'Needed to draw the pictures: Runware is an image service that draws these cellar visuals, using your own Runware account.',
  whereBefore: 'No key yet? Sign up at ',
  whereAfter: ', then in your account open API Keys and copy a key here.',
  keptInPanel:
    'We never store your key. It stays in this page’s memory, goes only to Runware when you generate a visual, and is forgotten when you hide this panel or reload the page.',
  keptOnPage:
    'We never store your key. It stays in this page’s memory, goes only to Runware when you generate a visual, and is forgotten when you leave or reload this page.',
} as const;

interface RunwareKeyFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** What forgets the key: hiding the chat's panel, or leaving the page. */
  keptUntil: 'panel' | 'page';
}

/** The visitor's own Runware key: a password field whose value lives in the caller's state only, with what it is and where it goes. */
export function RunwareKeyField({ id, value, onChange, keptUntil }: RunwareKeyFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="field-label flex items-center gap-2">
        <KeyRound className="size-4 text-gold-400" aria-hidden="true" /> Runware API key
      </label>
      <input
        id={id}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="field-input"
        aria-required="true"
        aria-describedby={`${id}-hint`}
      />
      <div id={`${id}-hint`} data-testid="runware-key-help" className="mt-2 grid gap-1.5 text-xs leading-relaxed text-mist-300">
        <p>{KEY_HELP.what}</p>
        <p>
          {KEY_HELP.whereBefore}
          <a href={RUNWARE_SIGN_UP} target="_blank" rel="noopener noreferrer" className="text-gold-200 underline underline-offset-2">
            runware.ai
          </a>
          {KEY_HELP.whereAfter}
        </p>
        <p>{keptUntil === 'panel' ? KEY_HELP.keptInPanel : KEY_HELP.keptOnPage}</p>
      </div>
    </div>
  );
}

/**
 * The key (password field, kept in this component's memory only), the
 * description and the six presets of docs/product-spec.md §2.
 */
export function VisualGeneratorForm({ status, onGenerate, compact = false, initialDescription = '' }: VisualGeneratorFormProps) {
  const id = useId();
  const [apiKey, setApiKey] = useState('');
  const [description, setDescription] = useState(initialDescription);
  // A new starting description (another concept chosen) replaces the text; the key typed stays.
  const [startedFrom, setStartedFrom] = useState(initialDescription);
  if (startedFrom !== initialDescription) {
    setStartedFrom(initialDescription);
    setDescription(initialDescription);
  }
  const busy = status === 'generating';
  return (
    <form
      className="grid gap-4"
      aria-label="Generate a visual"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate(apiKey, description);
      }}
    >
      <RunwareKeyField id={`${id}-key`} value={apiKey} onChange={setApiKey} keptUntil={compact ? 'panel' : 'page'} />
      <div>
        <label htmlFor={`${id}-description`} className="field-label">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          rows={compact ? 3 : 4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className="field-input resize-y"
          placeholder="e.g. 2,000-bottle walnut cellar with a glass wall onto the dining room"
        />
      </div>
      <fieldset>
        <legend className="field-label">Quick presets</legend>
        <div className={`grid gap-2 ${compact ? '' : 'sm:grid-cols-2'}`}>
          {VISUAL_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="rounded-md border border-cellar-600 px-3 py-2 text-left text-sm text-cream-100 capitalize hover:border-gold-400/70 hover:bg-cellar-800"
              aria-pressed={description === preset}
              onClick={() => setDescription(preset)}
            >
              {preset}
            </button>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-gold" disabled={busy}>
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Wand2 className="size-4" aria-hidden="true" />}
        {busy ? 'Generating...' : 'Generate Visual'}
      </button>
    </form>
  );
}

export function VisualFigure({ url, prompt }: { url: string; prompt: string }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-cellar-600 bg-cellar-900">
      <img src={url} alt={prompt} width={768} height={512} className="aspect-[3/2] h-auto w-full object-cover" />
      <figcaption className="p-3 text-sm text-mist-300">{prompt}</figcaption>
    </figure>
  );
}

/** Where an image will appear, at the visuals' 3:2 size so nothing moves when it comes. */
export function ImagePlaceholder({ text }: { text: string }) {
  return (
    <div className="flex aspect-[3/2] flex-col items-center justify-center rounded-lg border border-dashed border-cellar-600 p-6 text-center text-mist-400">
      <ImagePlus className="size-10" aria-hidden="true" />
      <p className="mt-3 max-w-xs text-sm">{text}</p>
    </div>
  );
}
