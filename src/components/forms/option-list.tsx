/**
 * The `<option>`s of a select, from a list of values and their labels, with
 * an optional first "none chosen" option (value "").
 */
export function OptionList<T extends string>({ values, labels, empty }: { values: readonly T[]; labels: Record<T, string>; empty?: string }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
