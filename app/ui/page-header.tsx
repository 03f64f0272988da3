export function PageHeader({ title, intro, eyebrow }: { title: string; intro?: React.ReactNode; eyebrow?: string }) {
  return (
    <section className="page-header">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {intro && <p className="page-intro">{intro}</p>}
      </div>
    </section>
  )
}
