import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { namedProblem } from '#core/schema-fields.ts'

// Problems of a form shown next to their fields, named by the fields' own labels. A form that checks its value with
// a schema gives the problems by path ("socialMedia.facebook", "valuesList.2.title"); each field given a `path`
// shows the problem at that path under itself and tells the form its label, so the form's summary can say
// "Facebook: Use a web address starting with https://" rather than the path.

export type Problems = Record<string, string>

interface FieldProblems {
  problems: Problems
  labels: Map<string, string>
}

const Context = createContext<FieldProblems | null>(null)

export function FieldProblemsProvider({ problems, labels, children }: FieldProblems & { children: ReactNode }) {
  // One value while the problems stay the same, so the fields' label registrations do not run again on every keystroke.
  const value = useMemo(() => ({ problems, labels }), [problems, labels])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The problem at `path` (none without a provider or a path); registers the field's label for the summary. */
export function useFieldProblem(path: string | undefined, label: string): string | undefined {
  const context = useContext(Context)
  useEffect(() => {
    if (!context || !path) return
    context.labels.set(path, label)
    return () => {
      context.labels.delete(path)
    }
  }, [context, path, label])
  return path ? context?.problems[path] : undefined
}

/** A schema's issues by path, the first one for each path. */
export function problemsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, dropPrefix = ''): Problems {
  const out: Problems = {}
  for (const issue of issues) {
    let path = issue.path.map(String).join('.')
    if (dropPrefix && path.startsWith(`${dropPrefix}.`)) path = path.slice(dropPrefix.length + 1)
    out[path] ??= issue.message
  }
  return out
}

/** "Facebook link" for "socialMedia.facebook" when no field told its label: the last word of the path, spaced, and the item. */
function labelFromPath(path: string): string {
  const parts = path.split('.')
  const name = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? 'This section'
  const index = parts.find((p) => /^\d+$/.test(p))
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  const label = words.charAt(0).toUpperCase() + words.slice(1)
  return index === undefined ? label : `${label} (item ${Number(index) + 1})`
}

/** One line for a notice: the first problem named by its field's label, and how many more there are. */
export function problemSummary(problems: Problems, labels: ReadonlyMap<string, string>): string {
  const paths = Object.keys(problems)
  if (paths.length === 0) return ''
  const first = paths[0]
  const name = first === '' ? 'This section' : (labels.get(first) ?? labelFromPath(first))
  const more = paths.length - 1
  return `${namedProblem(name, problems[first])}${more ? ` (and ${more} more ${more === 1 ? 'field' : 'fields'} to check)` : ''}`
}
