import type { ComponentType } from 'react';
import { afterHydration } from '@/components/ui/deferred.tsx';
import { FiguresWorking } from './figures-working.tsx';

/** What a calculator's figures are drawn from: the latest valid inputs, whether they are the form's, and the shareable link. */
export interface FiguresProps<V> {
  values: V;
  current: boolean;
  /** The inputs in the page's link are still being read (see useCalculatorState). */
  reading?: boolean;
  link: string;
}

/** A calculator's figures module: its engine and everything that shows what the engine says. */
export interface FiguresModule<V> {
  /** The headline figure pinned on a phone (text). */
  Peek: ComponentType<{ values: V }>;
  Results: ComponentType<FiguresProps<V>>;
  /** What follows the form and the results (assumptions, next steps). */
  After: ComponentType<FiguresProps<V>>;
}

/**
 * A calculator's figures as three parts that load once the page is
 * interactive (see `afterHydration`): the form answers first, and the
 * engine and its tables follow from one chunk. The prerendered figures stay
 * on screen until then. `ready()` resolves when all three are in; the
 * calculator's state waits for it before it reads inputs from the link.
 */
export function toolFigures<V>(load: () => Promise<FiguresModule<V>>) {
  let chunk: Promise<FiguresModule<V>> | undefined;
  const once = () => (chunk ??= load());
  const Peek = afterHydration<{ values: V }>(() => once().then((figures) => ({ default: figures.Peek })), '...');
  const Results = afterHydration<FiguresProps<V>>(() => once().then((figures) => ({ default: figures.Results })), <FiguresWorking />);
  const After = afterHydration<FiguresProps<V>>(() => once().then((figures) => ({ default: figures.After })), null);
  const ready = () => Promise.all([Peek.ready(), Results.ready(), After.ready()]);
  return { Peek, Results, After, ready };
}
