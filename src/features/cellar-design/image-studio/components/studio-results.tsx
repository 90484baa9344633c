import { ExternalLink, RotateCcw } from 'lucide-react';
import { ImagePlaceholder } from '@/components/visuals/visual-generator-form.tsx';
import { KeepImageButton } from '@/components/visuals/keep-image-button.tsx';
import { ASPECTS, STYLES, type StudioImage } from '../studio.ts';
import type { StudioRun, StudioStatus } from '../use-studio.ts';

function SaveImage({ image, onSaved }: { image: StudioImage; onSaved: () => void }) {
  const keep = async (userId: string) => {
    const { saveStudioImage } = await import('../studio-client.ts');
    const { stored } = await saveStudioImage(image, userId);
    return stored ? undefined : 'The provider would not hand over the file, so its link is kept; it may expire.';
  };
  return <KeepImageButton keep={keep} page="/ai-image-generator" signInLabel="Sign in to keep your images" label="Save" which={`image with seed ${image.seed}`} onKept={onSaved} />;
}

export function StudioFigure({ image, onReuseSeed, onSaved }: { image: StudioImage; onReuseSeed: (seed: number) => void; onSaved: () => void }) {
  return (
    <figure data-testid="studio-image" className="overflow-hidden rounded-lg border border-cellar-600 bg-cellar-900">
      <img
        src={image.url}
        alt={`${image.description} (${STYLES[image.style].label.toLowerCase()})`}
        width={image.width}
        height={image.height}
        className="h-auto w-full bg-cellar-800 object-cover"
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      />
      <figcaption className="grid gap-3 p-3 text-sm text-mist-300">
        <span>
          {ASPECTS[image.aspect].label} · {image.width} × {image.height} · seed <span className="tabular-nums text-cream-100">{image.seed}</span>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <SaveImage image={image} onSaved={onSaved} />
          <button type="button" className="btn-ghost px-3 text-sm" onClick={() => onReuseSeed(image.seed)}>
            <RotateCcw className="size-4" aria-hidden="true" /> Use this seed
          </button>
          <a href={image.url} target="_blank" rel="noopener noreferrer" className="btn-ghost px-3 text-sm">
            <ExternalLink className="size-4" aria-hidden="true" /> Full size<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      </figcaption>
    </figure>
  );
}

interface StudioResultsProps {
  status: StudioStatus;
  runs: readonly StudioRun[];
  error: string | null;
  onReuseSeed: (seed: number) => void;
  /** An image was kept in the account. */
  onSaved: () => void;
}

export function StudioResults({ status, runs, error, onReuseSeed, onSaved }: StudioResultsProps) {
  const [latest, ...earlier] = runs;
  return (
    <>
      <section aria-labelledby="results-title" className="grid gap-4">
        <h2 id="results-title" className="text-2xl text-cream-50">
          Latest images
        </h2>
        <div aria-live="polite" aria-busy={status === 'generating'} className="grid gap-4">
          {status === 'failed' && error ? (
            <p role="alert" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
              The image provider said: {error}. Your settings are kept; check the key and try again.
            </p>
          ) : null}
          {latest ? (
            <>
              {latest.missing > 0 ? (
                <p className="text-sm text-mist-300">
                  {latest.missing} of the {latest.images.length + latest.missing} images did not come back from the provider.
                </p>
              ) : null}
              <div className={`grid gap-4 ${latest.images.length > 1 ? 'sm:grid-cols-2' : ''}`}>
                {latest.images.map((image) => (
                  <StudioFigure key={image.url} image={image} onReuseSeed={onReuseSeed} onSaved={onSaved} />
                ))}
              </div>
            </>
          ) : (
            <ImagePlaceholder text={status === 'generating' ? 'Generating your images...' : 'Your images appear here.'} />
          )}
        </div>
      </section>
      {earlier.length > 0 ? (
        <section aria-labelledby="session-title" className="grid gap-4">
          <h2 id="session-title" className="text-2xl text-cream-50">
            Earlier this visit
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {earlier.flatMap((run) =>
              run.images.map((image) => (
                <li key={image.url}>
                  <StudioFigure image={image} onReuseSeed={onReuseSeed} onSaved={onSaved} />
                </li>
              )),
            )}
          </ul>
        </section>
      ) : null}
    </>
  );
}
