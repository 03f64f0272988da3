// The From and To days of a filter bar (the lead inbox, the activity log): each keeps the other's bound, and a
// change applies at once.

export function DateRangeFilter({
  id,
  from,
  to,
  className,
  onChange,
}: {
  /** Prefix of the inputs' ids. */
  id: string
  from: string
  to: string
  /** The class of each field's wrapper, the filter bar's own. */
  className: string
  onChange: (patch: { from?: string; to?: string }) => void
}) {
  return (
    <>
      <div className={className}>
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.currentTarget.value })}
        />
      </div>
      <div className={className}>
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.currentTarget.value })} />
      </div>
    </>
  )
}
