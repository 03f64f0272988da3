import { useEffect, useState } from 'react'
import type { InquiryKind } from '#app/leads/inquiry-forms.tsx'
import { useT } from '#app/i18n/use-t.ts'

/**
 * On a phone the agent card comes after every detail section, so Contact
 * Agent and Schedule Tour also sit in a bar at the bottom of the screen.
 * Like the card's own buttons, the bar shows only while both forms are
 * closed, and it steps aside while the card is on screen.
 * Its buttons open the form in the card and bring it into view.
 */
export function PhoneContactBar({ formsClosed, onOpen }: { formsClosed: boolean; onOpen: (kind: InquiryKind) => void }) {
  const { t } = useT('content')
  const [cardInView, setCardInView] = useState(false)
  useEffect(() => {
    const card = document.getElementById('property-agent')
    if (!card || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(([entry]) => setCardInView(entry.isIntersecting), { threshold: 0.15 })
    observer.observe(card)
    return () => observer.disconnect()
  }, [])

  const open = (kind: InquiryKind) => {
    onOpen(kind)
    // After the form has rendered: show it and put the cursor in its first field.
    requestAnimationFrame(() => {
      const card = document.getElementById('property-agent')
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      card?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
      card?.querySelector<HTMLElement>('form input:not([tabindex="-1"]), form select')?.focus({ preventScroll: true })
    })
  }

  if (!formsClosed) return null
  return (
    <div className={`phone-contact-bar${cardInView ? ' is-hidden' : ''}`} aria-hidden={cardInView} data-testid="phone-contact-bar">
      <button type="button" className="btn btn-primary" tabIndex={cardInView ? -1 : undefined} onClick={() => open('agent')}>
        {t('phoneBar.contactAgent')}
      </button>
      <button type="button" className="btn btn-outline" tabIndex={cardInView ? -1 : undefined} onClick={() => open('tour')}>
        {t('phoneBar.scheduleTour')}
      </button>
    </div>
  )
}
