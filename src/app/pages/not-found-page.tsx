import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Calculator, BookOpen, Home, MessageCircle } from 'lucide-react';
import { useAssistant } from '@/features/chat/assistant-context.tsx';
import { useHydrating } from '@/lib/hydration.ts';

const SUGGESTIONS = [
  { to: '/calculators', label: 'Cellar calculators', icon: Calculator },
  { to: '/resources', label: 'Guides and resources', icon: BookOpen },
  { to: '/quote', label: 'Request a free quote', icon: Home },
] as const;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { open } = useAssistant();
  // 404.html is prerendered once for every unknown path, so the path itself
  // appears only after hydration; the first render matches the HTML.
  const hydrating = useHydrating();
  const [showPath, setShowPath] = useState(!hydrating);
  useEffect(() => setShowPath(true), []);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-4 text-4xl text-cream-50 sm:text-5xl">This bottle isn’t in the rack</h1>
      <p className="mt-4 max-w-xl text-mist-300">
        {showPath ? (
          <>
            There is no page at <code className="rounded bg-cellar-800 px-1.5 py-0.5 text-gold-200">{pathname}</code>.
          </>
        ) : (
          'There is no page at this address.'
        )}{' '}
        It may have moved, or the link may be mistyped. These are good places to continue:
      </p>
      <ul className="mt-10 grid w-full max-w-2xl gap-3 sm:grid-cols-3">
        {SUGGESTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="card flex h-full flex-col items-center gap-3 p-5 transition hover:border-gold-400/60">
              <Icon className="size-6 text-gold-400" aria-hidden="true" />
              <span className="text-sm font-medium text-cream-100">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-gold">
          Back to the home page
        </Link>
        <button type="button" className="btn-outline" onClick={open}>
          <MessageCircle className="size-4" aria-hidden="true" />
          Ask the cellar expert
        </button>
      </div>
    </section>
  );
}
