import { AlertTriangle } from 'lucide-react';

export const ERROR_SCREEN = {
  title: 'Something went wrong',
  text: "We've encountered an unexpected error. Don't worry, we've logged it and will look into it.",
  home: 'Return to Home',
  reload: 'Reload Page',
} as const;

interface ErrorScreenProps {
  onReturnHome: () => void;
}

/** docs/product-spec.md §2 fallback error screen. */
export function ErrorScreen({ onReturnHome }: ErrorScreenProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-cellar-900 px-4 py-16">
      <div className="card w-full max-w-lg p-8 text-center" role="alert">
        <AlertTriangle className="mx-auto size-12 text-gold-400" aria-hidden="true" />
        <h1 className="mt-6 text-3xl text-cream-50">{ERROR_SCREEN.title}</h1>
        <p className="mt-4 text-mist-300">{ERROR_SCREEN.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className="btn-gold" onClick={onReturnHome}>
            {ERROR_SCREEN.home}
          </button>
          <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
            {ERROR_SCREEN.reload}
          </button>
        </div>
      </div>
    </main>
  );
}
