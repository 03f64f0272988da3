import type { LegalContent } from '#core/content/content.ts'
import type { InLanguage } from '#core/content/content-spanish.ts'
import { EnglishOnlyNote, langOf } from './english-only.tsx'
import { CompanyPage } from './company-page.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** /privacy and /terms: a title, the date of the text and the text, editable as content. */
export function LegalPage({ page }: { page: InLanguage<LegalContent['privacyPolicy']> }) {
  const { t } = useT('content')
  return (
    <CompanyPage eyebrow={t('legal.eyebrow')} title={page.title} titleLang={langOf(page.english, 'title')}>
      <section className="section">
        <article className="container legal">
          <EnglishOnlyNote english={page.english} paths={['title', 'body', 'updated']} />
          {page.updated && (
            <p className="legal-updated">
              {t('legal.updated')} <span lang={langOf(page.english, 'updated')}>{page.updated}</span>
            </p>
          )}
          <div className="rich-text" lang={langOf(page.english, 'body')} dangerouslySetInnerHTML={{ __html: page.body }} />
        </article>
      </section>
    </CompanyPage>
  )
}
