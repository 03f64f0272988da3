import type { ReactNode } from 'react'

/**
 * A band of a public page: the page's section spacing (`alt` for the tinted
 * background), named by its heading (`labelledBy`) or a `label`, with the
 * content in the page's container.
 */
export function PageSection({
  alt,
  className,
  labelledBy,
  label,
  children,
}: {
  alt?: boolean
  className?: string
  labelledBy?: string
  label?: string
  children: ReactNode
}) {
  return (
    <section
      className={['section', alt && 'section-alt', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      <div className="container">{children}</div>
    </section>
  )
}
