import { createApiThunk, createAppAsyncThunk } from '../../app/hooks'
import { hasRedeemed, submitRedeem } from '../../api/endpoints/promo'
import type { RedeemType } from '../../api/contract/promo'
import { userInfoRefreshRequested } from '../../shared/events'
import { promoBound, promoDialogToggled } from './sessionSlice'

/** Redeems a code for the signed-in account (SPEC 4.5, 6); the token travels in the headers. */
export const redeemPromoCode = createApiThunk(
  'session/redeemPromoCode',
  async (code: string, { getState, dispatch, rejectWithValue }) => {
    const applied = await submitRedeem(getState().session.email, code.trim())
    if (!applied) return rejectWithValue({ status: 200, code: '', msg: '' })
    dispatch(promoBound())
    dispatch(promoDialogToggled(false))
    // A code may add credit: every balance on screen reads it again at once.
    dispatch(userInfoRefreshRequested())
    return code.trim()
  },
)

/**
 * Whether the signed-in account has already used a code of this kind (docs/api.md 5). A failed
 * check resolves to false: not knowing is not a reason to hide an offer, and the redeem call
 * itself refuses a code that was used.
 */
export const checkRedeemed = createAppAsyncThunk(
  'session/checkRedeemed',
  async (redeemType: RedeemType, { getState }) => {
    try {
      return await hasRedeemed(getState().session.email, redeemType)
    } catch {
      return false
    }
  },
)
