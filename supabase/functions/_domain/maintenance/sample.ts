/**
 * The sample cooling-unit log the page offers to try and to download.
 * Generated, not measured: six weeks of daily rows from an imagined
 * through-the-wall unit whose condenser coil is clogging, so its run-time
 * climbs and its split narrows. The page calls it a sample of made-up readings.
 */
export const SAMPLE_LOG_NAME = 'cooling-unit-log-sample.csv';
export const SAMPLE_LOG_DAYS = 42;

export function sampleUnitLog(): string {
  const lines = ['Date,Run time (%),Supply (°F),Return (°F),Humidity (%RH),Outside (°F)'];
  for (let day = 0; day < SAMPLE_LOG_DAYS; day += 1) {
    // A fixed wobble, not random: the same file every time.
    const wobble = Math.sin(day * 1.7) * 2;
    const run = 46 + day * 0.9 + wobble;
    const split = 20 - day * 0.15 - wobble * 0.2;
    const ret = 55.5 + day * 0.03;
    const rh = 63 + Math.sin(day * 0.9) * 1.5;
    const outside = 74 + Math.sin(day * 0.45) * 3;
    const date = new Date(Date.UTC(2026, 8, 1) + day * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${date},${run.toFixed(0)},${(ret - split).toFixed(1)},${ret.toFixed(1)},${rh.toFixed(0)},${outside.toFixed(0)}`);
  }
  return `${lines.join('\n')}\n`;
}
