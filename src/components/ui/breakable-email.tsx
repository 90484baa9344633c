import { Fragment } from 'react';

/**
 * An email address that wraps where a reader expects it to, after the @ and
 * before each dot, instead of mid-word; a part too long for the line on its
 * own still breaks (overflow-wrap), rather than overflow the screen.
 */
export function BreakableEmail({ email, className = '' }: { email: string; className?: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
