import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '../../app/hooks'
import { saveAffiliate } from './persistence'
import { accountStatusChanged, affiliateCaptured } from './sessionSlice'
import { ACCOUNT_STATUS } from '../../shared/lib/accountStatus'

export const GOOGLE_ADS = 'GOOGLE_ADS'

/** The referral fields of a query string (SPEC 1): shortcode or c, subid, gclid. */
export function readReferral(search: string): {
  shortCode: string
  subId: string
  sourceType: string
} {
  const params = new URLSearchParams(search)
  return {
    shortCode: (params.get('shortcode') ?? params.get('shortCode') ?? params.get('c') ?? '').trim(),
    subId: (params.get('subid') ?? params.get('subId') ?? '').trim(),
    sourceType: params.has('gclid') ? GOOGLE_ADS : '',
  }
}

/**
 * Partner attribution on any page: keeps shortcode/subid for about an hour (cookies), looks the
 * merchant up once per code, and marks Google Ads visits. Also applies the `login` parameter.
 */
export function useAffiliateCapture(): void {
  const location = useLocation()
  const dispatch = useAppDispatch()
  const shortCode = useAppSelector((state) => state.session.shortCode)
  const merchantId = useAppSelector((state) => state.session.merchantId)
  const loggedIn = useAppSelector(selectIsLoggedIn)

  useEffect(() => {
    const referral = readReferral(location.search)
    if (referral.shortCode || referral.subId || referral.sourceType) {
      saveAffiliate(referral.shortCode, referral.subId)
      dispatch(affiliateCaptured(referral))
    }
    // ?login=0 opens the chooser and ?login=-1 closes it (SPEC 2.5); other values do nothing.
    const login = new URLSearchParams(location.search).get('login')
    const wanted = [ACCOUNT_STATUS.chooser, ACCOUNT_STATUS.closed].find(
      (status) => String(status) === login,
    )
    if (wanted !== undefined && !loggedIn) dispatch(accountStatusChanged(wanted))
  }, [location.search, dispatch, loggedIn])

  useEffect(() => {
    if (!shortCode || merchantId !== null) return
    // The account calls load with the first visit that needs them, not with every page.
    void import('./authThunks').then(({ resolveMerchant }) => dispatch(resolveMerchant(shortCode)))
  }, [shortCode, merchantId, dispatch])
}
