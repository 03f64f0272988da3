// A closed set of stored values and the word staff read for each (lead kinds, stages, routing modes, activity
// kinds, search groups), declared once as value → word. Plain, without zod, so any screen can show the words
// without loading the schemas (zod may only start in the browser after app/ui/zod-jitless.ts).

export interface WordList<K extends string> {
  /** The values in the order screens list them (a zod enum takes them as they are). */
  values: readonly [K, ...K[]]
  words: Readonly<Record<K, string>>
  is: (value: string) => value is K
  /** A stored value's word; a value this version does not know reads as `fallback`'s. */
  wordOf: (value: string) => string
}

export function wordList<const K extends string>(words: Record<K, string>, fallback: NoInfer<K>): WordList<K> {
  const is = (value: string): value is K => Object.hasOwn(words, value)
  return {
    values: Object.keys(words) as [K, ...K[]],
    words,
    is,
    wordOf: (value) => words[is(value) ? value : fallback],
  }
}
