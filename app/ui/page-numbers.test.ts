import { describe, expect, it } from 'vitest'
import { pageCount, pageList } from './page-numbers.ts'

describe('pageList', () => {
  it('lists every page when they all fit', () => {
    expect(pageList(1, 1)).toEqual([1])
    expect(pageList(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageList(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('has nothing to list without results', () => {
    expect(pageList(1, 0)).toEqual([])
  })

  it('puts one gap after the first pages near the start', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageList(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
  })

  it('puts one gap before the last pages near the end', () => {
    expect(pageList(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageList(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('shows the current page between two gaps in the middle', () => {
    expect(pageList(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageList(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8])
  })

  it('never hides a single page behind a gap', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageList(current, total)
        items.forEach((item, i) => {
          if (item !== 'gap') return
          const before = items[i - 1] as number
          const after = items[i + 1] as number
          expect(after - before, `page ${current} of ${total}`).toBeGreaterThan(2)
        })
        expect(items).toContain(current)
        expect(items[0]).toBe(1)
        expect(items.at(-1)).toBe(total)
        expect(items.length).toBe(Math.min(total, 7))
      }
    }
  })

  it('clamps a page out of range and takes a wider window', () => {
    expect(pageList(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageList(0, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageList(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
  })
})

describe('pageCount', () => {
  it('rounds up and never goes below zero', () => {
    expect(pageCount(0, 24)).toBe(0)
    expect(pageCount(24, 24)).toBe(1)
    expect(pageCount(25, 24)).toBe(2)
    expect(pageCount(-3, 24)).toBe(0)
  })
})
