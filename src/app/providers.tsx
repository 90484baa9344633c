import type { ReactNode } from 'react';

/** Providers that live outside the router. The assistant lives inside it (RootLayout) so its links navigate. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
