import { useState } from 'react';
import { DraftForm } from './draft-form.tsx';
import { DraftOutput } from './draft-output.tsx';
import { useContentDraft } from '../use-content-draft.ts';

/** The generator itself, for an admin: the request, then the draft to review, edit, have written up and take away. */
export default function ContentGeneratorBody() {
  const content = useContentDraft();
  const [focusKey, setFocusKey] = useState(0);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <DraftForm
        key={content.work ? 'with-draft' : 'empty'}
        initial={content.work?.draft.request ?? null}
        busy={content.loading}
        onFirstUse={content.preload}
        onBuild={async (request) => {
          const outcome = await content.build(request);
          if (outcome.ok) setFocusKey((key) => key + 1);
          return outcome;
        }}
      />
      {content.work ? (
        <DraftOutput
          work={content.work}
          restored={content.restored}
          writing={content.writing}
          proseNote={content.proseNote}
          focusKey={focusKey}
          onEdit={content.edit}
          onShow={content.show}
          onWriteProse={() => void content.writeProse()}
          onClear={content.clear}
        />
      ) : null}
    </div>
  );
}
