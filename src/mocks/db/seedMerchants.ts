import type { MerchantInviteLinkDto, MerchantProfileDto } from '../../api/contract/partner'

/** A partner as the mock knows it: its invite short code, public profile and welcome offer. */
export interface SeedMerchant {
  shortCode: string
  /** What the affiliate service answers for the short code. */
  inviteLink: MerchantInviteLinkDto
  profile: MerchantProfileDto
  /**
   * The code /v1/promotion/registerUser hands to accounts this merchant brings; one of
   * PROMO_CODES so it can be redeemed. Null: the merchant's offer gives no code.
   */
  welcomePromoCode: string | null
}

/** Three partners cover the cases QA needs (docs/qa.md): with a sub id, without, without a code. */
export const SEED_MERCHANTS: readonly SeedMerchant[] = [
  {
    shortCode: 'TRAVELBLOG',
    inviteLink: { merchantId: 1001 },
    profile: {
      merchantId: 1001,
      name: 'The Travel Blog',
      logoUrl: null,
      welcomeText: 'Readers of The Travel Blog get 10% off every plan.',
      discountPercent: 10,
    },
    welcomePromoCode: 'TRAVEL10',
  },
  {
    shortCode: 'NOMADTIPS',
    inviteLink: { merchantId: 1002, merchantSubId: 'newsletter' },
    profile: {
      merchantId: 1002,
      name: 'Nomad Tips',
      logoUrl: null,
      welcomeText: 'Welcome, nomad! Your first top-up credit is on us.',
      discountPercent: null,
    },
    welcomePromoCode: 'WELCOME5',
  },
  {
    shortCode: 'ASIAGUIDE',
    inviteLink: { merchantId: 1003 },
    profile: {
      merchantId: 1003,
      name: 'Asia Guide',
      logoUrl: null,
      welcomeText: '',
      discountPercent: 5,
    },
    welcomePromoCode: null,
  },
]

/** Short codes arrive from URLs people type, so case does not matter. */
export function merchantByShortCode(shortCode: string): SeedMerchant | undefined {
  const wanted = shortCode.trim().toUpperCase()
  return SEED_MERCHANTS.find((merchant) => merchant.shortCode === wanted)
}

export function merchantById(merchantId: number): SeedMerchant | undefined {
  return SEED_MERCHANTS.find((merchant) => merchant.profile.merchantId === merchantId)
}
