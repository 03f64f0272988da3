import type { ReactNode } from 'react'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { PageHeader } from '#app/ui/page-header.tsx'
import companyCss from './company.css?inline'

/** A company page (about, leadership, partners, agents, vision, contact, sitemap, legal): its stylesheet, its header, then its sections. */
export function CompanyPage({
  eyebrow,
  title,
  intro,
  titleLang,
  style,
  children,
}: {
  eyebrow?: string
  title: string
  /** The title's language when it is not the page's (staff's English on a Spanish page). */
  titleLang?: string
  intro?: ReactNode
  /** The page's own stylesheet, after the company pages' one. */
  style?: { name: string; css: string }
  children: ReactNode
}) {
  return (
    <>
      <InlineStyle name="company" css={companyCss} />
      {style && <InlineStyle name={style.name} css={style.css} />}
      <PageHeader eyebrow={eyebrow} title={title} titleLang={titleLang} intro={intro} />
      {children}
    </>
  )
}
