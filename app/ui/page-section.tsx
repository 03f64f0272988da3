import { useId, type ReactNode } from 'react'

/**
 * A band of a public page: the page's section spacing (`alt` for the tinted
 * background), named by its heading (`labelledBy`), a `label`, or a heading
 * only screen readers show (`hiddenHeading`, for heading navigation), with the
 * content in the page's container.
 */
export function PageSection({
  alt,
  className,
  labelledBy,
  label,
  hiddenHeading,
  children,
}: {
  alt?: boolean
  className?: string
  labelledBy?: string
  label?: string
  hiddenHeading?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      className={['section', alt && 'section-alt', className].filter(Boolean).join(' ')}
      aria-labelledby={hiddenHeading ? headingId : labelledBy}
      aria-label={label}
    >
      <div className="container">
        {hiddenHeading && (
          <h2 id={headingId} className="sr-only">
            {hiddenHeading}
          </h2>
        )}
        {children}
      </div>
    </section>
  )
}
