import type { ReactNode } from 'react'

/** A table's header row: one column header per name, then whatever else heads it (a select-all box, the actions column). */
export function TableHead({ columns, before, after }: { columns: readonly ReactNode[]; before?: ReactNode; after?: ReactNode }) {
  return (
    <thead>
      <tr>
        {before}
        {columns.map((name, i) => (
          <th key={i} scope="col">
            {name}
          </th>
        ))}
        {after}
      </tr>
    </thead>
  )
}
