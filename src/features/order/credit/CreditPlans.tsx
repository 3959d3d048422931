import { useTranslation } from 'react-i18next'
import type { CreditPlanDto } from '../../../api/contract/order'
import { selectCurrency, useAppSelector } from '../../../app/hooks'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { formatUsd } from '../../../shared/lib/money'
import { formatPercent } from '../../../shared/lib/localeFormat'
import { ChoiceTiles } from '../../../shared/ui/ChoiceTiles'

export interface CreditPlansProps {
  plans: readonly CreditPlanDto[]
  selectedId: string | null
  onChoose: (creditPlanId: string) => void
  disabled: boolean
}

/**
 * Credit plans as a radio group: what lands in the balance (USD, like the balance), what it
 * costs in the shopper's currency, and the bonus in both words and numbers ("pay 50, get 55").
 */
export function CreditPlans({ plans, selectedId, onChoose, disabled }: CreditPlansProps) {
  const { t } = useTranslation('wallet')
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  const tiles = plans.map((plan) => {
    const bonus = Math.round((plan.creditUsd - plan.priceUsd) * 100) / 100
    return {
      value: plan.creditPlanId,
      content: (
        <>
          <span className="wallet-option__main">
            {t('credit.get', { amount: formatUsd(plan.creditUsd, locale) })}
          </span>{' '}
          <span className="wallet-option__sub">
            {t('credit.pay', { price: formatPriceFromUsd(plan.priceUsd, currency, locale) })}
          </span>{' '}
          {bonus > 0 && (
            <span className="wallet-option__bonus">
              {t('credit.bonus', {
                amount: formatUsd(bonus, locale),
                percent: formatPercent(bonus / plan.priceUsd, locale),
              })}
            </span>
          )}{' '}
          {plan.popular && <span className="wallet-option__badge">{t('credit.popular')}</span>}
        </>
      ),
    }
  })
  return (
    <ChoiceTiles
      legend={t('credit.plansLegend')}
      tiles={tiles}
      selected={selectedId}
      onChoose={onChoose}
      disabled={disabled}
      compact
    />
  )
}
