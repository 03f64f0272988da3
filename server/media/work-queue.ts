// A first-in first-out queue that runs at most `concurrency` jobs at once. The
// image pipeline runs every decode through one (./image-pipeline.ts), so the
// memory the decodes take is bounded however many uploads arrive together;
// `stats` is what the tests and the logs read of it.

export interface WorkQueueStats {
  concurrency: number
  /** Jobs running now. */
  active: number
  /** Jobs waiting for a place. */
  waiting: number
  /** The most jobs that ran at once since the start or the last resetPeak(). */
  peak: number
  /** Jobs finished (or failed) since the start. */
  done: number
}

export interface WorkQueue {
  run<T>(job: () => Promise<T>): Promise<T>
  setConcurrency(concurrency: number): void
  stats(): WorkQueueStats
  resetPeak(): void
}

export function createWorkQueue(concurrency: number): WorkQueue {
  let limit = Math.max(1, Math.floor(concurrency))
  let active = 0
  let peak = 0
  let done = 0
  const waiting: Array<() => void> = []
  const next = () => {
    while (active < limit && waiting.length > 0) {
      active++
      peak = Math.max(peak, active)
      waiting.shift()!()
    }
  }
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        waiting.push(resolve)
        next()
      })
      try {
        return await job()
      } finally {
        active--
        done++
        next()
      }
    },
    setConcurrency(n: number) {
      limit = Math.max(1, Math.floor(n))
      next()
    },
    stats: () => ({ concurrency: limit, active, waiting: waiting.length, peak, done }),
    resetPeak() {
      peak = active
    },
  }
}
