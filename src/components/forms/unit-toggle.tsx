import { UNIT_SYSTEMS, type UnitSystem } from '@domain/estimator/units.ts';
import { ChoiceGroup } from './choice-group.tsx';

const LABELS: Record<UnitSystem, string> = { imperial: 'Imperial (ft, °F)', metric: 'Metric (m, °C)' };

export function UnitToggle({ value, onChange }: { value: UnitSystem; onChange: (system: UnitSystem) => void }) {
  return <ChoiceGroup legend="Units" value={value} options={UNIT_SYSTEMS} labels={LABELS} onChange={onChange} />;
}
