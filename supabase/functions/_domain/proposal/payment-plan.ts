/**
 * The deposit secures the schedule and orders the long-lead items (cooling,
 * racking); the middle payment falls when building starts, the rest at the
 * walkthrough. Whole dollars; the last payment takes the remainder, so the
 * schedule always sums to the total (paymentSchedule in proposal.ts). Alone,
 * so the tool's public page can describe it without loading the estimator.
 */
export const PAYMENT_PLAN = [
  { label: 'Deposit', due: 'On acceptance: reserves the build slot and orders cooling and racking', percent: 30 },
  { label: 'Construction start', due: 'When work begins on site', percent: 40 },
  { label: 'Completion', due: 'At the final walkthrough, once the cellar holds temperature', percent: 30 },
] as const;
