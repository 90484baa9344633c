import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LandingSection } from '@/config/navigation.ts';
import { scrollToElement } from '@/lib/in-page-scroll.ts';

export interface ScrollRequest {
  scrollTo: LandingSection;
}

export function scrollToSection(section: LandingSection): void {
  if (section === 'top') {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return;
  }
  const target = document.getElementById(section);
  if (!target) return;
  scrollToElement(target, { behavior: 'smooth', block: 'start' });
  // Move focus with the view so keyboard and screen-reader users land in the section too.
  target.focus({ preventScroll: true });
}

/**
 * docs/product-spec.md §2: on the home route the section links scroll in place; elsewhere
 * they navigate to / and ask the landing page (via router state) to scroll.
 */
export function useSectionNav(): (section: LandingSection) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: LandingSection) => {
      if (pathname === '/') scrollToSection(section);
      else navigate('/', { state: { scrollTo: section } satisfies ScrollRequest });
    },
    [pathname, navigate],
  );
}
