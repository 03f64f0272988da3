import { Link } from 'react-router'

/** The usual buttons of a company page's closing band. */
export const CONTACT_AND_LISTINGS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/properties', label: 'View Properties' },
]

/** The closing call to action of a company page: a title, a line and its buttons (first one filled). */
export function CtaBand({ title, text, links }: { title: string; text?: string; links: Array<{ to: string; label: string }> }) {
  return (
    <section className="section cta-band" aria-labelledby="cta-title">
      <div className="container center-text">
        <h2 id="cta-title">{title}</h2>
        {text && <p className="cta-text">{text}</p>}
        <div className="hero-actions center">
          {links.map((l, i) => (
            <Link key={l.to} to={l.to} className={`btn ${i === 0 ? 'btn-accent' : 'btn-outline-light'}`}>
              {l.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
