/** A page's title band; `titleLang` names the title's language when it is not the page's (staff's English on a Spanish page). */
export function PageHeader({
  title,
  intro,
  eyebrow,
  titleLang,
}: {
  title: string
  intro?: React.ReactNode
  eyebrow?: string
  titleLang?: string
}) {
  return (
    <section className="page-header">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 lang={titleLang}>{title}</h1>
        {intro && <p className="page-intro">{intro}</p>}
      </div>
    </section>
  )
}
