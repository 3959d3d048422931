import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import CircleUser from 'lucide-react/icons/circle-user'
import { DisclosureMenu } from '../../shared/ui/Disclosure'
import { maskEmail } from '../../shared/lib/maskEmail'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { localePath } from '../../i18n/localePath'
import type { LocaleCode } from '../../i18n/locales'
import { selectEmail, selectLoginType } from './selectors'
import { promoDialogToggled } from './sessionSlice'
import { signOut } from './thunks'

/** Pages that make no sense once signed out: leaving them goes home (SPEC 2.3). */
const PRIVATE_PAGES = ['/orders', '/changepwd', '/credit', '/balance']

export function AccountMenu({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const email = useAppSelector(selectEmail)
  const loginType = useAppSelector(selectLoginType)
  const isAccount = loginType === 'accountLogin'
  const who = isAccount ? maskEmail(email) : t('account.guestUser')

  const onSignOut = async (everywhere = false) => {
    await dispatch(signOut({ everywhere }))
    if (PRIVATE_PAGES.some((page) => location.pathname.includes(page))) {
      void navigate(localePath('/', locale), { replace: true })
    }
  }

  return (
    <DisclosureMenu
      className="account-menu"
      label={t('account.menuLabel', { who })}
      button={
        <>
          <span aria-hidden="true" className="account-menu__avatar">
            <CircleUser className="icon-inline" />
          </span>
          <span className="header-chip__text">{who}</span>
        </>
      }
    >
      {(close) => (
        <ul className="menu-list">
          <li>
            <Link to={localePath('/orders', locale)} onClick={close}>
              {t('account.orders')}
            </Link>
          </li>
          {isAccount && (
            <>
              <li>
                <Link to={localePath('/credit', locale)} onClick={close}>
                  {t('account.credit')}
                </Link>
              </li>
              <li>
                <Link to={localePath('/balance', locale)} onClick={close}>
                  {t('account.balance')}
                </Link>
              </li>
              <li>
                <Link to={localePath('/changepwd', locale)} onClick={close}>
                  {t('account.security')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close()
                    dispatch(promoDialogToggled(true))
                  }}
                >
                  {t('account.redeemPromo')}
                </button>
              </li>
            </>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                close()
                void onSignOut()
              }}
            >
              {t('account.signOut')}
            </button>
          </li>
          {isAccount && (
            <li>
              <button
                type="button"
                onClick={() => {
                  close()
                  void onSignOut(true)
                }}
              >
                {t('account.signOutEverywhere')}
              </button>
            </li>
          )}
        </ul>
      )}
    </DisclosureMenu>
  )
}
