import { Link } from 'react-router';

interface AccountMenuProps {
  fullWidth?: boolean;
}

/** Signed out: 'Sign In' to /auth (SPEC §2). */
export function AccountMenu({ fullWidth = false }: AccountMenuProps) {
  return (
    <Link to="/auth" className={`btn-outline whitespace-nowrap ${fullWidth ? 'w-full' : ''}`}>
      Sign In
    </Link>
  );
}
