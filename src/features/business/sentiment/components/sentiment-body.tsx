import { useState } from 'react';
import { Play } from 'lucide-react';
import { LabelledProgress } from '@/components/ui/labelled-progress.tsx';
import { withQueries } from '@/lib/with-queries.tsx';
import { useAnalyseAll } from '@/features/business/admin/public-sentiment.ts';
import { AnalysisResults } from './analysis-results.tsx';
import { FlaggedLeads } from './flagged-leads.tsx';

/** The tool for an admin: run the analysis over every message and note, then the results and the flagged leads. */
function SentimentTool() {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = useAnalyseAll((done, total) => setProgress({ done, total }));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <section aria-labelledby="run-title" className="card grid gap-4 p-6 sm:p-8">
        <h2 id="run-title" className="font-sans text-xl font-semibold text-cream-50">
          Read every message and note
        </h2>
        <p className="text-mist-300">
          Reads each lead’s message and each note the team wrote, flags unhappy and urgent leads for the inbox, and shows the mood over time and the topics.
          The first run loads the language model (about 1 MB) once.
        </p>
        <div>
          <button
            type="button"
            className="btn-gold"
            disabled={run.isPending}
            onClick={() => {
              setProgress(null);
              run.mutate();
            }}
          >
            <Play className="size-4" aria-hidden="true" />
            {run.isPending ? 'Analysing…' : run.data ? 'Run again' : 'Run the analysis'}
          </button>
        </div>
        {run.isPending ? (
          <LabelledProgress
            id="sentiment-progress"
            label={progress ? `Reading texts: ${progress.done} of ${progress.total}` : 'Loading the language model and the texts…'}
            max={progress?.total || 1}
            value={progress?.done ?? 0}
          />
        ) : null}
        <p role="status" className="text-sm text-cream-100">
          {run.data ? `Analysed ${run.data.length} texts; the inbox shows the new flags.` : null}
        </p>
        {run.isError ? (
          <p role="alert" className="text-sm text-red-200">
            The analysis could not finish: {run.error instanceof Error ? run.error.message : 'an unknown error'}. Nothing was half-stored that a second run will not put right.
          </p>
        ) : null}
      </section>
      {run.data ? <AnalysisResults texts={run.data} /> : null}
      <FlaggedLeads />
      <p className="text-sm text-mist-300" data-testid="data-note">
        Where your data goes: nowhere. The language model ships with the site and runs in this browser; the flags are stored in the business’s own database. No model provider is asked.
      </p>
    </div>
  );
}

export default withQueries(SentimentTool);
