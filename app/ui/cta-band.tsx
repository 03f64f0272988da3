import { Link } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { EnglishOnlyMark } from '#app/content/english-only.tsx'

/** A closing band's button: its page and its words (a key of the `content` words). */
export type CtaLink = { to: string; label: 'cta.contactUs' | 'cta.viewProperties' }

/** The usual buttons of a company page's closing band. */
export const CONTACT_AND_LISTINGS: CtaLink[] = [
  { to: '/contact', label: 'cta.contactUs' },
  { to: '/properties', label: 'cta.viewProperties' },
]

/** The closing call to action of a company page: a title, a line and its buttons (first one filled). */
export function CtaBand({
  title,
  text,
  links,
  lang,
}: {
  title: string
  text?: string
  links: CtaLink[]
  /** The language of the title or text when it is not the page's (staff's English on a Spanish page). */
  lang?: { title?: string; text?: string }
}) {
  const { t, href } = useT('content')
  return (
    <section className="section cta-band" aria-labelledby="cta-title">
      <div className="container center-text">
        {(lang?.title || lang?.text) && <EnglishOnlyMark />}
        <h2 id="cta-title" lang={lang?.title}>
          {title}
        </h2>
        {text && (
          <p className="cta-text" lang={lang?.text}>
            {text}
          </p>
        )}
        <div className="hero-actions center">
          {links.map((l, i) => (
            <Link key={l.to} to={href(l.to)} className={`btn ${i === 0 ? 'btn-accent' : 'btn-outline-light'}`}>
              {t(l.label)}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
