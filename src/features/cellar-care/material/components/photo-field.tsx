import { useRef } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { PHOTO_LIMITS } from '@/lib/photos.ts';
import type { MaterialIdentifierState } from '../use-material-identifier.ts';

/** One photo, previewed from this browser; it is sent only if the visitor asks the AI model to read it. */
export function PhotoField({ state }: { state: MaterialIdentifierState }) {
  const input = useRef<HTMLInputElement>(null);
  const { photo } = state;
  return (
    <div className="grid gap-3">
      <p className="field-label mb-0">A photo (optional)</p>
      <p className="-mt-2 text-sm text-mist-300" id="material-photo-hint">
        One JPEG, PNG or WebP photo up to 10 MB, close up, in good light. It stays in this browser for your own reference and prints with the result; it is sent only if you ask an AI model to read it.
      </p>
      <label htmlFor="material-photo" className="btn-outline cursor-pointer justify-self-start has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300">
        <Camera className="size-4" aria-hidden="true" />
        {photo ? 'Choose another photo' : 'Add a photo'}
        <input
          ref={input}
          id="material-photo"
          type="file"
          accept={PHOTO_LIMITS.types.join(',')}
          aria-describedby="material-photo-hint"
          className="sr-only"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (input.current) input.current.value = '';
            if (file) void state.choosePhoto(file);
          }}
        />
      </label>
      {state.photoError ? (
        <p role="alert" data-testid="photo-error" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
          {state.photoError}
        </p>
      ) : null}
      {photo ? (
        <div className="grid gap-2">
          <img src={photo.url} alt={`Your photo: ${photo.name}`} width={photo.width} height={photo.height} className="aspect-[4/3] w-full max-w-sm rounded object-cover" data-testid="photo-preview" />
          <button type="button" className="btn-ghost min-h-11 justify-self-start px-2.5 text-sm text-red-200 hover:bg-red-400/10" onClick={state.removePhoto}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove the photo
          </button>
        </div>
      ) : null}
    </div>
  );
}
