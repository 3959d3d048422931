import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { userInfoRefreshRequested } from '../../../shared/events'
import { selectCreditAccess, selectUserInfo } from '../wallet/selectors'
import { useWalletPage } from '../wallet/useWalletPage'
import { AccountOnly } from './AccountOnly'
import { BalanceCard } from './BalanceCard'
import '../wallet/wallet.css'

/** /balance: the account's credit, fresh from the server, and the way to add more. */
export default function BalancePage() {
  const { t } = useTranslation('wallet')
  useWalletPage('balance')
  const locale = useCurrentLocale()
  const dispatch = useAppDispatch()
  const access = useAppSelector(selectCreditAccess)

  // The balance page shows what the server says now. A fresh page load reads the user info
  // anyway (useSessionRefresh); asking again on top of that read only races it, so only a
  // balance already on screen from an earlier page is read again.
  const userInfo = useAppSelector(selectUserInfo)
  const readBefore = useRef(userInfo !== null)
  useEffect(() => {
    if (access === 'account' && readBefore.current) dispatch(userInfoRefreshRequested())
  }, [access, dispatch])

  if (access !== 'account') return <AccountOnly access={access} title={t('balance.title')} />

  return (
    <div className="page wallet-page">
      <h1>{t('balance.title')}</h1>
      <p className="lead">{t('balance.lead')}</p>
      <BalanceCard>
        <div className="wallet-actions">
          <Link className="button button--primary" to={localePath('/credit', locale)}>
            {t('balance.recharge')}
          </Link>
          <Link
            className="button button--secondary"
            to={`${localePath('/credit', locale)}#transactions-title`}
          >
            {t('balance.history')}
          </Link>
        </div>
      </BalanceCard>
    </div>
  )
}
