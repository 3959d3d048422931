import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CreditPlanDto } from '../../../api/contract/order'
import { selectCurrency, useAppSelector } from '../../../app/hooks'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { formatUsd } from '../../../shared/lib/money'
import { formatPercent } from '../../../shared/lib/localeFormat'

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
  const name = useId()
  return (
    <fieldset className="wallet-options" role="radiogroup" disabled={disabled}>
      <legend className="wallet-options__legend">{t('credit.plansLegend')}</legend>
      <div className="wallet-options__grid">
        {plans.map((plan) => {
          const bonus = Math.round((plan.creditUsd - plan.priceUsd) * 100) / 100
          return (
            <label key={plan.creditPlanId} className="wallet-option">
              <input
                type="radio"
                className="wallet-option__input"
                name={name}
                value={plan.creditPlanId}
                checked={plan.creditPlanId === selectedId}
                onChange={() => onChoose(plan.creditPlanId)}
              />
              <span className="wallet-option__body">
                {plan.popular && (
                  <span className="wallet-option__badge">{t('credit.popular')}</span>
                )}{' '}
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
                )}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
