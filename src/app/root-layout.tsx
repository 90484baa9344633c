import { Outlet } from 'react-router';
import { SiteHeader } from '@/app/layout/site-header.tsx';
import { deferred } from '@/components/ui/deferred.tsx';
import { ScrollProgress } from '@/app/layout/scroll-progress.tsx';
import { ChatFab } from '@/app/layout/chat-fab.tsx';
import { PageViewTracker, RouteSeo, ScrollToTopOnNavigate, WebFontsOnNavigate } from '@/app/layout/root-layout-parts.tsx';
import { ToasterHost } from '@/components/ui/toaster-host.tsx';
import { AssistantProvider } from '@/features/chat/assistant-context.tsx';

// The footer needs no code before the visitor interacts; it hydrates when idle or approached.
const SiteFooter = deferred(() => import('@/app/layout/site-footer.tsx'), { anchorId: 'site-footer', suspendPage: false });

export function RootLayout() {
  return (
    <AssistantProvider>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-gold-400 px-4 py-2 font-semibold text-cellar-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <RouteSeo />
      <ScrollProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatFab />
      <ToasterHost />
      <PageViewTracker />
      <ScrollToTopOnNavigate />
      <WebFontsOnNavigate />
    </AssistantProvider>
  );
}
