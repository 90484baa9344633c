/** The ranking's weights, on their own so the public page can state them without loading the ranking. */
export const WEIGHTS = { price: 0.5, fit: 0.3, response: 0.2 } as const;
export type Factor = keyof typeof WEIGHTS;

/** "50 %" */
export const weightPercent = (factor: Factor) => `${Math.round(WEIGHTS[factor] * 100)} %`;
