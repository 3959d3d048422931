import { createApiThunk } from '../../app/hooks'
import { queryMerchantProfile, submitPartnershipEnquiry } from '../../api/endpoints/partner'
import type { ContactUsRequest, MerchantProfileDto } from '../../api/contract/partner'
import { submitWithdrawal } from '../../api/endpoints/withdrawal'
import type { WithdrawalRequest, WithdrawalResponse } from '../../api/contract/withdrawal'

/**
 * The content pages keep no slice: their requests are one-off and their state belongs to the
 * page (the form's pending/sent/failed). Thunks keep the call out of the components anyway.
 */
export const sendPartnershipEnquiry = createApiThunk<string, ContactUsRequest>(
  'content/partnershipEnquirySent',
  (form) => submitPartnershipEnquiry(form),
)

/** The partner who sent this visitor (state.session.merchantId), for a greeting. */
export const loadReferringPartner = createApiThunk<MerchantProfileDto, number>(
  'content/referringPartnerLoaded',
  (merchantId) => queryMerchantProfile(merchantId),
)

/** A withdrawal statement (the withdrawal function, decision 041). */
export const sendWithdrawal = createApiThunk<WithdrawalResponse, WithdrawalRequest>(
  'content/withdrawalSent',
  (statement) => submitWithdrawal(statement),
)
