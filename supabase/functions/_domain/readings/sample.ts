/**
 * The sample logger file the page offers for download, so a visitor can see
 * the format before exporting their own. Generated, not measured: a week of
 * hourly readings of an imagined cellar that runs a little warm in the
 * afternoons. The page calls it a sample of made-up readings.
 */
export const SAMPLE_CSV_NAME = 'cellar-readings-sample.csv';

export function sampleLoggerCsv(): string {
  const lines = ['Timestamp,Temperature (°F),Humidity (%RH)'];
  for (let hour = 0; hour < 7 * 24; hour += 1) {
    const day = 1 + Math.floor(hour / 24);
    const clock = hour % 24;
    // Warmest at 4 pm, coolest at 4 am: a 3°F daily swing around 56.5°F, humidity moving the other way.
    const phase = Math.cos(((clock - 16) / 24) * 2 * Math.PI);
    const temp = 56.5 + 1.5 * phase;
    const rh = 63 - 3 * phase;
    lines.push(`2026-03-${String(day).padStart(2, '0')}T${String(clock).padStart(2, '0')}:00,${temp.toFixed(1)},${rh.toFixed(0)}`);
  }
  return `${lines.join('\n')}\n`;
}
