import { post } from '../http'
import { API } from '../contract/routes'
import type {
  CreateReviewRequest,
  IsRedeemedRequest,
  QueryReviewsRequest,
  RedeemType,
  ReviewDto,
  ReviewPageDto,
  ReviewRating,
  ReviewTargetDto,
  SubmitRedeemRequest,
} from '../contract/promo'

/** SPEC 7.3: success is a truthy obj; a refusal rejects with the msg to show under the input. */
export async function submitRedeem(email: string, code: string): Promise<boolean> {
  const body: SubmitRedeemRequest = { email, code }
  return Boolean(await post(API.redeem, body))
}

export async function hasRedeemed(email: string, redeemType: RedeemType): Promise<boolean> {
  const body: IsRedeemedRequest = { email, redeemType }
  return (await post(API.isRedeemed, body)).redeemed
}

export async function createOrderReview(
  orderId: string,
  rating: ReviewRating,
  text: string,
): Promise<ReviewDto> {
  const body: CreateReviewRequest = { orderId, rating, text }
  return post(API.createReview, body)
}

export async function queryReviews(
  target: ReviewTargetDto,
  pageNum: number,
  pageSize: number,
): Promise<ReviewPageDto> {
  const body: QueryReviewsRequest = { ...target, pageNum, pageSize }
  return post(API.reviews, body)
}
