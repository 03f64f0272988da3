import { useEffect, useRef, useState } from 'react'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'

// The logo is tried in four formats in turn; if none loads it is hidden.
const LOGO_SOURCES = ['/logo.PNG', '/logo.png', '/logo.jpg', '/logo.jpeg']

export function Logo() {
  const [attempt, setAttempt] = useState(0)
  const img = useRef<HTMLImageElement>(null)
  const hidden = attempt >= LOGO_SOURCES.length
  const next = () => {
    if (attempt + 1 >= LOGO_SOURCES.length) console.warn('Company logo could not be loaded in any format')
    setAttempt(attempt + 1)
  }
  // A server-rendered <img> may fail before React hydrates and its error event is lost: check once mounted.
  useEffect(() => {
    const el = img.current
    if (el && el.complete && el.naturalWidth === 0) next()
  })
  return (
    <span className="logo">
      {!hidden && <img src={LOGO_SOURCES[attempt]} alt="" width={40} height={40} ref={img} onError={next} />}
      <span className="logo-text">{COMPANY_NAME}</span>
    </span>
  )
}
