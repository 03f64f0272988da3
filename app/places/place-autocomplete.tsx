import { useEffect, useId, useRef, useState } from 'react'
import type { Place } from '#core/places/place.ts'
import { SearchIcon } from '#app/ui/icons.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { call } from '#app/ui/http.ts'
import { useT } from '#app/i18n/use-t.ts'
import placeCss from './place-autocomplete.css?inline'

const SUGGEST_DELAY_MS = 200

/** Suggestions from GET /api/places; a failed request just shows none. */
async function fetchPlaces(q: string, signal: AbortSignal): Promise<Place[]> {
  const answer = await call<Place[]>(`/api/places?${new URLSearchParams({ q, limit: '5' })}`, { signal })
  return answer.ok ? answer.body : []
}

/**
 * City, ZIP code or neighbourhood search with suggestions
 * (docs/product.md#city-search-box), as an ARIA 1.2 combobox: arrow keys move
 * through the suggestions, Enter chooses, Escape closes.
 */
export function PlaceAutocomplete({
  value,
  onChange,
  onChoose,
  label,
  name = 'location',
  placeholder,
  required = false,
  queryOf = (text) => text,
  textFor,
}: {
  value: string
  onChange: (text: string) => void
  onChoose?: (place: Place) => void
  label?: React.ReactNode
  name?: string
  placeholder?: string
  required?: boolean
  /** The part of the text that is looked up (an address field asks for what follows its last comma). */
  queryOf?: (text: string) => string
  /** The box's new text for a chosen place (default: the place's name, the search boxes' behaviour). */
  textFor?: (place: Place, text: string) => string
}) {
  const id = useId()
  const { t } = useT('search')
  const [places, setPlaces] = useState<Place[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const chosen = useRef<string | null>(null)

  useEffect(() => {
    const q = queryOf(value.trim())
    if (!q || value.trim() === chosen.current) {
      // The same empty list when there was none: nothing to draw again (the box's first render on every search page).
      setPlaces((shown) => (shown.length === 0 ? shown : []))
      return
    }
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      fetchPlaces(q, controller.signal)
        .then((found) => {
          setPlaces(found)
          setActive(-1)
        })
        .catch(() => undefined)
    }, SUGGEST_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
    // queryOf is a fixed function of the caller; only the text starts a lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value])

  const choose = (place: Place) => {
    const text = textFor ? textFor(place, value) : place.name
    chosen.current = text
    setOpen(false)
    setPlaces([])
    if (textFor) onChange(text)
    onChoose?.(place)
  }

  const showList = open && places.length > 0
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && places.length > 0) {
      e.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % places.length)
    } else if (e.key === 'ArrowUp' && places.length > 0) {
      e.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1))
    } else if (e.key === 'Enter') {
      if (showList && active >= 0) {
        e.preventDefault()
        choose(places[active])
      }
    } else if (e.key === 'Escape' && showList) {
      e.preventDefault()
      setOpen(false)
    }
  }

  return (
    <div className="place-search">
      <InlineStyle name="place-autocomplete" css={placeCss} />
      <label htmlFor={`${id}-input`}>{label ?? t('places.label')}</label>
      <div className="input-with-icon">
        <SearchIcon size={18} />
        <input
          id={`${id}-input`}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          required={required}
          placeholder={placeholder ?? t('places.placeholder')}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          value={value}
          onChange={(e) => {
            chosen.current = null
            setOpen(true)
            onChange(e.target.value)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label={t('places.suggestions')} className="place-options" hidden={!showList}>
        {places.map((place, i) => (
          <li
            key={`${place.kind}:${place.label}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            // mousedown, not click: it runs before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault()
              choose(place)
            }}
          >
            <span className="place-name">{place.label}</span>
            <span className="place-kind">
              {t(`places.kind.${place.kind === 'zip' || place.kind === 'city' ? place.kind : 'neighborhood'}`)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
