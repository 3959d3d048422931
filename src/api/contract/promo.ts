import type { PageDto, PageRequest } from './paging'

/**
 * Promo codes and plan reviews (SPEC 7.2 Promo and reviews). The spec fixes only the redeem
 * payload (email, code) and its truthy obj; the rest is ours (docs/api.md, "Promo and reviews").
 */

// --- Redeem -----------------------------------------------------------------------------------

/** Sent with the user's token (SPEC 6). */
export interface SubmitRedeemRequest {
  email: string
  code: string
}
/** true when the code was applied; a refused code is an error envelope whose msg is shown. */
export type SubmitRedeemResponse = boolean

/** The kinds of code an account can redeem once each. */
export type RedeemType = 'PROMO_CODE' | 'SIGNUP_GIFT' | 'PARTNER_GIFT'

export interface IsRedeemedRequest {
  email: string
  redeemType: RedeemType
}
export interface IsRedeemedResponse {
  redeemed: boolean
}

// --- Reviews ----------------------------------------------------------------------------------

export type ReviewRating = 1 | 2 | 3 | 4 | 5

/** Only a PAID order of the caller's own, not reviewed before; the order then reads reviewed. */
export interface CreateReviewRequest {
  orderId: string
  rating: ReviewRating
  /** May be ''; at most 1000 characters. */
  text: string
}

export interface ReviewDto {
  reviewId: string
  packageId: string
  areaId: string
  rating: ReviewRating
  text: string
  /** Masked by the server (SPEC 5 rule), so other shoppers' addresses never reach a browser. */
  author: string
  /** The store locale it was written in (the request's `lang`); null when not known. */
  lang: string | null
  /** ISO 8601. */
  createdAt: string
}
export type CreateReviewResponse = ReviewDto

/**
 * Reviews of one plan (`packageId`), of every plan of an area (`areaId`), or, with neither, of
 * the whole store. Never both.
 */
export interface ReviewTargetDto {
  packageId?: string
  areaId?: string
}

export type QueryReviewsRequest = ReviewTargetDto & PageRequest

/**
 * Reviews in the request's language (its `lang`) first, then the others, each newest first;
 * averageRating covers all pages and is null while there are none.
 */
export interface ReviewPageDto extends PageDto<ReviewDto> {
  averageRating: number | null
}
export type QueryReviewsResponse = ReviewPageDto
