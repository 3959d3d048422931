import { useTranslation } from 'react-i18next'
import type { PaymentStatusDto } from '../../../api/contract/order'
import { findCurrency } from '../../../api/contract/currencies'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import type { PlanSnapshot } from '../checkout/attempt'
import { localAreaName } from '../../../i18n/areaName'
import { planData, planDays } from '../../../i18n/planWords'

/** The receipt: order number, what was bought (when this tab bought it) and what was paid. */
export function PaidSummary({
  payment,
  plan,
}: {
  payment: PaymentStatusDto
  plan: PlanSnapshot | null
}) {
  const { t } = useTranslation(['checkout', 'common'])
  const locale = useCurrentLocale()
  // Paid in the currency the shopper saw at checkout, whatever the header shows now.
  const currency = findCurrency(payment.currency) ?? { code: 'USD', rate: 1 }
  return (
    <dl className="paid-summary">
      <div>
        <dt>{t('result.orderNo')}</dt>
        <dd>{payment.orderNo}</dd>
      </div>
      {plan && (
        <div>
          <dt>{t('result.plan')}</dt>
          <dd>
            {t('result.planText', {
              area: localAreaName(plan.area, locale, t),
              data: planData(plan.package, t),
              validity: planDays(plan.package, t),
            })}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('result.paid')}</dt>
        <dd>{formatPriceFromUsd(payment.amountUsd, currency, locale)}</dd>
      </div>
    </dl>
  )
}
