// The lists of choices a select or a set of radio buttons offers, written once as value → label in their order and
// read as the { value, label } pairs the forms, the schemas and the labels of stored answers use.

export interface Choice<V extends string = string> {
  readonly value: V
  readonly label: string
}

/**
 * The choices of `labels` in their written order. Values must not look like whole numbers ("1"), which an object
 * would move to the front.
 */
export function choices<const T extends Record<string, string>>(labels: T): ReadonlyArray<Choice<keyof T & string>> {
  return Object.entries(labels).map(([value, label]) => ({ value: value as keyof T & string, label }))
}
