import type { ReactNode } from 'react'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { PageHeader } from '#app/ui/page-header.tsx'
import companyCss from './company.css?inline'

/** A company page (about, leadership, partners, agents, vision, contact, sitemap, legal): its stylesheet, its header, then its sections. */
export function CompanyPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <InlineStyle name="company" css={companyCss} />
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </>
  )
}
