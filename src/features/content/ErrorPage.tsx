import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import Compass from 'lucide-react/icons/compass'
import { getConfig } from '../../config/runtimeConfig'
import { SUPPORT_EMAIL } from '../../config/constants'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { joinSpace, withoutWordBreaks } from '../../shared/lib/wordBreaks'
import { useContentPage } from './useContentPage'
import './content.css'
import './errorPage.css'

/** Only a short code-like reference from the URL is shown and mailed: never free text. */
export function errorReference(value: string | null): string {
  const trimmed = (value ?? '').trim()
  return /^[A-Za-z0-9_.-]{1,40}$/.test(trimmed) ? trimmed : ''
}

/**
 * /error: where the store sends a visitor when something failed and there is nothing better
 * to show. A way home, a way to support, and the reference (`?code=`) support needs.
 */
export default function ErrorPage() {
  const { t } = useTranslation(['content', 'common'])
  const locale = useCurrentLocale()
  const [params] = useSearchParams()
  const product = getConfig().productName
  const code = errorReference(params.get('code'))
  useContentPage(t('content:errorPage.title'), t('content:errorPage.description', { product }))
  const subject = code
    ? t('content:errorPage.mailSubjectWithCode', { product, code })
    : t('content:errorPage.mailSubject', { product })
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(withoutWordBreaks(subject))}`

  return (
    <section className="page page--centred error-page" aria-labelledby="error-page-title">
      <span className="error-page__icon" aria-hidden="true">
        <Compass size={56} strokeWidth={1.75} />
      </span>
      <h1 id="error-page-title">{t('content:errorPage.heading')}</h1>
      <p className="lead">{t('content:errorPage.lead')}</p>
      {code && (
        <p className="error-page__code">
          {t('content:errorPage.reference')}
          {joinSpace(locale)}
          <code>{code}</code>
        </p>
      )}
      <div className="content-actions error-page__actions">
        <Link className="button button--primary" to={localePath('/', locale)}>
          {t('content:errorPage.home')}
        </Link>
        <a className="button button--secondary" href={mailto}>
          {t('content:support.button')}
        </a>
      </div>
      <p className="error-page__note">{t('content:errorPage.note', { email: SUPPORT_EMAIL })}</p>
    </section>
  )
}
