import { useTranslation } from 'react-i18next'
import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { selectCurrency, useAppSelector } from '../../../app/hooks'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { areaWords } from '../../../i18n/areaName'
import { planData, planDays, pricePerGbUsd } from '../../../i18n/planWords'
import { AreaMark } from '../../../shared/ui/AreaMark'

export interface OrderSummaryProps {
  area: Pick<AreaDto, 'type' | 'code' | 'name'>
  pkg: Pick<PackageDto, 'type' | 'dataMb' | 'days'> & Partial<Pick<PackageDto, 'activation'>>
  priceUsd: number
  /** Paying an order left unpaid: its number, as the orders list shows it. */
  orderNo?: string
}

/** What is being bought, and the total in the shopper's currency. */
export function OrderSummary({ area, pkg, priceUsd, orderNo }: OrderSummaryProps) {
  const { t } = useTranslation(['checkout', 'common'])
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  const total = formatPriceFromUsd(priceUsd, currency, locale)
  const perGb = pricePerGbUsd({ ...pkg, priceUsd })
  return (
    <section
      className="surface checkout-card checkout-summary"
      aria-labelledby="checkout-summary-title"
    >
      <h2 id="checkout-summary-title" className="checkout-card__title">
        {t('summary.title')}
      </h2>
      <p className="checkout-summary__destination">
        <AreaMark code={area.code} kind={area.type} size="md" />{' '}
        {t('summary.esimFor', areaWords(area, locale, t))}
      </p>
      <dl className="checkout-summary__facts">
        {orderNo && (
          <div>
            <dt>{t('summary.orderNo')}</dt>
            <dd>{orderNo}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.data')}</dt>
          <dd>{planData(pkg, t)}</dd>
        </div>
        <div>
          <dt>{t('summary.validity')}</dt>
          <dd>{planDays(pkg, t)}</dd>
        </div>
        {perGb !== null && (
          <div>
            <dt>{t('summary.perGb')}</dt>
            <dd>{formatPriceFromUsd(perGb, currency, locale)}</dd>
          </div>
        )}
        <div className="checkout-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      {pkg.activation && (
        <p className="checkout-summary__note">
          {t(
            pkg.activation === 'ON_INSTALL'
              ? 'summary.startsOnInstall'
              : 'summary.startsOnConnection',
          )}
        </p>
      )}
      {currency.code !== 'USD' && (
        <p className="checkout-summary__note">
          {t('summary.converted', {
            usd: formatPriceFromUsd(priceUsd, { code: 'USD', rate: 1 }, locale),
          })}
        </p>
      )}
    </section>
  )
}
