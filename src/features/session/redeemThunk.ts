import { createAppAsyncThunk } from '../../app/hooks'
import { submitRedeem } from '../../api/endpoints/promo'
import { serializeApiError } from '../../api/errors'
import { promoBound, promoDialogToggled } from './sessionSlice'

/** Redeems a code for the signed-in account (SPEC 4.5, 6); the token travels in the headers. */
export const redeemPromoCode = createAppAsyncThunk(
  'session/redeemPromoCode',
  async (code: string, { getState, dispatch, rejectWithValue }) => {
    try {
      const applied = await submitRedeem(getState().session.email, code.trim())
      if (!applied) return rejectWithValue({ status: 200, code: '', msg: '' })
      dispatch(promoBound())
      dispatch(promoDialogToggled(false))
      return code.trim()
    } catch (error) {
      return rejectWithValue(serializeApiError(error))
    }
  },
)
