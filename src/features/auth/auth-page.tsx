import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Calculator, Image, Info, ShieldCheck } from 'lucide-react';
import { accountName, safeReturnPath, useAuth } from '@/lib/auth.tsx';
import { MagicLinkForm, SignInForm, SignUpForm } from './auth-forms.tsx';
import { ACCOUNT_PAGES, SIGN_IN_REASON_TEXT, signInReason } from './sign-in-reason.ts';

const TABS = [
  { id: 'signin', label: 'Sign In' },
  { id: 'signup', label: 'Sign Up' },
  { id: 'magic', label: 'Magic Link' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function AuthPage() {
  const [params] = useSearchParams();
  const initial = TABS.some((tab) => tab.id === params.get('tab')) ? (params.get('tab') as TabId) : 'signin';
  const [tab, setTab] = useState<TabId>(initial);
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const next = safeReturnPath(params.get('next'));
  const reason = signInReason(next, params.get('reason'));
  // After "Create an account" in the Save notice, the sign-up form's first field takes the focus.
  const [focusSignUp, setFocusSignUp] = useState(false);
  useEffect(() => {
    if (focusSignUp && tab === 'signup') document.getElementById('signup-name')?.focus();
  }, [focusSignUp, tab]);

  // docs/product-spec.md §7: successful sign-in and sign-up go to the site root, or back to the page that sent the visitor here.
  const done = () => navigate(next, { replace: true });

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((candidate) => candidate.id === tab);
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!move && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + move + TABS.length) % TABS.length;
    const nextTab = TABS[target];
    if (!nextTab) return;
    setTab(nextTab.id);
    tabRefs.current[target]?.focus();
  };

  // On a phone the form comes right after the heading and the benefits follow it; on a wide
  // screen the benefits sit beside the heading, to the form's left. DOM order is reading order.
  return (
    <div className="container-page grid gap-8 py-10 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:items-start lg:gap-x-12 lg:gap-y-0">
      <div className="lg:col-start-1 lg:row-start-1">
        <p className="eyebrow">Your account</p>
        <h1 className="mt-3 text-4xl text-cream-50 sm:text-5xl">Keep your cellar plans in one place</h1>
      </div>
      <div className="card p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {!loading && user ? (
          <div role="status" className="grid gap-4">
            <h2 className="text-2xl text-cream-50">You’re signed in{accountName(user) ? `, ${accountName(user)}` : ''}</h2>
            <p className="text-mist-300 [overflow-wrap:anywhere]">{user.email}</p>
            <div className="flex flex-wrap gap-3">
              {ACCOUNT_PAGES.map((page, index) => (
                <Link key={page.to} to={page.to} className={index === 0 ? 'btn-gold' : 'btn-outline'}>
                  {page.label}
                </Link>
              ))}
            </div>
          </div>
        ) : (
          <>
            <h2 className="sr-only">Sign in or create an account</h2>
            {reason ? (
              <div data-testid="sign-in-reason" className="mb-5 flex gap-3 rounded-lg border border-gold-400/40 bg-gold-400/10 p-4 text-cream-100">
                <Info className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
                <div className="grid gap-2">
                  <p className="font-semibold">{reason.text}</p>
                  {reason.kind === 'save' ? <p className="text-sm text-cream-100">{SIGN_IN_REASON_TEXT.saveKept}</p> : null}
                  {reason.kind === 'save' && tab !== 'signup' ? (
                    <button
                      type="button"
                      className="justify-self-start text-sm text-gold-200 underline underline-offset-4 hover:text-gold-100"
                      onClick={() => {
                        setTab('signup');
                        setFocusSignUp(true);
                      }}
                    >
                      {SIGN_IN_REASON_TEXT.createAccount}
                    </button>
                  ) : null}
                </div>
              </div>
            ) : null}
            <div role="tablist" aria-label="How would you like to sign in?" className="grid grid-cols-3 gap-1 rounded-lg bg-cellar-900 p-1" onKeyDown={onTabKey}>
              {TABS.map((candidate, index) => (
                <button
                  key={candidate.id}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-${candidate.id}-tab`}
                  aria-selected={tab === candidate.id}
                  aria-controls={`${baseId}-${candidate.id}-panel`}
                  tabIndex={tab === candidate.id ? 0 : -1}
                  onClick={() => setTab(candidate.id)}
                  className={`rounded-md px-3 py-2.5 text-sm font-semibold transition-colors ${
                    tab === candidate.id ? 'bg-gold-400 text-cellar-900' : 'text-cream-100 hover:bg-cellar-800'
                  }`}
                >
                  {candidate.label}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`} className="mt-6" tabIndex={0}>
              {tab === 'signin' ? <SignInForm onDone={done} /> : tab === 'signup' ? <SignUpForm onDone={done} /> : <MagicLinkForm returnTo={next} />}
            </div>
          </>
        )}
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <p className="max-w-lg text-lg leading-relaxed text-mist-300 lg:mt-5">
          Save cost, cooling and capacity calculations, reopen them later, and attach them to a quote request. Image analyses and
          generated visuals stay in your account too.
        </p>
        <ul className="mt-8 grid gap-4 text-mist-300">
          <li className="flex gap-3">
            <Calculator className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" /> Saved calculations you can reopen and share
          </li>
          <li className="flex gap-3">
            <Image className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" /> Your image analyses and visuals, private to you
          </li>
          <li className="flex gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" />
            {/* One flex item, so the sentence wraps as text and its full stop stays with the link. */}
            <span>
              Only you can see what you save. Read our{' '}
              <Link to="/privacy" className="text-gold-200 underline underline-offset-4">
                privacy policy
              </Link>
              .
            </span>
          </li>
        </ul>
      </div>

    </div>
  );
}
