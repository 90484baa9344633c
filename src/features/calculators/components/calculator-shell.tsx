import type { ComponentType } from 'react';
import type { ToolSlug } from '@/config/tools.ts';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { toolFigures, type FiguresModule } from '@/components/tool-shell/tool-figures.tsx';
import { useCalculatorState, type CalculatorSpec, type CalculatorState } from '@/components/tool-shell/use-tool-state.ts';

/** What a calculator's form is given: its draft and errors, the way to change the draft, and the latest valid inputs. */
export type CalculatorFormProps<D, V> = Pick<CalculatorState<D, V>, 'draft' | 'errors' | 'change' | 'values'>;

interface CalculatorParts<D, V> {
  spec: CalculatorSpec<D, V>;
  /** The label of the headline pinned on a phone. */
  peek: string;
  Form: ComponentType<CalculatorFormProps<D, V>>;
  /** The figures module (`figures` export). */
  figures: () => Promise<{ figures: FiguresModule<V> }>;
}

/**
 * A calculator's route module: its form beside its figures, in the registry's
 * frame. The engine and the figures load once the page is interactive (see
 * toolFigures), so the form answers first.
 */
export function calculatorPage<D, V>(slug: ToolSlug, { spec, peek, Form, figures }: CalculatorParts<D, V>): ComponentType {
  const Figures = toolFigures(() => figures().then((module) => module.figures));
  function Calculator() {
    const state = useCalculatorState(spec, Figures.ready);
    return (
      <ToolLayout
        peek={{ label: peek, value: <Figures.Peek values={state.values} /> }}
        form={<Form draft={state.draft} errors={state.errors} change={state.change} values={state.values} />}
        results={<Figures.Results values={state.values} current={state.current} reading={state.reading} link={state.link} />}
        after={<Figures.After values={state.values} current={state.current} link={state.link} />}
      />
    );
  }
  return toolPage(slug, Calculator);
}
