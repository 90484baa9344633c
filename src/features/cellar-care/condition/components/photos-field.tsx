import { useRef } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { PHOTO_LIMITS } from '../files.ts';
import type { ConditionState } from '../use-condition.ts';

/** Photos for the report: previewed here, kept in this browser, printed with the report. */
export function PhotosField({ state }: { state: ConditionState }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-3">
      <p className="field-label mb-0">Photos</p>
      <p className="-mt-2 text-sm text-mist-300" id="photos-hint">
        Up to {PHOTO_LIMITS.max} JPEG, PNG or WebP photos, 10 MB each: the door’s edges, any damp patch, the cooling unit. They stay in this browser and print with the report; they are not saved to your account.
      </p>
      <label htmlFor="condition-photos" className="btn-outline cursor-pointer justify-self-start has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300">
        <Camera className="size-4" aria-hidden="true" />
        Add photos
        <input
          ref={input}
          id="condition-photos"
          type="file"
          multiple
          accept={PHOTO_LIMITS.types.join(',')}
          aria-describedby="photos-hint"
          className="sr-only"
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            if (input.current) input.current.value = '';
            void state.addPhotos(files);
          }}
        />
      </label>
      {state.photoErrors.length > 0 ? (
        <div role="alert" data-testid="photo-error" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
          <ul className="list-disc pl-5">
            {state.photoErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.photos.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Photos for the report">
          {state.photos.map((photo, index) => (
            <li key={photo.id} className="grid gap-2 rounded-lg border border-cellar-600 bg-cellar-900/40 p-3">
              <img src={photo.url} alt={photo.caption || `Photo ${index + 1}: ${photo.name}`} width={photo.width} height={photo.height} className="aspect-[4/3] w-full rounded object-cover" />
              <label htmlFor={`photo-${photo.id}-caption`} className="field-label text-xs">
                What photo {index + 1} shows
              </label>
              <input id={`photo-${photo.id}-caption`} className="field-input" maxLength={120} value={photo.caption} placeholder="e.g. bottom of the door" onChange={(e) => state.captionPhoto(photo.id, e.currentTarget.value)} />
              <button type="button" className="btn-ghost min-h-11 justify-self-start px-2.5 text-sm text-red-200 hover:bg-red-400/10" onClick={() => state.removePhoto(photo.id)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove<span className="sr-only"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
