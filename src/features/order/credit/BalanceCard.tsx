import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { selectCurrency, useAppDispatch, useAppSelector } from '../../../app/hooks'
import { userInfoRefreshRequested } from '../../../shared/events'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { joinSpace } from '../../../shared/lib/wordBreaks'
import { selectUserInfo } from '../wallet/selectors'
import { formatPriceFromUsd, formatUsd } from '../../../shared/lib/money'

/**
 * The account's credit in USD, written the page's way (not the server's balanceText, which is
 * in the server's own format), with the equivalent in the shopper's currency when that differs.
 */
export function BalanceCard({
  children,
  heading = 'h2',
}: {
  children?: ReactNode
  heading?: 'h1' | 'h2'
}) {
  const { t } = useTranslation(['wallet', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  const userInfo = useAppSelector(selectUserInfo)
  const Heading = heading
  const loaded = userInfo !== null && userInfo.email !== ''
  // A failed read stores an empty user info (SPEC 7.3): say so and offer a retry, rather than
  // leaving the amount "loading" for ever.
  const failed = userInfo !== null && userInfo.email === ''
  const text = loaded ? formatUsd(userInfo.balanceUsd, locale) : ''
  return (
    <section
      className="surface wallet-card wallet-balance"
      aria-labelledby="wallet-balance-title"
      aria-busy={!loaded && !failed}
    >
      <Heading id="wallet-balance-title" className="wallet-balance__label">
        {t('balance.label')}
      </Heading>
      {loaded ? (
        <p className="wallet-balance__amount">
          {text}
          {currency.code !== 'USD' && (
            <span className="wallet-balance__converted">
              {joinSpace(locale)}
              {t('balance.approx', {
                amount: formatPriceFromUsd(userInfo.balanceUsd, currency, locale),
              })}
            </span>
          )}
        </p>
      ) : failed ? (
        <ErrorState
          message={t('common:errors.network')}
          retryLabel={t('common:actions.retry')}
          onRetry={() => dispatch(userInfoRefreshRequested())}
        />
      ) : (
        <p className="wallet-balance__amount wallet-balance__amount--loading">
          <span className="visually-hidden">{t('balance.loading')}</span>
        </p>
      )}
      {children}
    </section>
  )
}
