import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt off the main thread. A cost-10 hash takes tens of milliseconds of
 * pure CPU in bcryptjs; run on the event loop (even with bcryptjs's async API,
 * which yields only every 100 ms) a burst of sign-ins held every other request
 * (a REST read, a file download) behind it. Here a small pool of worker
 * threads does the hashing and the main thread only waits for the answer.
 *
 * The worker is plain CommonJS evaluated from a string, so it runs the same
 * under tsx, Vitest and plain Node without a TypeScript loader.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, op, password, salt }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, salt) : bcrypt.compareSync(password, salt);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Job = { op: 'hash'; password: string; salt: number } | { op: 'compare'; password: string; salt: string };

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: (Pending & { id: number }) | null;
}

// Leave a core to the event loop; a few threads are plenty for a development backend.
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));
const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

class BcryptPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => !candidate.busy) ?? (this.slots.length < POOL_SIZE ? this.spawn() : undefined);
      if (!slot) return;
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      slot.busy = { ...pending, id };
      // Held open only while it works, so an idle pool never keeps the process alive.
      slot.worker.ref();
      slot.worker.postMessage({ id, ...pending.job });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
    const slot: Slot = { worker, busy: null };
    worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
      const done = slot.busy;
      if (!done || done.id !== message.id) return;
      slot.busy = null;
      worker.unref();
      if (message.error !== undefined) done.reject(new Error(message.error));
      else done.resolve(message.result ?? false);
      this.dispatch();
    });
    const retire = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      slot.busy?.reject(error);
      slot.busy = null;
      this.dispatch();
    };
    worker.on('error', retire);
    worker.on('exit', (code) => retire(new Error(`bcrypt worker exited with code ${code}`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }
}

const pool = new BcryptPool();

export const bcryptHash = async (password: string, cost: number): Promise<string> => String(await pool.run({ op: 'hash', password, salt: cost }));

export const bcryptCompare = async (password: string, hash: string): Promise<boolean> => (await pool.run({ op: 'compare', password, salt: hash })) === true;
