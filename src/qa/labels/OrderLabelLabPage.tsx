import { useEffect, useId, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { getConfig } from '../../config/runtimeConfig'
import { switchLocalePath } from '../../i18n/localePath'
import { LOCALES, isLocaleCode } from '../../i18n/locales'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { SelectField } from '../../shared/ui/SelectField'
import { usePageTitle } from '../../shared/ui/usePageTitle'
import { OrderCard } from '../../features/order/orders/OrderCard'
import { orderLabel } from '../../features/order/orderLabel'
import '../../features/order/orders/orders.css'
import { INSTALL_STATUSES, ORDER_USAGE_STATES, PAYMENT_STATUSES } from '../../api/contract/order'
import { combinationFromQuery, combinationQuery, type Combination } from './combinations'
import { sampleOrder } from './sampleOrder'
import { ShareLink } from './ShareLink'
import { LabelTable } from './LabelTable'
import './OrderLabelLab.css'

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/**
 * /qa/order-labels (mock and demo builds only): support picks the three status fields of an
 * order and sees the label and the read-only order card the customer sees in My orders, in any
 * language, with a link that opens the same combination, and the table of every combination.
 * The combination lives in the URL, so the page, the link and the browser history agree.
 */
export default function OrderLabelLabPage() {
  const { t } = useTranslation(['qaLabels', 'orders', 'home'])
  const locale = useCurrentLocale()
  const location = useLocation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const combination = combinationFromQuery(params)
  const label = orderLabel(combination)
  // One moment for the whole visit, so the sample's dates do not shift while QA compares.
  const [now] = useState(() => Date.now())
  const titleId = useId()
  usePageTitle(t('qaLabels:title'), getConfig().productName)

  // react-router hands a functional update the query of the last render, so quick successive
  // choices (before the navigation renders) would undo each other: keep the newest query here.
  const latestQuery = useRef(params)
  useEffect(() => {
    latestQuery.current = params
  }, [params])
  const choose = (change: Partial<Combination>) => {
    const current = latestQuery.current
    const next = combinationQuery({ ...combinationFromQuery(current), ...change }, current)
    latestQuery.current = next
    setParams(next, { replace: true })
  }
  const chooseLanguage = (code: string) => {
    if (!isLocaleCode(code)) return
    const query = combinationQuery(combination, params).toString()
    void navigate(`${switchLocalePath(location.pathname, code)}?${query}`)
  }

  return (
    <section className="page qa-labels" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('qaLabels:title')}</h1>
      <p className="lead">{t('qaLabels:intro')}</p>

      <div className="qa-labels__workbench">
        <form className="qa-labels__form" onSubmit={(event) => event.preventDefault()}>
          <fieldset>
            <legend>{t('qaLabels:form.legend')}</legend>
            <SelectField
              label={t('qaLabels:form.payment')}
              options={asOptions(PAYMENT_STATUSES)}
              value={combination.paymentStatus}
              onChange={(event) =>
                choose({ paymentStatus: event.target.value as Combination['paymentStatus'] })
              }
            />
            <SelectField
              label={t('qaLabels:form.state')}
              options={asOptions(ORDER_USAGE_STATES)}
              value={combination.state}
              onChange={(event) => choose({ state: event.target.value as Combination['state'] })}
            />
            <SelectField
              label={t('qaLabels:form.install')}
              options={asOptions(INSTALL_STATUSES)}
              value={combination.installStatus}
              onChange={(event) =>
                choose({ installStatus: event.target.value as Combination['installStatus'] })
              }
            />
            <SelectField
              label={t('qaLabels:form.language')}
              options={LOCALES.map(({ code, name }) => ({ value: code, label: name }))}
              value={locale}
              onChange={(event) => chooseLanguage(event.target.value)}
            />
          </fieldset>
        </form>

        <section className="qa-labels__result" aria-labelledby={`${titleId}-result`}>
          <h2 id={`${titleId}-result`}>{t('qaLabels:result.title')}</h2>
          <p className="qa-labels__label" role="status" data-label={label}>
            {t('qaLabels:result.label', { label: t(`orders:label.${label}`) })}
          </p>
          <div className="qa-labels__card">
            <OrderCard order={sampleOrder(combination, now)} locale={locale} now={now} readOnly />
          </div>
          <p className="qa-labels__note">{t('qaLabels:result.readOnly')}</p>
          <ShareLink query={combinationQuery(combination, params)} />
        </section>
      </div>

      <LabelTable current={combination} />
    </section>
  )
}
