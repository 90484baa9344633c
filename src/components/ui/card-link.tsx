import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card's title as its link, stretched over the whole card (which must be `relative`), so the card is one click target. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
      {children}
    </Link>
  );
}
