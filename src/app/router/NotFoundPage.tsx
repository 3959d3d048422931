import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { localePath } from '../../i18n/localePath'
import { usePageTitle } from '../../shared/ui/usePageTitle'
import { getConfig } from '../../config/runtimeConfig'

/** Any unmatched path, and any unknown language segment (SPEC 2.1, 2.2). */
export function NotFoundPage() {
  const { t } = useTranslation()
  const locale = useCurrentLocale()
  usePageTitle(t('notFound.title'), getConfig().productName)
  return (
    <section className="page page--centred" aria-labelledby="not-found-title">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.description')}</p>
      <Link className="button button--primary" to={localePath('/', locale)}>
        {t('notFound.goHome')}
      </Link>
    </section>
  )
}
