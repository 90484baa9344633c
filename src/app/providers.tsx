import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth.tsx';

/** Providers that live outside the router's layout. The assistant lives inside it (RootLayout) so its links navigate. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
