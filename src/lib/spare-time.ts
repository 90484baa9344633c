/**
 * Speculative work (prefetching code or data the visitor may need next,
 * hydrating sections they have not reached) waits for the visitor's first
 * input, and then for an idle moment, and is skipped altogether on devices
 * and connections that cannot afford it. On a slow phone the first seconds
 * after a page appears belong to the visitor's first tap: work started then
 * only delays it. Every caller has an on-demand path (a navigation loads its
 * page, a toast loads sonner, a section hydrates as it nears the viewport or
 * is touched), so skipping is always safe. docs/performance.md ("Spare
 * time") says why these thresholds.
 */
import { useEffect } from 'react';
import { onHydrated } from './hydration.ts';
import { whenIdle } from './idle.ts';

/** The parts of Network Information and Device Memory that decide; neither is in TypeScript's DOM types. */
interface DeviceHints {
  hardwareConcurrency?: number;
  deviceMemory?: number;
  connection?: { saveData?: boolean; effectiveType?: string };
}

/** Fewer cores than this: a low-end phone, where hydration alone keeps the CPU busy. */
export const MIN_CORES = 4;
/** Less memory than this (GB, as the browser rounds it): a low-end phone. */
export const MIN_MEMORY_GB = 2;
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * Whether speculative work is worth its cost here: not when the visitor asked
 * to save data, on a connection the browser rates 3G or slower, or on a
 * device with few cores or little memory. A hint the browser does not give
 * counts as affordable (Safari and Firefox give only the number of cores).
 */
export function canAffordSpeculation(device: DeviceHints = navigator as DeviceHints): boolean {
  const { connection, hardwareConcurrency, deviceMemory } = device;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType)) return false;
  if (typeof hardwareConcurrency === 'number' && hardwareConcurrency > 0 && hardwareConcurrency < MIN_CORES) return false;
  if (typeof deviceMemory === 'number' && deviceMemory > 0 && deviceMemory < MIN_MEMORY_GB) return false;
  return true;
}

/** What counts as the visitor's first input: a press, a key, or a scroll (a phone's usual first act). */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let inputSeen = false;
const waitingForInput: Array<() => void> = [];

function onFirstInput(): void {
  if (inputSeen) return;
  inputSeen = true;
  for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, onFirstInput, true);
  for (const callback of waitingForInput.splice(0)) callback();
}

function listenForFirstInput(): void {
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, onFirstInput, { capture: true, passive: true });
}
// From the start (the entry imports this module): an input during hydration counts too.
if (typeof window !== 'undefined') listenForFirstInput();

/** Runs `callback` once the visitor's first input has come (at once if it has). Returns a canceller. */
export function afterFirstInput(callback: () => void): () => void {
  if (inputSeen) {
    callback();
    return () => {};
  }
  waitingForInput.push(callback);
  return () => {
    const at = waitingForInput.indexOf(callback);
    if (at >= 0) waitingForInput.splice(at, 1);
  };
}

/**
 * Runs speculative `work` once the page has hydrated, the visitor's first
 * input has been handled and the browser is idle; never where
 * canAffordSpeculation() says no. Returns a canceller.
 */
export function whenSpare(work: () => void, { afford = canAffordSpeculation } = {}): () => void {
  if (!afford()) return () => {};
  let cancelled = false;
  let cancel = () => {};
  onHydrated(() => {
    if (cancelled) return;
    cancel = afterFirstInput(() => {
      // The input's own handlers (and what they render) run first.
      if (!cancelled) cancel = whenIdle(work);
    });
  });
  return () => {
    cancelled = true;
    cancel();
  };
}

/** whenSpare() for as long as the component is mounted: once per mount, like a fixed prefetch. */
export function useSpareTime(work: () => void, options?: { afford?: () => boolean }): void {
  // Once per mount: the work is a fixed prefetch, not something that follows props.
  useEffect(() => whenSpare(work, options), []);
}

/** For tests: forget the first input. */
export function resetFirstInput(): void {
  inputSeen = false;
  waitingForInput.length = 0;
  listenForFirstInput();
}
