import { createAppAsyncThunk } from '../../app/hooks'
import { queryMerchantProfile, submitPartnershipEnquiry } from '../../api/endpoints/partner'
import type { ContactUsRequest, MerchantProfileDto } from '../../api/contract/partner'
import { serializeApiError } from '../../api/errors'

/**
 * The content pages keep no slice: their requests are one-off and their state belongs to the
 * page (the form's pending/sent/failed). Thunks keep the call out of the components anyway.
 */
export const sendPartnershipEnquiry = createAppAsyncThunk<string, ContactUsRequest>(
  'content/partnershipEnquirySent',
  async (form, { rejectWithValue }) => {
    try {
      return await submitPartnershipEnquiry(form)
    } catch (error) {
      return rejectWithValue(serializeApiError(error))
    }
  },
)

/** The partner who sent this visitor (state.session.merchantId), for a greeting. */
export const loadReferringPartner = createAppAsyncThunk<MerchantProfileDto, number>(
  'content/referringPartnerLoaded',
  async (merchantId, { rejectWithValue }) => {
    try {
      return await queryMerchantProfile(merchantId)
    } catch (error) {
      return rejectWithValue(serializeApiError(error))
    }
  },
)
