import { Link } from 'react-router';
import { ShieldOff } from 'lucide-react';

const AREA_NAMES = { admin: 'the business’s admin area', contractor: 'the contractor portal' } as const;

/**
 * A signed-in visitor without the role an area needs: a plain page that says
 * so, and none of the area's code or data is loaded. Also shown, with a
 * retry, when the roles could not be read.
 */
export function NoAccessPage({ area, failed = false }: { area: keyof typeof AREA_NAMES; failed?: boolean }) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <ShieldOff className="size-10 text-gold-400" aria-hidden="true" />
      <h1 className="mt-4 text-4xl text-cream-50 sm:text-5xl">{failed ? 'We could not check your access' : 'No access'}</h1>
      <p className="mt-4 max-w-xl text-mist-300">
        {failed
          ? 'Your account’s access could not be read just now. Please try again in a moment.'
          : `This page is part of ${AREA_NAMES[area]}, and your account does not have access to it. If you work with us, ask the owner to grant your account access.`}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {failed ? (
          <button type="button" className="btn-gold" onClick={() => window.location.reload()}>
            Try again
          </button>
        ) : null}
        <Link to="/" className={failed ? 'btn-outline' : 'btn-gold'}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
