// At most a few tasks at a time, the rest waiting their turn in order, and a bound on how many may wait.
// Decoding a photo takes a few hundred megabytes and all of a core for a moment: two at once keep the
// server answering visitors meanwhile; a burst of uploads queues instead of exhausting the memory.

export interface WorkQueue {
  /** Runs the task when a place is free; undefined (not run) when `maxWaiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T> | undefined;
  readonly running: number;
  readonly waiting: number;
}

export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> | undefined {
      if (running >= concurrency && waiting.length >= maxWaiting) return undefined;
      let turn: Promise<void>;
      if (running < concurrency) {
        running += 1;
        turn = Promise.resolve();
      } else {
        // `release` hands its place over: `running` stays the same.
        turn = new Promise<void>((resolve) => waiting.push(resolve));
      }
      return turn.then(task).finally(release);
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
