import { useEffect, useRef } from 'react'
import { useLazyMap } from '#app/ui/use-lazy-map.ts'
import { useT } from '#app/i18n/use-t.ts'
import type { ListingsMapController, MapBounds } from './listings-map.client.ts'

export type { MapBounds }

export interface MapFocus {
  latitude: number
  longitude: number
  zoom: number
}

interface Props {
  /** Leaflet is fetched and started the first time this is true (phones: when the visitor opens the map). */
  active: boolean
  /** Whether the map is on screen now; a map shown again after being hidden re-measures itself. */
  visible: boolean
  tileUrl: string
  pinQuery: string
  initialBounds: MapBounds | null
  focus: MapFocus | null
  highlightId: string | null
  onBoundsChange: (bounds: MapBounds) => void
  onOpen: (id: string) => void
  label: string
}

/** The tile server's origin, to open its connection while the page still loads; null for a template it cannot read. */
function tileOrigin(template: string): string | null {
  try {
    return new URL(template.replace('{s}', 'a').replace(/\{[a-z]+\}/g, '0')).origin
  } catch {
    return null
  }
}

/**
 * The listings map (left two thirds of the search pages). The
 * server sends an empty frame; Leaflet is fetched and started in the browser
 * only once the page asks for it (`active`), so it costs nothing before then.
 */
export function ListingsMap(props: Props) {
  const { t, href } = useT('search')
  const words = {
    label: t('map.application'),
    details: t('map.details'),
    perMonth: t('map.perMonth'),
    listingPath: (id: string) => href(`/property/${id}`),
  }
  const latest = useRef({ ...props, words })
  useEffect(() => {
    latest.current = { ...props, words }
  })
  const { element, controller, state } = useLazyMap<ListingsMapController>(
    async () => {
      const { createListingsMap } = await import('./listings-map.client.ts')
      return (el) => {
        const p = latest.current
        const map = createListingsMap(el, {
          tileUrl: p.tileUrl,
          pinQuery: p.pinQuery,
          initialBounds: p.initialBounds,
          onBoundsChange: (b) => latest.current.onBoundsChange(b),
          onOpen: (id) => latest.current.onOpen(id),
          words: p.words,
        })
        if (p.focus) map.flyTo(p.focus.latitude, p.focus.longitude, p.focus.zoom)
        return map
      }
    },
    { active: props.active },
  )

  useEffect(() => {
    if (props.visible) controller.current?.refresh()
  }, [props.visible, controller])

  useEffect(() => {
    controller.current?.setPinQuery(props.pinQuery)
  }, [props.pinQuery, controller])
  useEffect(() => {
    if (props.focus) controller.current?.flyTo(props.focus.latitude, props.focus.longitude, props.focus.zoom)
  }, [props.focus, controller])
  useEffect(() => {
    controller.current?.highlight(props.highlightId)
  }, [props.highlightId, controller])

  const origin = tileOrigin(props.tileUrl)
  return (
    <div className="listings-map" role="region" aria-label={props.label} aria-busy={state === 'loading'}>
      {/* The tiles' connection opens early, so the first tiles do not wait for it (React hoists this). */}
      {origin && <link rel="preconnect" href={origin} />}
      <div ref={element} className="listings-map-canvas" />
      {state === 'loading' && <p className="listings-map-note">{t('map.loading')}</p>}
      {state === 'failed' && <p className="listings-map-note">{t('map.failed')}</p>}
    </div>
  )
}
