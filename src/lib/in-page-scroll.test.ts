import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installInPageLinkLayout, scrollToElement, settleOn } from './in-page-scroll.ts';

/**
 * jsdom lays nothing out: each heading reports the top edge a test gives it,
 * and the page's scroll padding (the fixed header) is set as real CSS.
 */
function heading(id: string, top: () => number): HTMLElement {
  const element = document.createElement('h2');
  element.id = id;
  element.style.scrollMarginTop = '16px';
  element.getBoundingClientRect = () => ({ top: top() }) as DOMRect;
  element.scrollIntoView = vi.fn();
  document.body.append(element);
  return element;
}

const WANTED = 80 + 16;

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.style.scrollPaddingTop = '80px';
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('style');
});

describe('a jump that ends short is put right once its scroll ends', () => {
  it('lands the heading under the header when a section above grew on the way', () => {
    let top = WANTED - 28;
    const target = heading('vapor-barrier', () => top);
    settleOn(target);
    window.dispatchEvent(new Event('scrollend'));
    expect(target.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
    // Laid out for real for the correction too, then back to skipping after a frame.
    expect(document.documentElement.classList.contains('lay-out-all')).toBe(true);
    vi.advanceTimersByTime(40);
    expect(document.documentElement.classList.contains('lay-out-all')).toBe(false);
    // Once only: a later scroll is the reader's.
    top = 400;
    window.dispatchEvent(new Event('scrollend'));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves a jump that landed alone', () => {
    const target = heading('landed', () => WANTED + 0.5);
    settleOn(target);
    window.dispatchEvent(new Event('scrollend'));
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });

  it('stands down when the reader scrolls or types, and after a few seconds', () => {
    for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      const target = heading(`cut-by-${input}`, () => 900);
      settleOn(target);
      window.dispatchEvent(new Event(input));
      window.dispatchEvent(new Event('scrollend'));
      expect(target.scrollIntoView, input).not.toHaveBeenCalled();
    }
    const late = heading('late', () => 900);
    settleOn(late);
    vi.advanceTimersByTime(3001);
    window.dispatchEvent(new Event('scrollend'));
    expect(late.scrollIntoView).not.toHaveBeenCalled();
  });

  it('a scripted jump checks where it landed; one to the middle of the view does not', () => {
    const target = heading('scripted', () => 500);
    scrollToElement(target, { behavior: 'smooth', block: 'start' });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    window.dispatchEvent(new Event('scrollend'));
    expect(target.scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'instant' });

    const centred = heading('centred', () => 500);
    scrollToElement(centred, { block: 'center' });
    window.dispatchEvent(new Event('scrollend'));
    expect(centred.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('a "#section" link watches its own target, and a malformed one is ignored', () => {
    const uninstall = installInPageLinkLayout();
    const target = heading('where-does-the-vapor-barrier-go', () => 300);
    const link = document.createElement('a');
    link.href = '#where-does-the-vapor-barrier-go';
    link.addEventListener('click', (event) => event.preventDefault());
    const broken = document.createElement('a');
    broken.setAttribute('href', '#%E0%A4%A');
    broken.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link, broken);
    expect(() => broken.click()).not.toThrow();
    link.click();
    window.dispatchEvent(new Event('scrollend'));
    expect(target.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
    uninstall();
  });
});
