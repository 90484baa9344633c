import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and until the part has hydrated: its buttons
 * stay disabled until then, so a click that comes before the code is not
 * lost, and a form submitted early never reloads the page natively.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
