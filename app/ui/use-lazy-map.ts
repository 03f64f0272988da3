import { useEffect, useRef, useState, type RefObject } from 'react'

export type MapState = 'loading' | 'ready' | 'failed'

/**
 * A Leaflet map fetched and started in the browser only: `load` imports the
 * map's module (never during server rendering) and starts it on the element
 * once `active`; it is destroyed when the component goes or `key` changes.
 */
export function useLazyMap<C extends { destroy(): void }>(
  load: () => Promise<(element: HTMLDivElement) => C>,
  options: { active?: boolean; key?: unknown } = {},
): { element: RefObject<HTMLDivElement | null>; controller: RefObject<C | null>; state: MapState } {
  const element = useRef<HTMLDivElement>(null)
  const controller = useRef<C | null>(null)
  const [state, setState] = useState<MapState>('loading')
  const latestLoad = useRef(load)
  useEffect(() => {
    latestLoad.current = load
  })
  const active = options.active ?? true

  useEffect(() => {
    if (!active) return
    let cancelled = false
    latestLoad
      .current()
      .then((start) => {
        if (cancelled || !element.current) return
        controller.current = start(element.current)
        setState('ready')
      })
      .catch(() => !cancelled && setState('failed'))
    return () => {
      cancelled = true
      controller.current?.destroy()
      controller.current = null
    }
  }, [active, options.key])

  return { element, controller, state }
}
