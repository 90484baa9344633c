import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { emailLocalPart, useAuth } from '@/lib/auth.tsx';
import { ACCOUNT_BUTTON_WIDTH } from './account-button-width.ts';

interface AccountMenuProps {
  /** Inside the mobile menu: items listed in place instead of a dropdown. */
  inline?: boolean;
  onChoose?: () => void;
}

const SignedInMenu = lazy(() => import('./signed-in-menu.tsx'));

/**
 * docs/product-spec.md §2: signed out, 'Sign In' to /auth; signed in, the account menu.
 * While the session is still being read, an invisible placeholder keeps the
 * header from shifting.
 */
export function AccountMenu({ inline = false, onChoose }: AccountMenuProps) {
  const { user, loading } = useAuth();
  const width = inline ? 'w-full' : '';

  if (loading) {
    return (
      <span className={`btn-outline invisible whitespace-nowrap ${width}`} aria-hidden="true">
        Sign In
      </span>
    );
  }

  if (!user) {
    return (
      <Link to="/auth" className={`btn-outline whitespace-nowrap ${width}`} onClick={onChoose}>
        Sign In
      </Link>
    );
  }

  return (
    <Suspense
      fallback={
        <span className={`btn-outline ${ACCOUNT_BUTTON_WIDTH} whitespace-nowrap ${width}`} aria-hidden="true">
          <span className="truncate">{emailLocalPart(user.email)}</span>
        </span>
      }
    >
      <SignedInMenu user={user} inline={inline} onChoose={onChoose} />
    </Suspense>
  );
}
