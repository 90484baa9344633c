/** The report's engine (engine.ts), loaded once, when first needed. */
export type Engine = typeof import('./engine.ts');

let loading: Promise<Engine> | undefined;
export const loadEngine = (): Promise<Engine> => (loading ??= import('./engine.ts'));
