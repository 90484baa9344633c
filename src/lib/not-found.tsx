/**
 * The real not-found page for a page that learns from its data that there is
 * nothing to show (an unknown or hidden contractor slug). The app shell
 * provides the view (its title, description and page); a feature renders
 * <NotFound /> without importing the shell.
 */
import { createContext, useContext, type ComponentType } from 'react';

const NotFoundContext = createContext<ComponentType | null>(null);

export const NotFoundProvider = NotFoundContext.Provider;

export function NotFound() {
  const View = useContext(NotFoundContext);
  if (!View) throw new Error('<NotFound /> needs the app shell’s NotFoundProvider');
  return <View />;
}
