import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { BottlesField } from './components/bottles-field.tsx';
import { MaterialResult } from './components/material-result.tsx';
import { PhotoField } from './components/photo-field.tsx';
import { QuestionFields } from './components/question-fields.tsx';
import { useMaterialIdentifier } from './use-material-identifier.ts';

function MaterialIdentifier() {
  const state = useMaterialIdentifier();
  const top = state.identification.candidates[0];
  return (
    <ToolLayout
      form={
        <>
          <QuestionFields state={state} />
          <BottlesField state={state} />
          <PhotoField state={state} />
        </>
      }
      results={<MaterialResult state={state} />}
      peek={state.identification.answered > 0 && top ? { label: 'Most likely', value: `${top.material.name}, ${Math.round(top.chance * 100)}%` } : undefined}
    />
  );
}

export default toolPage('material-identifier', MaterialIdentifier);
