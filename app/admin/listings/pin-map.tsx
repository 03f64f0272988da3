import { useEffect, useRef } from 'react'
import { useLazyMap } from '#app/ui/use-lazy-map.ts'
import type { PinMapController } from './pin-map.client.ts'

type Point = { latitude: number; longitude: number }

/** Where the listing shows on the public map; staff drag the pin to correct it (kept until the address changes). */
export function PinMap({ tileUrl, point, onMove }: { tileUrl: string; point: Point | null; onMove: (p: Point) => void }) {
  const onMoveRef = useRef(onMove)
  useEffect(() => {
    onMoveRef.current = onMove
  })
  const { element, controller, state } = useLazyMap<PinMapController>(
    async () => {
      const { createPinMap } = await import('./pin-map.client.ts')
      return (el) => createPinMap(el, { tileUrl, label: 'Listing position: drag to correct it', onMove: (p) => onMoveRef.current(p) })
    },
    { key: tileUrl },
  )

  useEffect(() => {
    controller.current?.place(point)
  }, [point, state, controller])

  return (
    <div className="pe-map" role="region" aria-label="Map position" aria-busy={state === 'loading'}>
      <div ref={element} className="pe-map-canvas" data-testid="pin-map" />
      {state === 'failed' && <p className="pe-map-note">The map could not be loaded. The position is still found from the address.</p>}
      {state === 'ready' && !point && <p className="pe-map-note">The pin is placed from the address when you save.</p>}
    </div>
  )
}
