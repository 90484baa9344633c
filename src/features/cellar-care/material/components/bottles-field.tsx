import type { MaterialIdentifierState } from '../use-material-identifier.ts';

/** How many bottles the racking holds: only used to price a replacement from the estimator. */
export function BottlesField({ state }: { state: MaterialIdentifierState }) {
  const error = state.bottles.ok ? null : state.bottles.message;
  return (
    <div className="grid gap-1">
      <label htmlFor="material-bottles" className="field-label">
        Bottles the racking holds (optional)
      </label>
      <p id="material-bottles-hint" className="text-sm text-mist-300">
        Enter it to see what replacing racking that does not suit a cellar would cost, from our estimator’s racking prices.
      </p>
      <input
        id="material-bottles"
        className="field-input max-w-40"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={state.bottlesText}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'material-bottles-hint material-bottles-error' : 'material-bottles-hint'}
        onChange={(e) => state.setBottlesText(e.currentTarget.value)}
      />
      {error ? (
        <p id="material-bottles-error" className="field-error" data-testid="bottles-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
