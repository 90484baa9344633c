import { Link } from 'react-router';
import { ImageIcon, Sparkles } from 'lucide-react';
import { IMAGE_KIND_LABELS, isImageKind } from '@/config/tools.ts';
import { useAuth } from '@/lib/auth.tsx';
import { useDeleteImageAnalysis, useImageAnalyses } from '@/lib/image-analyses.ts';
import { ConfirmDelete, deleteNotices, EmptyState, SavedItemsLayout, SavedListStates } from './components/saved-items-layout.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A row written outside the site may carry a kind the registry does not name: shown as it is. */
const kindLabel = (kind: string) => (isImageKind(kind) ? IMAGE_KIND_LABELS[kind] : kind);

function ImagesList() {
  const { user } = useAuth();
  const query = useImageAnalyses(user?.id);
  const remove = useDeleteImageAnalysis();

  return (
    <SavedListStates
      query={query}
      what="images"
      empty={
        <EmptyState icon={<ImageIcon className="size-7" aria-hidden="true" />} title="No image analyses yet">
          <p>Visuals you generate for your project and the analyses of photos you upload are kept here, private to your account.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/image-generator" className="btn-gold">
              <Sparkles className="size-4" aria-hidden="true" />
              Generate a cellar visual
            </Link>
          </div>
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved images">
          {items.map((item) => (
            <li key={item.id} className="card flex flex-col overflow-hidden">
              {item.display_url ? (
                <img src={item.display_url} alt={item.prompt ?? item.title} width={768} height={512} loading="lazy" className="aspect-[3/2] w-full bg-cellar-800 object-cover" />
              ) : (
                <div className="flex aspect-[3/2] items-center justify-center bg-cellar-800 text-mist-400">
                  <ImageIcon className="size-8" aria-hidden="true" />
                  <span className="sr-only">Image no longer available</span>
                </div>
              )}
              <div className="flex flex-1 flex-col p-5">
                <p className="eyebrow">{kindLabel(item.kind)}</p>
                <h2 className="mt-2 text-lg text-cream-50">{item.title}</h2>
                {item.prompt ? <p className="mt-2 line-clamp-3 text-sm text-mist-300">{item.prompt}</p> : null}
                <div className="mt-auto flex items-center justify-between pt-4 text-xs text-mist-400">
                  <time dateTime={item.created_at}>{dateFormat.format(new Date(item.created_at))}</time>
                  <ConfirmDelete
                    label={item.title}
                    busy={remove.isPending && remove.variables?.id === item.id}
                    onConfirm={() => remove.mutate(item, deleteNotices('Image deleted'))}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SavedListStates>
  );
}

export default function MyImagesPage() {
  return (
    <SavedItemsLayout title="My Image Analyses" intro="Cellar visuals you generated and the photos you had analysed, kept privately in your account.">
      <ImagesList />
    </SavedItemsLayout>
  );
}
