import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Calculator, ChevronDown, Image, LogOut, UserRound } from 'lucide-react';
import type { User } from '@supabase/supabase-js';
import { accountName, emailLocalPart, useAuth } from '@/lib/auth.tsx';
import { ACCOUNT_BUTTON_WIDTH } from './account-button-width.ts';
import { notify } from '@/lib/notify.ts';

const ITEMS = [
  { to: '/my-calculations', label: 'My Calculations', icon: Calculator },
  { to: '/my-images', label: 'My Image Analyses', icon: Image },
] as const;

interface SignedInMenuProps {
  user: User;
  inline: boolean;
  onChoose?: (() => void) | undefined;
}

/**
 * SPEC §2 signed-in menu: labelled with the email's local part, holding the
 * saved items and 'Sign Out'. Open, it says whom the visitor is signed in as,
 * by the name given at sign-up, with the address. Its own chunk: only
 * signed-in visitors load it.
 */
export default function SignedInMenu({ user, inline, onChoose }: SignedInMenuProps) {
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const width = inline ? 'w-full' : '';

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? list[0] : list.at(-1))?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const handleSignOut = async () => {
    close(false);
    try {
      await signOut();
      navigate('/');
    } catch (error) {
      void notify.error('Sign out failed', error instanceof Error ? error.message : undefined);
    }
  };

  const label = emailLocalPart(user.email);
  const name = accountName(user);
  const signedInAs = `Signed in as ${name ?? user.email ?? label}`;

  if (inline) {
    return (
      <div className="grid gap-1" aria-label={signedInAs} role="group">
        <p className="flex items-start gap-2 px-2.5 py-2 text-sm">
          <UserRound className="mt-0.5 size-4 shrink-0 text-gold-200" aria-hidden="true" />
          <span className="grid min-w-0">
            <span className="font-semibold text-gold-200">{name ?? label}</span>
            <span className="truncate text-xs text-mist-400">{user.email}</span>
          </span>
        </p>
        {ITEMS.map(({ to, label: itemLabel, icon: Icon }) => (
          <Link key={to} to={to} onClick={onChoose} className="flex items-center gap-3 rounded-md px-2.5 py-2 text-sm text-cream-100 hover:text-gold-200">
            <Icon className="size-4 text-gold-400" aria-hidden="true" />
            {itemLabel}
          </Link>
        ))}
        <button
          type="button"
          onClick={() => {
            onChoose?.();
            void handleSignOut();
          }}
          className="flex items-center gap-3 rounded-md px-2.5 py-2 text-left text-sm text-cream-100 hover:text-gold-200"
        >
          <LogOut className="size-4 text-gold-400" aria-hidden="true" />
          Sign Out
        </button>
      </div>
    );
  }

  return (
    <div className={`relative ${width}`}>
      <button
        ref={button}
        type="button"
        className={`btn-outline ${ACCOUNT_BUTTON_WIDTH} whitespace-nowrap ${width}`}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserRound className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{label}</span>
        <ChevronDown className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={`Account menu for ${label}`}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-60 overflow-hidden rounded-lg border border-cellar-600 bg-cellar-850 py-1 shadow-2xl shadow-black/60"
        >
          <div className="border-b border-cellar-700 px-4 py-2.5">
            <p className="text-sm text-cream-50 [overflow-wrap:anywhere]">{signedInAs}</p>
            {name ? <p className="truncate text-xs text-mist-400">{user.email}</p> : null}
          </div>
          {ITEMS.map(({ to, label: itemLabel, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="flex items-center gap-3 px-4 py-2.5 text-sm text-cream-100 hover:bg-cellar-700 focus:bg-cellar-700 focus:outline-none"
            >
              <Icon className="size-4 text-gold-400" aria-hidden="true" />
              {itemLabel}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => void handleSignOut()}
            className="flex w-full items-center gap-3 border-t border-cellar-700 px-4 py-2.5 text-left text-sm text-cream-100 hover:bg-cellar-700 focus:bg-cellar-700 focus:outline-none"
          >
            <LogOut className="size-4 text-gold-400" aria-hidden="true" />
            Sign Out
          </button>
        </div>
      ) : null}
    </div>
  );
}
