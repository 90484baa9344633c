import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Bot, Menu, X } from 'lucide-react';
import { Logo } from '@/components/layout/logo.tsx';
import { PAGE_LINKS, SECTION_LINKS } from '@/config/navigation.ts';
import { useAssistant } from '@/features/chat/assistant-context.tsx';
import { AccountMenu } from '@/features/auth/components/account-menu.tsx';
import { useSectionNav } from '@/lib/section-nav.ts';
import { deferred } from '@/components/ui/deferred.tsx';

// Kept out of the entry script: see nav-more-menu.tsx.
const NavMoreMenu = deferred(() => import('@/app/layout/nav-more-menu.tsx'), { anchorId: 'nav-more', suspendPage: false });

const navLinkClass =
  (extra: string) =>
  ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-md px-2 py-2 text-sm transition-colors hover:text-gold-200 ${isActive ? 'text-gold-300' : 'text-cream-100'} ${extra}`;

// Desktop widths (docs/decisions.md): from 1440 px every link sits in the row;
// from 1280 px the section links do and the secondary pages move into "More";
// from 1024 px only the primary pages stay in the row. The hidden copies are
// display: none, so each link is in the accessibility tree once.
const SECTION_INLINE = 'hidden xl:inline-flex';
const SECTION_IN_MORE = 'xl:hidden';
const SECONDARY_INLINE = 'hidden min-[1440px]:inline-flex';
const MORE = 'min-[1440px]:hidden';
const moreItemClass = 'block w-full';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { open: openAssistant } = useAssistant();
  const goToSection = useSectionNav();
  const { pathname } = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation (including browser back) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const choose = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };

  const sectionLink = ({ label, section }: (typeof SECTION_LINKS)[number], extra = '', onChoose?: () => void) => (
    <a
      key={section}
      href={section === 'top' ? '/' : `/#${section}`}
      className={`whitespace-nowrap rounded-md px-2 py-2 text-sm text-cream-100 transition-colors hover:text-gold-200 ${extra}`}
      onClick={(event) => {
        event.preventDefault();
        onChoose?.();
        goToSection(section);
      }}
    >
      {label}
    </a>
  );

  const pageLinks = (onChoose?: () => void) =>
    PAGE_LINKS.map(({ label, to }) => (
      <NavLink key={to} to={to} className={navLinkClass('')} onClick={onChoose}>
        {label}
      </NavLink>
    ));

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-cellar-700/70 bg-cellar-900/95 backdrop-blur supports-[backdrop-filter]:bg-cellar-900/80">
      <div className="mx-auto flex h-16 w-full max-w-[90rem] items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-md" aria-label="WineCellarGPT home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center lg:flex">
          {SECTION_LINKS.map((link) => sectionLink(link, SECTION_INLINE))}
          {PAGE_LINKS.map(({ label, to, secondary }) => (
            <NavLink key={to} to={to} className={navLinkClass(secondary ? SECONDARY_INLINE : '')}>
              {label}
            </NavLink>
          ))}
          <NavMoreMenu className={MORE}>
            {SECTION_LINKS.map((link) => (
              <li key={link.section} className={SECTION_IN_MORE}>
                {sectionLink(link, moreItemClass)}
              </li>
            ))}
            {PAGE_LINKS.filter(({ secondary }) => secondary).map(({ label, to }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClass(moreItemClass)}>
                  {label}
                </NavLink>
              </li>
            ))}
          </NavMoreMenu>
        </nav>

        <div className="flex items-center gap-2">
          <button type="button" className="btn-ghost hidden px-3 sm:inline-flex" onClick={openAssistant}>
            <Bot className="size-4 text-gold-300" aria-hidden="true" />
            GPT
          </button>
          <button type="button" className="btn-gold hidden whitespace-nowrap sm:inline-flex" onClick={openAssistant}>
            Get Quote
          </button>
          <div className="hidden sm:block">
            <AccountMenu />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="btn-ghost px-2.5 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} data-mobile-menu="" className="border-t border-cellar-700 bg-cellar-900 lg:hidden">
        <nav aria-label="Mobile" className="container-page flex max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto py-4">
          {SECTION_LINKS.map((link) => sectionLink(link, '', () => setMenuOpen(false)))}
          {pageLinks(() => setMenuOpen(false))}
          <div className="mt-3 grid gap-2 border-t border-cellar-700 pt-4 sm:grid-cols-2">
            <button type="button" className="btn-gold" onClick={choose(openAssistant)}>
              Get Quote
            </button>
            <button type="button" className="btn-outline" onClick={choose(openAssistant)}>
              <Bot className="size-4" aria-hidden="true" />
              GPT
            </button>
            <div className="sm:col-span-2">
              <AccountMenu inline onChoose={() => setMenuOpen(false)} />
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
