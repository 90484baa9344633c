import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CANCEL_PARAM } from '@shared/maintenance/reminder-links.ts';
import { ReportResults, reopenedNote, type EmptyReport } from '@/components/tool-shell/report-results.tsx';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { useReopenSaved } from '@/components/tool-shell/use-reopen-saved.ts';
import { LogImport } from './components/log-import.tsx';
import { LogRows } from './components/log-rows.tsx';
import { UnitFields } from './components/unit-fields.tsx';
import { fromSaved } from './draft.ts';
import { useMaintenance } from './use-maintenance.ts';

// The report, with the shell's save and quote, comes with the engine: nothing to show before the first reading.
const HealthReport = lazy(() => import('./components/health-report.tsx'));
// Only a visitor who followed a reminder email's cancel link needs it.
const CancelReminderNotice = lazy(() => import('./components/cancel-reminder-notice.tsx'));

const EMPTY: EmptyReport = {
  testId: 'maintenance-empty',
  title: 'Your unit’s health',
  intro: 'Add a day’s reading, typed or from your unit’s log, and the next service date appears here. With a week or more of run-time and supply temperatures you also get the trends, the days that stood out and the likely cause, with what to check and whether it needs a technician.',
  note: 'No log yet? Try the sample log: six weeks of made-up readings from a unit whose coil is clogging.',
};

function PredictiveMaintenance() {
  const state = useMaintenance();
  const reopen = useReopenSaved({ kind: 'unit-health', parse: fromSaved, restore: state.restore, noun: 'unit log' });
  const shown = state.shown;
  const cancelToken = new URLSearchParams(useLocation().search).get(CANCEL_PARAM);

  const results = (
    <>
      {cancelToken ? (
        <Suspense fallback={null}>
          <CancelReminderNotice token={cancelToken} />
        </Suspense>
      ) : null}
      <ReportResults reopen={reopen} noun="unit log" working="Working out the report…" empty={EMPTY}>
        {shown ? <HealthReport shown={shown} current={state.current} reopened={reopenedNote(reopen)} /> : null}
      </ReportResults>
    </>
  );

  return (
    <ToolLayout
      form={
        <>
          <UnitFields state={state} />
          <LogRows state={state} />
          <LogImport state={state} />
        </>
      }
      results={results}
      peek={shown ? { label: 'Next service', value: shown.health.service.due } : undefined}
    />
  );
}

export default toolPage('predictive-maintenance', PredictiveMaintenance);
