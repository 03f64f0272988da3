import { InlineStyle } from '#app/ui/inline-style.tsx'
import skeletonCss from './listing-skeleton.css?inline'
import { useT } from '#app/i18n/use-t.ts'

/** Placeholder while a property loads on client navigation: the layout's shape, no content yet. */
export function ListingSkeleton() {
  const { t } = useT('property')
  // It covers the window over the page being left, which stays underneath at its scroll position: the
  // router saves that position when the property arrives, so Back returns to the visitor's place.
  return (
    <div className="skeleton-overlay">
      <div className="container property-skeleton" aria-busy="true">
        <InlineStyle name="property-skeleton" css={skeletonCss} />
        <p className="sk-status" role="status">
          {t('skeleton.loading')}
        </p>
        <div className="sk sk-hero" />
        <div className="sk-thumbs">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="sk" />
          ))}
        </div>
        <div className="property-layout">
          <div>
            <div className="sk sk-line sk-w30" />
            <div className="sk sk-title" />
            <div className="sk sk-line sk-w60" />
            <div className="sk-stats">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="sk" />
              ))}
            </div>
            <div className="sk sk-line" />
            <div className="sk sk-line" />
            <div className="sk sk-line sk-w80" />
          </div>
          <div className="sk sk-aside" />
        </div>
      </div>
    </div>
  )
}
