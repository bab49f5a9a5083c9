// Import files are read in worker threads (piscina, a well-kept pool: bounded threads, and a task
// aborted while running has its thread terminated), each within a time limit.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Piscina } from 'piscina';
import { IMPORT_LIMITS, LIMIT_MESSAGES } from './limits';
import type { ReadResult, ReadTask } from './read-worker';

// The worker runs compiled JS: from api/dist (this file's sibling there; under ts-jest the source
// runs from api/src, so `npm run build -w api` first, as for the tests that spawn the server).
const API_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const READ_WORKER_FILE = path.join(API_ROOT, 'dist', 'modules', 'interchange', 'formats', 'read-worker.js');

/** Why a file was not read: its own fault (the message says what), too slow, or too many at once. */
export class ReadRefused extends Error {
  constructor(
    readonly why: 'unreadable' | 'timeout' | 'busy',
    message: string,
  ) {
    super(message);
    this.name = 'ReadRefused';
  }
}

export type ReadRunnerOptions = { timeoutMs?: number; maxThreads?: number; maxQueue?: number };

export class ReadRunner {
  private threads: Piscina | null = null;
  // Reads running or waiting. Counted here: piscina's maxQueue does not count tasks that carry an
  // AbortSignal while they wait for a thread.
  private reading = 0;
  readonly timeoutMs: number;
  private readonly maxThreads: number;
  private readonly maxWaiting: number;

  constructor(options: ReadRunnerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? IMPORT_LIMITS.timeoutMs;
    this.maxThreads = options.maxThreads ?? 2;
    this.maxWaiting = options.maxQueue ?? 8;
  }

  /** The pool, made on first use (a process that never imports starts no thread). */
  pool(): Piscina {
    if (this.threads) return this.threads;
    if (!existsSync(READ_WORKER_FILE)) throw new Error(`${READ_WORKER_FILE} is missing: build the api (npm run build -w api)`);
    this.threads = new Piscina({
      filename: READ_WORKER_FILE,
      minThreads: 0,
      maxThreads: this.maxThreads,
      // Idle threads end, and do not keep the process alive meanwhile.
      idleTimeout: 10_000,
    });
    return this.threads;
  }

  /**
   * Reads the file in a worker; past the time limit the worker is terminated and the read refused
   * (the limit counts from the call: a file still waiting for a thread is taken off the queue).
   */
  async read<T>(task: ReadTask, { timeoutMs = this.timeoutMs }: { timeoutMs?: number } = {}): Promise<T> {
    const pool = this.pool();
    if (this.reading >= this.maxThreads + this.maxWaiting) throw new ReadRefused('busy', LIMIT_MESSAGES.busy);
    let result: ReadResult;
    this.reading += 1;
    try {
      result = (await pool.run(task, { signal: AbortSignal.timeout(timeoutMs) })) as ReadResult;
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw new ReadRefused('timeout', LIMIT_MESSAGES.tooSlow);
      throw error;
    } finally {
      this.reading -= 1;
    }
    if (!result.ok) throw new ReadRefused('unreadable', result.unreadable);
    return result.parse as T;
  }

  async close(): Promise<void> {
    await this.threads?.destroy();
    this.threads = null;
  }
}
