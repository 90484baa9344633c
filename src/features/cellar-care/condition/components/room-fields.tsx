import { NumberField } from '@/components/forms/number-field.tsx';
import type { ConditionState } from '../use-condition.ts';

/** The room's size, for the fixes the estimator prices by area (insulation and vapor barrier). */
export function RoomFields({ state }: { state: ConditionState }) {
  const { roomDraft: room, roomErrors: errors, setRoomDraft } = state;
  return (
    <fieldset className="grid gap-3">
      <legend className="field-label">The cellar’s size</legend>
      <p className="-mt-1 text-sm text-mist-300">Used to price fixes by wall and ceiling area. Starts at the estimator’s example room; change it to yours.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField id="room-length" label="Length" unit="ft" value={room.lengthFt} error={errors.lengthFt} onChange={(lengthFt) => setRoomDraft((r) => ({ ...r, lengthFt }))} />
        <NumberField id="room-width" label="Width" unit="ft" value={room.widthFt} error={errors.widthFt} onChange={(widthFt) => setRoomDraft((r) => ({ ...r, widthFt }))} />
        <NumberField id="room-height" label="Ceiling" unit="ft" value={room.heightFt} error={errors.heightFt} onChange={(heightFt) => setRoomDraft((r) => ({ ...r, heightFt }))} />
      </div>
    </fieldset>
  );
}
