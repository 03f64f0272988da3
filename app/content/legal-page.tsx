import type { LegalContent } from '#core/content/content.ts'
import { CompanyPage } from './company-page.tsx'

/** /privacy and /terms: a title, the date of the text and the text, editable as content. */
export function LegalPage({ page }: { page: LegalContent['privacyPolicy'] }) {
  return (
    <CompanyPage eyebrow="Legal" title={page.title}>
      <section className="section">
        <article className="container legal">
          {page.updated && <p className="legal-updated">Last updated: {page.updated}</p>}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
        </article>
      </section>
    </CompanyPage>
  )
}
