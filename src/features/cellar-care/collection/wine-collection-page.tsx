import { lazy } from 'react';
import { reportToolPage } from '@/components/tool-shell/report-tool-page.tsx';
import { BottleForm } from './components/bottle-form.tsx';
import { CollectionImport } from './components/collection-import.tsx';
import { StorageFields } from './components/storage-fields.tsx';
import { WineList } from './components/wine-list.tsx';
import { fromSaved } from './draft.ts';
import { thisYear, useCollection } from './use-collection.ts';

// The report, with the shell's save and quote, comes with the engine: nothing to show before the first wine.
const CollectionReport = lazy(() => import('./components/collection-report.tsx'));

export default reportToolPage('wine-collection-ai', {
  useTool: useCollection,
  saved: { kind: 'wine-collection', parse: (inputs: unknown) => fromSaved(inputs, thisYear()), noun: 'collection' },
  working: 'Working out the collection…',
  empty: {
    testId: 'collection-empty',
    title: 'Your collection',
    intro: 'Add a wine or import your collection, and you see here what is ready to drink, what to hold and what is past its best, year by year; the racking the collection needs as it grows, by bottle format; and what it is worth and what the place it is kept puts at risk.',
    note: 'Everything you enter is kept in this browser as you go; sign in to save the collection to your account.',
  },
  form: [BottleForm, CollectionImport, WineList, StorageFields],
  report: (state, reopened) =>
    state.engine && state.reportSettings && state.lines.length > 0 ? (
      <CollectionReport state={state} engine={state.engine} settings={state.reportSettings} current={state.settings !== null} reopened={reopened} />
    ) : null,
  peek: (state) => (state.lines.length > 0 ? { label: 'Your collection', value: `${state.wines.reduce((sum, wine) => sum + wine.quantity, 0)} bottles` } : undefined),
});
