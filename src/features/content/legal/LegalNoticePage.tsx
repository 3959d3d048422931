import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import { getConfig } from '../../../config/runtimeConfig'
import { OPERATOR_FIELDS, operatorFrom } from '../../../config/operator'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { useContentPage } from '../useContentPage'
import '../content.css'
import './legal.css'

const SALES_ROWS = ['price', 'fees', 'payment', 'paymentTime', 'delivery', 'cancellation'] as const

/**
 * /legal-notice: who runs the store, from config.json (src/config/operator.ts): what German law
 * calls the Impressum (§5 DDG), Spanish law the Aviso legal (LSSI art. 10) and Japanese law the
 * 特定商取引法に基づく表記, with the sales terms the last one asks for. Mock builds show the
 * sample operator under a notice that says so.
 */
export default function LegalNoticePage() {
  const { t } = useTranslation(['legal', 'common'])
  const locale = useCurrentLocale()
  const { productName: product, operatorIsSample } = getConfig()
  const operator = operatorFrom(getConfig().operator)
  useContentPage(t('legal:notice.title'), t('legal:notice.description', { product }))
  return (
    <div className="page content-page legal-page legal-notice">
      <header className="content-hero">
        <h1>{t('legal:notice.heading')}</h1>
        <p className="content-hero__lead">
          {t('legal:notice.intro', { product, operatorName: operator?.name ?? product })}
        </p>
      </header>
      {operatorIsSample && (
        <p className="legal-notice__sample" role="note">
          {t('legal:notice.sample')}
        </p>
      )}
      {operator && (
        <dl className="legal-notice__rows">
          {OPERATOR_FIELDS.filter((field) => operator[field] !== '').map((field) => (
            <div key={field} className="legal-notice__row">
              <dt>{t(`legal:notice.rows.${field === 'name' ? 'company' : field}`)}</dt>
              <dd>
                {field === 'email' ? (
                  <a href={`mailto:${operator.email}`}>{operator.email}</a>
                ) : field === 'phone' ? (
                  <a href={`tel:${operator.phone.replace(/[^\d+]/g, '')}`}>{operator.phone}</a>
                ) : (
                  operator[field]
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <section className="legal-notice__sales" aria-labelledby="legal-notice-sales">
        <h2 id="legal-notice-sales">{t('legal:notice.sales.title')}</h2>
        <dl className="legal-notice__rows">
          {SALES_ROWS.map((row) => (
            <div key={row} className="legal-notice__row">
              <dt>{t(`legal:notice.sales.${row}.label`)}</dt>
              <dd>
                <Trans
                  t={t}
                  i18nKey={`legal:notice.sales.${row}.value`}
                  values={{ product }}
                  components={{ withdrawal: <Link to={localePath('/withdrawal', locale)} /> }}
                />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
