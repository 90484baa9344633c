import { useEffect } from 'react';
import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { useAuth } from '@/lib/auth.tsx';
import { useImageAnalyses, type ImageAnalysis } from '@/lib/image-analyses.ts';
import { withQueries } from '@/lib/with-queries.tsx';
import { ASPECTS, STUDIO_KIND, STYLES, type AspectId, type StudioInput, type StyleId } from '../studio.ts';


/** The settings a saved image can give back to the form; anything unknown is left as it is. */
export function settingsFromSaved(item: Pick<ImageAnalysis, 'title' | 'result'>): Partial<StudioInput> {
  const result = item.result;
  const settings: Partial<StudioInput> = { description: item.title };
  if (typeof result.seed === 'number' && Number.isInteger(result.seed)) settings.seed = String(result.seed);
  if (typeof result.style === 'string' && result.style in STYLES) settings.style = result.style as StyleId;
  if (typeof result.aspect === 'string' && result.aspect in ASPECTS) settings.aspect = result.aspect as AspectId;
  if (typeof result.negative === 'string') settings.negative = result.negative;
  return settings;
}

interface SavedStudioProps {
  onUse: (settings: Partial<StudioInput>) => void;
  /** Counts the images kept this visit: each one refreshes the list. */
  savedCount: number;
}

function SavedList({ onUse, savedCount }: SavedStudioProps) {
  const { user } = useAuth();
  const query = useImageAnalyses(user?.id);
  const { refetch } = query;
  useEffect(() => {
    if (savedCount > 0) void refetch();
  }, [savedCount, refetch]);
  if (!user) return null;
  const items = (query.data ?? []).filter((item) => item.kind === STUDIO_KIND).slice(0, 6);
  return (
    <section aria-labelledby="saved-studio-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-studio-title" className="text-2xl text-cream-50">
          Your saved studio images
        </h2>
        <Link to="/my-images" className="text-sm text-gold-200 underline underline-offset-4">
          All in My Image Analyses
        </Link>
      </div>
      {query.isPending ? <p className="text-sm text-mist-300">Loading your images...</p> : null}
      {query.isError ? <p className="text-sm text-mist-300">Your saved images could not be loaded just now.</p> : null}
      {query.isSuccess && items.length === 0 ? <p className="text-sm text-mist-300">Images you save appear here, with the settings that made them.</p> : null}
      {items.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved studio images">
          {items.map((item) => {
            const width = typeof item.result.width === 'number' ? item.result.width : 1152;
            const height = typeof item.result.height === 'number' ? item.result.height : 768;
            return (
              <li key={item.id} className="overflow-hidden rounded-lg border border-cellar-600 bg-cellar-900">
                {item.display_url ? (
                  <img src={item.display_url} alt={item.title} width={width} height={height} loading="lazy" className="h-auto w-full bg-cellar-800 object-cover" style={{ aspectRatio: `${width} / ${height}` }} />
                ) : null}
                <div className="grid gap-2 p-3 text-sm">
                  <p className="text-cream-100">{item.title}</p>
                  <button type="button" className="btn-ghost justify-self-start px-2 py-1 text-sm" onClick={() => onUse(settingsFromSaved(item))}>
                    <RotateCcw className="size-4" aria-hidden="true" /> Use these settings<span className="sr-only">: {item.title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** A signed-in visitor's saved studio images, each able to refill the form. Loaded only for a signed-in visitor. */
export default withQueries(SavedList);
