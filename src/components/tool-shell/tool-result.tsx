import type { ReactNode } from 'react';
import type { SavedKind } from '@/config/tools.ts';
import { ResultsPanel } from './result-panel.tsx';
import { ToolActions } from './tool-actions.tsx';
import { quoteHrefFor, type ToolOutput } from './tool-output.ts';
import { useSaveFlow } from './use-save-flow.ts';

export interface ToolResultProps {
  /** The registry's saved kind of the tool this result belongs to. */
  kind: SavedKind;
  /** Small caps label above the headline, e.g. "Estimated cost". */
  label: string;
  headline: ReactNode;
  subline?: ReactNode;
  figure?: ReactNode;
  /** False while an input is invalid: the figures are from the last valid inputs, and nothing is saved or shared. */
  current: boolean;
  /** The inputs in the page's link are still being read: the figures are the defaults meanwhile. */
  reading?: boolean;
  /** The result as Save and the quote link carry it, for the current inputs. */
  output: ToolOutput;
  printLabel?: string;
  hideQuote?: boolean;
  shareable?: boolean;
  children?: ReactNode;
}

/**
 * A tool's result card with its actions: the headline, then quote, save,
 * share and print, then the detail. Every calculator and AI tool shows its
 * result through this, so the actions behave the same everywhere.
 */
export function ToolResult({ kind, label, headline, subline, figure, current, reading, output, printLabel, hideQuote, shareable, children }: ToolResultProps) {
  const link = output.calculation.summary.link;
  const { save, saving, savedLink } = useSaveFlow(kind, () => output.calculation);
  return (
    <ResultsPanel
      label={label}
      headline={headline}
      subline={subline}
      figure={figure}
      current={current}
      reading={reading}
      actions={
        <ToolActions
          link={link}
          onSave={() => void save()}
          saving={saving}
          saved={current && savedLink === link}
          quoteHref={quoteHrefFor(output)}
          disabled={!current}
          printLabel={printLabel}
          hideQuote={hideQuote}
          shareable={shareable}
        />
      }
    >
      {children}
    </ResultsPanel>
  );
}
