import { Link } from 'react-router'

/** A section's heading: a small eyebrow line over the title (whose id labels the section), and an optional link beside it. */
export function SectionHead({
  eyebrow,
  title,
  id,
  center,
  link,
}: {
  eyebrow: string
  title: string
  id: string
  center?: boolean
  link?: { to: string; label: string }
}) {
  return (
    <div className={center ? 'section-head center' : 'section-head'}>
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id}>{title}</h2>
      </div>
      {link && (
        <Link to={link.to} prefetch="intent" className="btn btn-outline">
          {link.label}
        </Link>
      )}
    </div>
  )
}

/**
 * A centred section title (its id labels the section) with one line under it; `lang` names the language of either
 * text when it is not the page's (staff's English on a Spanish page).
 */
export function SectionTitle({
  id,
  title,
  text,
  lang,
}: {
  id: string
  title: string
  text: string
  lang?: { title?: string; text?: string }
}) {
  return (
    <div className="section-title">
      <h2 id={id} lang={lang?.title}>
        {title}
      </h2>
      <p lang={lang?.text}>{text}</p>
    </div>
  )
}
