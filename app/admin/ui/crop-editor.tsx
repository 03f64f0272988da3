import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { MIN_CROP, type Crop, type Focus } from '#core/image-details.ts'

// The crop rectangle and focal point of one image, on the original: drag the rectangle to move it, its corner to
// size it, the dot to set the focal point (pointer events: mouse, pen and touch alike); or from the keyboard, arrow
// keys on each of the three (Shift for steps of 10 %), with every value shown and typed in the number fields below.

export const WHOLE: Crop = { x: 0, y: 0, width: 1, height: 1 }

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v))
const round = (v: number) => Math.round(v * 1000) / 1000
const percent = (v: number) => Math.round(v * 1000) / 10

/** A crop kept inside the image and at least MIN_CROP on each side. */
export function keptInside(c: Crop): Crop {
  const width = clamp(c.width, MIN_CROP, 1)
  const height = clamp(c.height, MIN_CROP, 1)
  return { x: round(clamp(c.x, 0, 1 - width)), y: round(clamp(c.y, 0, 1 - height)), width: round(width), height: round(height) }
}

type Part = 'move' | 'resize' | 'focus'

export function CropEditor({
  src,
  width,
  height,
  crop,
  focus,
  onChange,
}: {
  src: string
  width: number
  height: number
  crop: Crop
  focus: Focus
  onChange: (crop: Crop, focus: Focus) => void
}) {
  const id = useId()
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ part: Part; x: number; y: number; crop: Crop } | null>(null)

  const change = (part: Part, dx: number, dy: number, from: Crop = crop) => {
    if (part === 'move') onChange(keptInside({ ...from, x: from.x + dx, y: from.y + dy }), focus)
    else if (part === 'resize')
      onChange(
        keptInside({ ...from, width: clamp(from.width + dx, MIN_CROP, 1 - from.x), height: clamp(from.height + dy, MIN_CROP, 1 - from.y) }),
        focus,
      )
    else onChange(crop, { x: round(clamp(focus.x + dx, 0, 1)), y: round(clamp(focus.y + dy, 0, 1)) })
  }

  const onKeyDown = (part: Part) => (e: KeyboardEvent) => {
    const step = e.shiftKey ? 0.1 : 0.01
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key]
    if (!delta) return
    e.preventDefault()
    e.stopPropagation()
    // The focal point is a fraction of the crop: a step is the same share of what is seen.
    change(part, delta[0]!, delta[1]!)
  }

  const begin = (part: Part, e: PointerEvent) => {
    e.preventDefault()
    e.stopPropagation()
    ;(e.currentTarget as HTMLElement).setPointerCapture(e.pointerId)
    drag.current = { part, x: e.clientX, y: e.clientY, crop }
  }
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current
    const box = frame.current?.getBoundingClientRect()
    if (!d || !box) return
    const dx = (e.clientX - d.x) / box.width
    const dy = (e.clientY - d.y) / box.height
    if (d.part === 'focus') {
      // The dot follows the pointer, as a fraction of the crop.
      const x = ((e.clientX - box.left) / box.width - crop.x) / crop.width
      const y = ((e.clientY - box.top) / box.height - crop.y) / crop.height
      onChange(crop, { x: round(clamp(x, 0, 1)), y: round(clamp(y, 0, 1)) })
    } else change(d.part, dx, dy, d.crop)
  }
  const end = () => {
    drag.current = null
  }

  const field = (label: string, value: number, set: (v: number) => void, max = 100) => (
    <span className="crop-value">
      <label htmlFor={`${id}-${label}`}>{label}</label>
      <input
        id={`${id}-${label}`}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={1}
        value={percent(value)}
        onChange={(e) => {
          const v = Number(e.target.value)
          if (Number.isFinite(v)) set(clamp(v, 0, max) / 100)
        }}
      />
      <span aria-hidden="true">%</span>
    </span>
  )

  const box = { left: `${crop.x * 100}%`, top: `${crop.y * 100}%`, width: `${crop.width * 100}%`, height: `${crop.height * 100}%` }
  const dot = { left: `${(crop.x + focus.x * crop.width) * 100}%`, top: `${(crop.y + focus.y * crop.height) * 100}%` }
  const help = `${id}-help`
  return (
    <div className="crop-editor">
      <p id={help} className="crop-help">
        Drag the frame or its corner, or use the arrow keys on them (Shift moves 10 %). The dot is the focal point: it stays in view
        wherever the site trims the picture.
      </p>
      <div className="crop-frame" ref={frame} onPointerMove={onPointerMove} onPointerUp={end} onPointerCancel={end}>
        <img src={src} alt="" width={width} height={height} draggable={false} />
        <div className="crop-clip">
          <div className="crop-shade" style={box} />
        </div>
        <button
          type="button"
          className="crop-box"
          style={box}
          aria-label={`Crop frame: ${percent(crop.x)} % from the left, ${percent(crop.y)} % from the top. Arrow keys move it.`}
          aria-describedby={help}
          onKeyDown={onKeyDown('move')}
          onPointerDown={(e) => begin('move', e)}
        />
        <button
          type="button"
          className="crop-corner"
          style={{ left: `${(crop.x + crop.width) * 100}%`, top: `${(crop.y + crop.height) * 100}%` }}
          aria-label={`Crop size: ${percent(crop.width)} % wide, ${percent(crop.height)} % high. Arrow keys resize it.`}
          onKeyDown={onKeyDown('resize')}
          onPointerDown={(e) => begin('resize', e)}
        />
        <button
          type="button"
          className="crop-focus"
          style={dot}
          aria-label={`Focal point: ${percent(focus.x)} % across, ${percent(focus.y)} % down the crop. Arrow keys move it.`}
          onKeyDown={onKeyDown('focus')}
          onPointerDown={(e) => begin('focus', e)}
        />
      </div>
      <fieldset className="crop-values">
        <legend>Crop (share of the original)</legend>
        {field('Left', crop.x, (v) => onChange(keptInside({ ...crop, x: v }), focus))}
        {field('Top', crop.y, (v) => onChange(keptInside({ ...crop, y: v }), focus))}
        {field('Width', crop.width, (v) => onChange(keptInside({ ...crop, width: Math.min(v, 1 - crop.x) }), focus))}
        {field('Height', crop.height, (v) => onChange(keptInside({ ...crop, height: Math.min(v, 1 - crop.y) }), focus))}
      </fieldset>
      <fieldset className="crop-values">
        <legend>Focal point (share of the crop)</legend>
        {field('Across', focus.x, (v) => onChange(crop, { ...focus, x: v }))}
        {field('Down', focus.y, (v) => onChange(crop, { ...focus, y: v }))}
      </fieldset>
    </div>
  )
}

/**
 * How the cropped picture looks in a box of `aspect` (width / height) that CSS fills (object-fit: cover), trimmed
 * around the focal point as the public pages trim it (object-position).
 */
export function FramedPreview({
  src,
  width,
  height,
  crop,
  focus,
  aspect,
  label,
}: {
  src: string
  width: number
  height: number
  crop: Crop
  focus: Focus
  aspect: number
  label: string
}) {
  const cropAspect = (crop.width * width) / (crop.height * height)
  // The cropped picture, scaled to cover the box, as a share of the box's width and height.
  const w = cropAspect > aspect ? (cropAspect / aspect) * 100 : 100
  const h = cropAspect > aspect ? 100 : (aspect / cropAspect) * 100
  const inner = { width: `${w}%`, height: `${h}%`, left: `${(100 - w) * focus.x}%`, top: `${(100 - h) * focus.y}%` }
  const img = {
    width: `${100 / crop.width}%`,
    height: `${100 / crop.height}%`,
    left: `${(-crop.x / crop.width) * 100}%`,
    top: `${(-crop.y / crop.height) * 100}%`,
  }
  return (
    <figure className="framed-preview">
      <div className="framed-box" style={{ aspectRatio: String(aspect) }}>
        <div className="framed-inner" style={inner}>
          <img src={src} alt="" style={img} draggable={false} />
        </div>
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  )
}
