import { useEffect, useRef, useState } from 'react'
import type { PinMapController } from './pin-map.client.ts'

type Point = { latitude: number; longitude: number }

/** Where the listing shows on the public map; staff drag the pin to correct it (kept until the address changes). */
export function PinMap({ tileUrl, point, onMove }: { tileUrl: string; point: Point | null; onMove: (p: Point) => void }) {
  const element = useRef<HTMLDivElement>(null)
  const controller = useRef<PinMapController | null>(null)
  const onMoveRef = useRef(onMove)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  useEffect(() => {
    onMoveRef.current = onMove
  })

  useEffect(() => {
    let cancelled = false
    import('./pin-map.client.ts')
      .then(({ createPinMap }) => {
        if (cancelled || !element.current) return
        controller.current = createPinMap(element.current, {
          tileUrl,
          label: 'Listing position: drag to correct it',
          onMove: (p) => onMoveRef.current(p),
        })
        setState('ready')
      })
      .catch(() => !cancelled && setState('failed'))
    return () => {
      cancelled = true
      controller.current?.destroy()
      controller.current = null
    }
  }, [tileUrl])

  useEffect(() => {
    controller.current?.place(point)
  }, [point, state])

  return (
    <div className="pe-map" role="region" aria-label="Map position" aria-busy={state === 'loading'}>
      <div ref={element} className="pe-map-canvas" data-testid="pin-map" />
      {state === 'failed' && <p className="pe-map-note">The map could not be loaded. The position is still found from the address.</p>}
      {state === 'ready' && !point && <p className="pe-map-note">The pin is placed from the address when you save.</p>}
    </div>
  )
}
