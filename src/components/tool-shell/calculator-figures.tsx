/**
 * What every calculator's figures module shares: run the engine once per
 * inputs for its three places (the pinned headline, the result card, and
 * what follows), and draw the detail and the assumptions from a deferred
 * result so they can lag a keystroke. A calculator says only what is its
 * own: the engine, the headline texts, the detail and what follows.
 * Loaded with the figures, after the page is interactive (see tool-figures.tsx).
 */
import { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import { ToolResult, type ToolResultProps } from './tool-result.tsx';
import type { FiguresModule, FiguresProps } from './tool-figures.tsx';

/**
 * One engine run per inputs, shared by a figures module's parts (the peek,
 * the results and what follows them show the same result): remembers the
 * two latest inputs and their results.
 */
export function lastResultOf<V, R>(compute: (values: V) => R): (values: V) => R {
  // Two entries: while an edit renders, the card shows the new inputs and the deferred detail the previous ones.
  let recent: Array<{ values: V; result: R }> = [];
  return (values) => {
    const found = recent.find((entry) => entry.values === values);
    if (found) return found.result;
    const result = compute(values);
    recent = [{ values, result }, ...recent.slice(0, 1)];
    return result;
  };
}

interface CalculatorFiguresSpec<V, R> {
  compute: (values: V) => R;
  /** The figure pinned on a phone. */
  peek: (result: R) => string;
  /** The result card's kind, label, headline, subline and what Save and the quote carry. */
  card: (result: R, link: string) => Omit<ToolResultProps, 'current' | 'reading' | 'children'>;
  /** Everything under the headline. */
  Details: ComponentType<{ result: R }>;
  /** What follows the form and the card: the assumptions, the next steps. */
  After: ComponentType<{ result: R; values: V }>;
}

export function calculatorFigures<V, R>({ compute, peek, card, Details, After }: CalculatorFiguresSpec<V, R>): FiguresModule<V> {
  const estimate = lastResultOf(compute);
  return {
    Peek: ({ values }) => peek(estimate(values)),
    Results: function Results({ values, current, reading, link }: FiguresProps<V>): ReactNode {
      const result = estimate(values);
      const details = useDeferredValue(result);
      return (
        <ToolResult {...card(result, link)} current={current} reading={reading}>
          <Details result={details} />
        </ToolResult>
      );
    },
    After: function Following({ values }: FiguresProps<V>): ReactNode {
      const shown = useDeferredValue(values);
      return <After result={estimate(shown)} values={shown} />;
    },
  };
}
