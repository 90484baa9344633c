/**
 * The local stand-in for the hosted schedule (pg_cron calling the
 * scheduled-jobs function, docs/deploy-hosted.md "Scheduled jobs"): every
 * `intervalMs` it calls the same function with the service role, as the
 * cron job does. Off unless asked for; tests call `run(now)` themselves
 * with the time they want instead of waiting.
 */
export interface SchedulerOptions {
  /** Milliseconds between runs; 0 or less: no timer (runs only when asked). */
  intervalMs: number;
  /** Calls the scheduled-jobs function; `now` moves its clock. */
  call: (body: { now?: string }) => Promise<Response>;
  log: (line: string) => void;
}

export const SCHEDULED_JOBS_FUNCTION = 'scheduled-jobs';

export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly options: SchedulerOptions) {}

  start(): void {
    if (this.options.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      // A slow run is not stacked on: the next tick is skipped while one is going.
      if (!this.running) void this.run().catch((error: unknown) => this.options.log(`scheduler: run failed: ${(error as Error).message}`));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One run of every due job, at `now` (default: the real time); answers the function's report. */
  async run(now?: Date): Promise<unknown> {
    const call = this.options.call(now ? { now: now.toISOString() } : {}).then(async (response) => {
      const report = (await response.json()) as unknown;
      if (!response.ok) throw new Error(`${SCHEDULED_JOBS_FUNCTION} answered ${response.status}: ${JSON.stringify(report)}`);
      return report;
    });
    this.running = call;
    try {
      return await call;
    } finally {
      if (this.running === call) this.running = null;
    }
  }
}

/** BACKEND_SCHEDULER_INTERVAL_MS, else `fallback`; a value that is not a whole number of ms is refused. */
export function schedulerIntervalFromEnv(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BACKEND_SCHEDULER_INTERVAL_MS;
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`BACKEND_SCHEDULER_INTERVAL_MS must be a whole number of milliseconds (0 = off), not "${raw}"`);
  return value;
}
