import type { SavedKind } from '@/config/tools.ts';
import { ResultsPanel, type ResultsPanelProps } from './result-panel.tsx';
import { ToolActions } from './tool-actions.tsx';
import { quoteHrefFor, type ToolOutput } from './tool-output.ts';
import { useSaveFlow } from './use-save-flow.ts';

/** The card's own parts are the panel's; `current` false also means nothing is saved, shared or quoted. */
export interface ToolResultProps extends Pick<ResultsPanelProps, 'label' | 'headline' | 'subline' | 'figure' | 'current' | 'reading' | 'children'> {
  /** The registry's saved kind of the tool this result belongs to. */
  kind: SavedKind;
  /** The result as Save and the quote link carry it, for the current inputs. */
  output: ToolOutput;
  printLabel?: string;
  hideQuote?: boolean;
  shareable?: boolean;
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
