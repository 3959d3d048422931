import { post } from '../http'
import type {
  CreateReviewRequest,
  CreateReviewResponse,
  IsRedeemedRequest,
  IsRedeemedResponse,
  QueryReviewsRequest,
  QueryReviewsResponse,
  RedeemType,
  ReviewDto,
  ReviewPageDto,
  ReviewRating,
  ReviewTargetDto,
  SubmitRedeemRequest,
  SubmitRedeemResponse,
} from '../contract/promo'

export const PROMO_PATHS = {
  redeem: '/v2/submit/redeem',
  isRedeemed: '/v2/isRedeemedByRedeemType',
  createReview: '/v2/create/dataPlanOrderReviewed',
  reviews: '/v2/query/dataPlanOrderReviewedPage',
} as const

/** SPEC 7.3: success is a truthy obj; a refusal rejects with the msg to show under the input. */
export async function submitRedeem(email: string, code: string): Promise<boolean> {
  const body: SubmitRedeemRequest = { email, code }
  return Boolean(await post<SubmitRedeemResponse>(PROMO_PATHS.redeem, body))
}

export async function hasRedeemed(email: string, redeemType: RedeemType): Promise<boolean> {
  const body: IsRedeemedRequest = { email, redeemType }
  return (await post<IsRedeemedResponse>(PROMO_PATHS.isRedeemed, body)).redeemed
}

export async function createOrderReview(
  orderId: string,
  rating: ReviewRating,
  text: string,
): Promise<ReviewDto> {
  const body: CreateReviewRequest = { orderId, rating, text }
  return post<CreateReviewResponse>(PROMO_PATHS.createReview, body)
}

export async function queryReviews(
  target: ReviewTargetDto,
  pageNum: number,
  pageSize: number,
): Promise<ReviewPageDto> {
  const body: QueryReviewsRequest = { ...target, pageNum, pageSize }
  return post<QueryReviewsResponse>(PROMO_PATHS.reviews, body)
}
