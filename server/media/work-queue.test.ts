import { describe, expect, it } from 'vitest'
import { createWorkQueue } from './work-queue.ts'

describe('work queue', () => {
  it('never runs more than its concurrency at once, in the order jobs came, and frees a place when one fails', async () => {
    const queue = createWorkQueue(2)
    const releases: Array<() => void> = []
    const started: number[] = []
    let running = 0
    let most = 0
    const jobs = Array.from({ length: 10 }, (_, i) => {
      const job = queue.run(async () => {
        started.push(i)
        running++
        most = Math.max(most, running)
        await new Promise<void>((resolve) => releases.push(resolve))
        running--
        if (i === 3) throw new Error('broken image')
        return i
      })
      job.catch(() => {})
      return job
    })
    for (let round = 0; round < 10; round++) {
      await new Promise((resolve) => setImmediate(resolve))
      expect(queue.stats().active).toBeLessThanOrEqual(2)
      releases.shift()?.()
    }
    const results = await Promise.allSettled(jobs)
    expect(most).toBe(2)
    expect(queue.stats()).toEqual({ concurrency: 2, active: 0, waiting: 0, peak: 2, done: 10 })
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1)
  })
})
