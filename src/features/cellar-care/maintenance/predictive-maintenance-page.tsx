import { lazy } from 'react';
import { CANCEL_PARAM } from '@domain/maintenance/reminder-links.ts';
import { mailedLinkNotice } from '@/components/tool-shell/mailed-link-notice.tsx';
import { reportToolPage } from '@/components/tool-shell/report-tool-page.tsx';
import { LogImport } from './components/log-import.tsx';
import { LogRows } from './components/log-rows.tsx';
import { UnitFields } from './components/unit-fields.tsx';
import { fromSaved } from './draft.ts';
import { useMaintenance } from './use-maintenance.ts';

// The report, with the shell's save and quote, comes with the engine: nothing to show before the first reading.
const HealthReport = lazy(() => import('./components/health-report.tsx'));
// Only a visitor who followed a reminder email's cancel link needs it.
const CancelReminderNotice = mailedLinkNotice(CANCEL_PARAM, () => import('./components/cancel-reminder-notice.tsx'));

export default reportToolPage('predictive-maintenance', {
  useTool: useMaintenance,
  saved: { kind: 'unit-health', parse: fromSaved, noun: 'unit log' },
  working: 'Working out the report…',
  empty: {
    testId: 'maintenance-empty',
    title: 'Your unit’s health',
    intro: 'Add a day’s reading, typed or from your unit’s log, and the next service date appears here. With a week or more of run-time and supply temperatures you also get the trends, the days that stood out and the likely cause, with what to check and whether it needs a technician.',
    note: 'No log yet? Try the sample log: six weeks of made-up readings from a unit whose coil is clogging.',
  },
  form: [UnitFields, LogRows, LogImport],
  report: (state, reopened) => (state.shown ? <HealthReport shown={state.shown} current={state.current} reopened={reopened} /> : null),
  peek: (state) => (state.shown ? { label: 'Next service', value: state.shown.health.service.due } : undefined),
  Notice: CancelReminderNotice,
});
