import type { ComponentType, ReactNode } from 'react';
import type { ToolSlug } from '@/config/tools.ts';
import { ReportResults, reopenedNote, type EmptyReport } from './report-results.tsx';
import { ToolLayout, toolPage, type Peek } from './tool-page.tsx';
import { useReopenSaved, type ReopenOptions } from './use-reopen-saved.ts';

interface ReportTool<S extends { restore: ReopenOptions<T>['restore'] }, T> {
  /** The hook that owns the tool's state; its `restore` takes back a reopened report. */
  useTool: () => S;
  /** The saved kind, how its inputs are read back, and how the messages name the report (see useReopenSaved). */
  saved: Omit<ReopenOptions<T>, 'restore'>;
  /** Said while the report's code loads. */
  working: string;
  empty: EmptyReport;
  /** The inputs' parts, in order, each given the state. */
  form: ComponentType<{ state: S }>[];
  /** The report (lazily loaded), given the reopened note, or null while there is nothing to report. */
  report: (state: S, reopened: string | null) => ReactNode;
  peek: (state: S) => Peek | undefined;
  /** A notice of the page's own above the results. */
  Notice?: ComponentType;
}

/**
 * The route module of a signed-in report tool (wine collection, condition
 * assessment, document analyzer, predictive maintenance): its state hook, the
 * inputs beside the report (see ReportResults), and a saved report reopened
 * from My Calculations into the state.
 */
export function reportToolPage<S extends { restore: ReopenOptions<T>['restore'] }, T>(slug: ToolSlug, tool: ReportTool<S, T>): ComponentType {
  const { useTool, saved, working, empty, form, report, peek, Notice } = tool;
  function ReportTool() {
    const state = useTool();
    const reopen = useReopenSaved({ ...saved, restore: state.restore });
    return (
      <ToolLayout
        form={
          <>
            {form.map((Part, index) => (
              <Part key={index} state={state} />
            ))}
          </>
        }
        results={
          <>
            {Notice ? <Notice /> : null}
            <ReportResults reopen={reopen} noun={saved.noun} working={working} empty={empty}>
              {report(state, reopenedNote(reopen))}
            </ReportResults>
          </>
        }
        peek={peek(state)}
      />
    );
  }
  return toolPage(slug, ReportTool);
}
