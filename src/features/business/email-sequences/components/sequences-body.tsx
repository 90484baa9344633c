import { useState } from 'react';
import { withQueries } from '@/lib/with-queries.tsx';
import { useRecentLeads, useSequences, type SavedSequence } from '../api/sequences.ts';
import { draftOf, newDraft, type SequenceDraft } from '../draft.ts';
import { EnrollmentsPanel } from './enrollments-panel.tsx';
import { SequenceEditor } from './sequence-editor.tsx';
import { SequenceList } from './sequence-list.tsx';
import { SequencePreview } from './sequence-preview.tsx';

type Editing = { id: string | null; draft: SequenceDraft } | null;

/** The tool for an admin: the sequences, one open in the editor with its preview and its leads. */
function SequencesBody() {
  const sequences = useSequences();
  const leads = useRecentLeads();
  const [editing, setEditing] = useState<Editing>(null);

  if (sequences.isPending) return <p role="status" className="text-mist-300">Reading the sequences…</p>;
  if (sequences.isError)
    return (
      <p role="alert" className="card p-5 text-cream-50">
        The sequences could not be read: {sequences.error.message}
      </p>
    );

  const list = sequences.data;
  const open = (id: string) => {
    const found = list.find((sequence) => sequence.id === id);
    if (found) setEditing({ id, draft: draftOf(found) });
  };
  const saved: SavedSequence | undefined = editing?.id ? list.find((sequence) => sequence.id === editing.id) : undefined;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <SequenceList
        sequences={list}
        selected={editing?.id ?? null}
        onEdit={open}
        onNew={() => setEditing({ id: null, draft: newDraft() })}
        onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))}
      />
      {editing ? (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <SequenceEditor
            key={editing.id ?? 'new'}
            id={editing.id}
            draft={editing.draft}
            onDraft={(draft) => setEditing({ ...editing, draft })}
            onSaved={(stored) => setEditing({ id: stored.id, draft: draftOf(stored) })}
          />
          <div className="grid gap-8">
            {leads.isError ? <p role="alert" className="card p-5 text-cream-50">The leads could not be read: {leads.error.message}</p> : null}
            <SequencePreview draft={editing.draft} leads={leads.data ?? []} />
            {saved ? <EnrollmentsPanel sequence={saved} leads={leads.data ?? []} /> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The tool's chunk, loaded by the role gate: its own query client, as the admin pages have. */
export default withQueries(SequencesBody);
