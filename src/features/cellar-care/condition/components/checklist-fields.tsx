import { CHECKLIST, NOT_CHECKED, type ChecklistAnswers } from '@domain/condition/checklist.ts';
import { COOLING_SYSTEMS, OPTION_LABELS, type CoolingSystem } from '@domain/estimator/options.ts';
import { OptionList } from '@/components/forms/option-list.tsx';
import type { ConditionState } from '../use-condition.ts';

/** The walk-round checklist: one question per item, "Not checked" left out of the score. */
export function ChecklistFields({ state }: { state: ConditionState }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="field-label">Walk-round checklist</legend>
      <div>
        <label htmlFor="cooling-system" className="field-label">
          Cooling
        </label>
        <select
          id="cooling-system"
          className="field-input"
          value={state.cooling}
          onChange={(e) => {
            const next = COOLING_SYSTEMS.find((c) => c === e.currentTarget.value) as CoolingSystem | undefined;
            if (next) state.setCooling(next);
          }}
        >
          <OptionList values={COOLING_SYSTEMS} labels={OPTION_LABELS.coolingSystem} />
        </select>
      </div>
      {CHECKLIST.map((item) => {
        const passive = state.cooling === 'none' && (item.id === 'coolingAge' || item.id === 'coolingNoise');
        return (
          <div key={item.id}>
            <label htmlFor={`check-${item.id}`} className="field-label">
              {item.question}
            </label>
            <select
              id={`check-${item.id}`}
              className="field-input"
              aria-describedby={`check-${item.id}-hint`}
              disabled={passive}
              value={state.checklist[item.id]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                state.setChecklist((current: ChecklistAnswers) => ({ ...current, [item.id]: value }) as ChecklistAnswers);
              }}
            >
              <option value={NOT_CHECKED}>Not checked</option>
              {item.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
            <p id={`check-${item.id}-hint`} className="mt-1 text-sm text-mist-300">
              {passive ? 'No cooling unit: left out of the score.' : item.hint}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
