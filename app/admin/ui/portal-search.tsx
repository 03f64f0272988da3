import { useEffect, useId, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { PORTAL_SEARCH_MIN_CHARS, type PortalSearchResult } from '#core/staff/portal-search.ts'

// The portal header's one search box (docs/decisions/0108-one-portal-search.md): listings, leads, people and content
// sections, grouped, as an ARIA 1.2 combobox with a listbox popup. Focus stays in the box; the arrow keys move the
// active option (aria-activedescendant), Enter opens it, Escape closes the list and then clears the box.

const PAUSE_MS = 250

type Option = PortalSearchResult['groups'][number]['items'][number] & { key: string }

export function PortalSearch() {
  const id = useId()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [text, setText] = useState('')
  const [answer, setAnswer] = useState<{ for: string; result: PortalSearchResult | null; error: string } | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = text.trim()
  const ready = query.length >= PORTAL_SEARCH_MIN_CHARS

  useEffect(() => {
    if (!ready) return
    let current = true
    const timer = setTimeout(() => {
      staffRequest<PortalSearchResult>(`/api/admin/search?q=${encodeURIComponent(query)}`).then(
        (result) => current && setAnswer({ for: query, result, error: '' }),
        (err: unknown) =>
          current && setAnswer({ for: query, result: null, error: errorMessage(err, 'The search failed. Please try again.') }),
      )
    }, PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [query, ready])

  // A new page closes the list (the result that was chosen, or a link elsewhere).
  const [shownOn, setShownOn] = useState(pathname)
  if (shownOn !== pathname) {
    setShownOn(pathname)
    setOpen(false)
  }

  const current = answer && answer.for === query ? answer : null
  const groups = current?.result?.groups ?? []
  const options: Option[] = groups.flatMap((g) => g.items.map((item) => ({ ...item, key: `${g.group}-${item.id}` })))
  const optionId = (k: number) => `${id}-option-${k}`
  const expanded = open && ready
  const searching = ready && !current
  const status = !ready
    ? ''
    : searching
      ? 'Searching…'
      : current?.error ||
        (options.length === 0 ? `Nothing found for “${query}”.` : `${options.length} ${options.length === 1 ? 'result' : 'results'}.`)

  const choose = (option: Option) => {
    setOpen(false)
    setText('')
    setActive(-1)
    navigate(option.href)
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!expanded) setOpen(true)
      if (options.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((a) => (a < 0 ? (step > 0 ? 0 : options.length - 1) : (a + step + options.length) % options.length))
    } else if (e.key === 'Enter') {
      const option = options[active]
      if (expanded && option) {
        e.preventDefault()
        choose(option)
      }
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false)
      else setText('')
      setActive(-1)
    } else if ((e.key === 'Home' || e.key === 'End') && expanded && active >= 0) {
      e.preventDefault()
      setActive(e.key === 'Home' ? 0 : options.length - 1)
    }
  }

  // Where each group's options start in the one list the arrow keys move through.
  const starts = groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.items.length, 0))
  return (
    <div className="portal-search" role="search" aria-label="Portal">
      <label htmlFor={`${id}-input`} className="sr-only">
        Search listings, leads, people and content
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search…"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className="portal-search-popup" hidden={!expanded}>
        <div id={`${id}-list`} role="listbox" aria-label="Search results">
          {groups.map((g, gi) => (
            <div key={g.group} role="group" aria-labelledby={`${id}-${g.group}`}>
              <div id={`${id}-${g.group}`} role="presentation" className="portal-search-group">
                {g.label}
              </div>
              {g.items.map((item, ii) => {
                const k = starts[gi] + ii
                return (
                  <div
                    key={item.id}
                    id={optionId(k)}
                    role="option"
                    aria-selected={k === active}
                    className="portal-search-option"
                    // The box keeps the focus: a press chooses before the box's blur closes the list.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(options[k])}
                    onMouseMove={() => setActive(k)}
                  >
                    <span className="portal-search-title">{item.title}</span>
                    {item.detail && <span className="portal-search-detail">{item.detail}</span>}
                  </div>
                )
              })}
            </div>
          ))}
        </div>
        {status && (
          <p className="portal-search-status" aria-hidden="true">
            {status}
          </p>
        )}
      </div>
      <span className="sr-only" role="status" aria-live="polite">
        {expanded ? status : ''}
      </span>
    </div>
  )
}
