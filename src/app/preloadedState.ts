import type { RootState } from './store'
import { initialSessionState } from '../features/session/sessionSlice'
import { initialCatalogueState } from '../features/catalogue/catalogueSlice'
import { loadMealInfo } from '../features/catalogue/mealInfoStorage'
import {
  loadAffiliate,
  loadCookieNotice,
  loadCurrency,
  loadLogin,
  loadOrCreateClientId,
} from '../features/session/persistence'
import { findCurrency } from '../api/contract/currencies'
import { BASE_CURRENCY } from '../config/constants'
import type { LocaleCode } from '../i18n/locales'

/** The session as the last visit left it (SPEC 4.2): login, currency, cookie notice, referral. */
export function restoreSession(locale: LocaleCode): Pick<RootState, 'session' | 'catalogue'> {
  const login = loadLogin()
  const currency = loadCurrency()
  const affiliate = loadAffiliate()
  return {
    catalogue: { ...initialCatalogueState, mealInfo: loadMealInfo() },
    session: {
      ...initialSessionState,
      locale,
      clientId: loadOrCreateClientId(),
      currentCurrency: findCurrency(currency) ? currency! : BASE_CURRENCY,
      cookieVisible: loadCookieNotice(),
      shortCode: affiliate.shortCode,
      subId: affiliate.subId,
      ...(login ?? {}),
    },
  }
}
