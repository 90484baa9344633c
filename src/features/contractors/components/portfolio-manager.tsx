import { useRef, useState } from 'react';
import { checkPortfolioFile, PORTFOLIO_TYPES } from '@domain/contractors/rules.ts';
import { notify } from '@/lib/notify.ts';
import { FieldError } from '@/components/forms/field.tsx';
import { useFirmImages, useRemoveImage, useUploadImage } from '../api/portal.ts';
import { PORTFOLIO_SIZE } from './portfolio-grid.tsx';

/** The firm's own portfolio: add a JPEG, PNG or WebP up to 5 MB with a description, or remove one. */
export function PortfolioManager({ firmId }: { firmId: string }) {
  const images = useFirmImages(firmId);
  const upload = useUploadImage(firmId);
  const remove = useRemoveImage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = () => {
    const problem = !file ? 'Choose an image first.' : checkPortfolioFile(file) ?? (alt.trim().length < 3 ? 'Describe the picture in a few words (for people who cannot see it).' : null);
    setError(problem);
    if (problem || !file) return;
    upload.mutate(
      { file, alt: alt.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setAlt('');
          if (input.current) input.current.value = '';
          void notify.success('Image added');
        },
        // The chosen file and the description stay for another try.
        onError: (cause) => setError(`The image could not be saved: ${cause.message}`),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="portfolio-file" className="field-label">
            Image (JPEG, PNG or WebP, up to 5 MB)
          </label>
          <input
            ref={input}
            id="portfolio-file"
            type="file"
            accept={PORTFOLIO_TYPES.join(',')}
            className="field-input"
            aria-describedby={error ? 'portfolio-error' : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setError(chosen ? checkPortfolioFile(chosen) : null);
            }}
          />
        </div>
        <div>
          <label htmlFor="portfolio-alt" className="field-label">
            Description of the picture
          </label>
          <input id="portfolio-alt" className="field-input" maxLength={200} value={alt} onChange={(event) => setAlt(event.target.value)} />
        </div>
      </div>
      <FieldError id="portfolio-error" alert message={error} />
      <div>
        <button type="button" className="btn-outline px-5 text-sm" disabled={upload.isPending} onClick={submit}>
          {upload.isPending ? 'Uploading...' : 'Add image'}
        </button>
      </div>
      {images.data && images.data.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.data.map((image) => (
            <li key={image.id} className="grid gap-2">
              <img src={image.url} alt={image.alt} width={PORTFOLIO_SIZE.width} height={PORTFOLIO_SIZE.height} className="aspect-[4/3] h-auto w-full rounded-lg border border-cellar-700 object-cover" />
              <button
                type="button"
                className="justify-self-start text-sm text-gold-200 underline underline-offset-4"
                disabled={remove.isPending}
                onClick={() => remove.mutate(image, { onError: (cause) => void notify.error('Could not remove the image', cause.message) })}
              >
                Remove<span className="sr-only"> {image.alt}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : images.isPending ? null : (
        <p className="text-sm text-mist-400">No images yet. Your approved profile shows them to visitors.</p>
      )}
    </div>
  );
}
