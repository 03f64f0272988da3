import { data, Link } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { metaT } from '#app/i18n/i18n.ts'
import type { Route } from './+types/not-found'
import { pageMeta } from '#app/ui/meta.ts'

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'common')
  return pageMeta(t('error.notFound.title'), t('error.notFound.text'))
}

export default function NotFound() {
  const { t, href } = useT()
  return (
    <section className="section">
      <div className="container narrow empty-state">
        <p className="eyebrow">404</p>
        <h1>{t('error.notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <div className="hero-actions center">
          <Link to={href('/')} className="btn btn-primary">
            {t('error.backHome')}
          </Link>
          <Link to={href('/properties')} className="btn btn-outline">
            {t('notFound.browse')}
          </Link>
        </div>
      </div>
    </section>
  )
}
