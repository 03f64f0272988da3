// The last column of a portal table: a header named for screen readers only,
// and small buttons that say which row they act on ("Disable sam.taylor").

/** A portal table's header row: its named columns, then the actions column. */
export function HeaderRow({ columns }: { columns: string[] }) {
  return (
    <tr>
      {columns.map((c) => (
        <th key={c} scope="col">
          {c}
        </th>
      ))}
      <ActionsColumn />
    </tr>
  )
}

export function ActionsColumn() {
  return (
    <th scope="col">
      <span className="sr-only">Actions</span>
    </th>
  )
}

/** A row's button: its visible word, then the row it acts on for screen readers. */
export function RowButton({
  label,
  row,
  danger,
  disabled,
  onClick,
}: {
  label: string
  /** What the button acts on, heard after the label ("of sam.taylor", "Dundee Craftsman"). */
  row: string
  /** The class that marks a button that takes something away. */
  danger?: 'admin-btn-danger' | 'pe-danger'
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <button type="button" className={`admin-btn admin-btn-small${danger ? ` ${danger}` : ''}`} disabled={disabled} onClick={onClick}>
      {label}
      <span className="sr-only"> {row}</span>
    </button>
  )
}
