import { elementForHash, scrollToElement } from '@/lib/in-page-scroll.ts';

/**
 * After a client-side navigation to "/path#id", scrolls to the element once
 * it exists: the target page may still be loading its code, and parts of
 * the landing page render on demand. Gives up quietly after two seconds.
 */
export function scrollToHashWhenReady(url: string, timeoutMs = 2000): void {
  const hash = url.split('#')[1];
  if (!hash) return;
  const started = performance.now();
  const attempt = () => {
    const element = elementForHash(`#${hash}`);
    if (element) {
      scrollToElement(element);
      return;
    }
    if (performance.now() - started < timeoutMs) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
