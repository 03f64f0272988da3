import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** React Router's key of the history entry on screen (its location key). */
const currentEntry = (): unknown => (window.history.state as { key?: string } | null)?.key ?? window.location.href

/**
 * Scroll to the top after every route change, again at 100 ms and 200 ms.
 * Only going forward (a link, a redirect): Back and Forward return to where the
 * visitor was, which <ScrollRestoration> restores
 * (docs/decisions/0056-scroll-to-top-on-forward-navigation.md).
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType === 'POP') return
    const behavior: ScrollBehavior = reducedMotion() ? 'auto' : 'smooth'
    window.scrollTo({ top: 0, behavior })
    // The history entry these resets belong to. A Back pressed before they run changes
    // it at once, while this effect's cleanup may only run after <ScrollRestoration> has
    // put the visitor back: a late reset must not undo that.
    const entry = currentEntry()
    const timers = [100, 200].map((ms) =>
      window.setTimeout(() => {
        if (currentEntry() === entry) window.scrollTo({ top: 0, behavior })
      }, ms),
    )
    return () => timers.forEach(clearTimeout)
    // Only a new path scrolls; the navigation type is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
}

/**
 * Scroll-in animations (800 ms ease-out-cubic, once, offset 100).
 * Elements with `data-reveal` are visible by default and never hidden under prefers-reduced-motion. One is hidden
 * (`reveal-pending`) only while it is still below the screen and about to come in, so hydrating a page changes nothing
 * on it: a long list is not drawn again just to hide cards no one has scrolled to. It fades in once its top is 100 px
 * into the screen; one already on the screen, or reached before it could be hidden, simply stays.
 */
export function useRevealOnScroll(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (reducedMotion() || !('IntersectionObserver' in window)) return
    const reveal = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.classList.add('is-revealed')
          reveal.unobserve(entry.target)
          approach.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -100px 0px' },
    )
    // Within a screen below the bottom edge: hidden there, where no one sees it go.
    const approach = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.target.classList.contains('is-revealed')) continue
          approach.unobserve(entry.target)
          if (entry.boundingClientRect.top >= window.innerHeight) entry.target.classList.add('reveal-pending')
          else entry.target.classList.add('is-revealed')
        }
      },
      { rootMargin: '0px 0px 100% 0px' },
    )
    for (const el of document.querySelectorAll<HTMLElement>('[data-reveal]:not(.is-revealed)')) {
      reveal.observe(el)
      approach.observe(el)
    }
    return () => {
      reveal.disconnect()
      approach.disconnect()
    }
  }, [pathname])
}
