import { lazy, useRef } from 'react';
import { ReportResults, reopenedNote, type EmptyReport } from '@/components/tool-shell/report-results.tsx';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { useReopenSaved } from '@/components/tool-shell/use-reopen-saved.ts';
import { useLocation } from 'react-router';
import { BottleForm } from './components/bottle-form.tsx';
import { CollectionImport } from './components/collection-import.tsx';
import { StorageFields } from './components/storage-fields.tsx';
import { WineList } from './components/wine-list.tsx';
import { fromSaved, type Settings } from './draft.ts';
import { thisYear, useCollection } from './use-collection.ts';

// The report, with the shell's save and quote, comes with the engine: nothing to show before the first wine.
const CollectionReport = lazy(() => import('./components/collection-report.tsx'));

const parse = (inputs: unknown) => fromSaved(inputs, thisYear());

const EMPTY: EmptyReport = {
  testId: 'collection-empty',
  title: 'Your collection',
  intro: 'Add a wine or import your collection, and you see here what is ready to drink, what to hold and what is past its best, year by year; the racking the collection needs as it grows, by bottle format; and what it is worth and what the place it is kept puts at risk.',
  note: 'Everything you enter is kept in this browser as you go; sign in to save the collection to your account.',
};

function WineCollection() {
  const reopening = new URLSearchParams(useLocation().search).has('report');
  const state = useCollection({ reopening });
  const reopen = useReopenSaved({ kind: 'wine-collection', parse, restore: state.restore, noun: 'collection' });
  // While a setting is invalid, the report stays on the last valid settings, marked as not current.
  const lastSettings = useRef<Settings | null>(null);
  if (state.settings) lastSettings.current = state.settings;
  const settings = lastSettings.current;
  const ready = state.engine && settings && state.lines.length > 0;

  const results = (
    <>
      <ReportResults reopen={reopen} noun="collection" working="Working out the collection…" empty={EMPTY}>
        {ready ? <CollectionReport state={state} engine={state.engine!} settings={settings!} current={state.settings !== null} reopened={reopenedNote(reopen)} /> : null}
      </ReportResults>
    </>
  );

  return (
    <ToolLayout
      form={
        <>
          <BottleForm state={state} />
          <CollectionImport state={state} />
          <WineList state={state} />
          <StorageFields state={state} />
        </>
      }
      results={results}
      peek={state.lines.length > 0 ? { label: 'Your collection', value: `${state.wines.reduce((sum, wine) => sum + wine.quantity, 0)} bottles` } : undefined}
    />
  );
}

export default toolPage('wine-collection-ai', WineCollection);
