import { API } from '../../api/contract/routes'
import type { ReviewDto, ReviewPageDto } from '../../api/contract/promo'
import type { MockDatabase } from '../db/database'
import { fail, ok, reply, type MockOptions } from '../respond'
import { pageRefusal } from './paging'
import { signedRoute } from './signedRoute'

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0

/** Rounded to one decimal over every matching review; null when there are none. */
function averageOf(reviews: readonly ReviewDto[]): number | null {
  if (reviews.length === 0) return null
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  return Math.round((sum / reviews.length) * 10) / 10
}

/** Newest first; the id breaks ties so pages never overlap. */
function newestFirst(a: ReviewDto, b: ReviewDto): number {
  return b.createdAt.localeCompare(a.createdAt) || b.reviewId.localeCompare(a.reviewId)
}

/** The asked language first, each part newest first. */
const languageFirst =
  (lang: unknown) =>
  (a: ReviewDto, b: ReviewDto): number =>
    Number(b.lang === lang) - Number(a.lang === lang) || newestFirst(a, b)

/**
 * Reviews of one plan, of a whole area or (neither named) of the whole store, public, paged. An
 * id nobody has reviewed (or that does not exist) is simply an empty page: the plan page shows
 * "no reviews yet".
 */
export function reviewHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.reviews, (body, _s, { lang }) => {
      const { pageNum, pageSize, packageId, areaId } = body
      const badPage = pageRefusal(pageNum, pageSize)
      if (badPage) return reply(badPage, lang)
      const named = (value: unknown) => value !== undefined && value !== null
      if (
        (named(packageId) && !isNonEmptyString(packageId)) ||
        (named(areaId) && !isNonEmptyString(areaId)) ||
        (named(packageId) && named(areaId))
      ) {
        return fail('reviewTarget', lang)
      }
      const matching = db.data.reviews
        .filter((review) =>
          packageId ? review.packageId === packageId : areaId ? review.areaId === areaId : true,
        )
        .sort(languageFirst(lang))
      const start = (pageNum - 1) * pageSize
      const page: ReviewPageDto = {
        list: matching.slice(start, start + pageSize),
        total: matching.length,
        pageNum,
        pageSize,
        averageRating: averageOf(matching),
      }
      return ok(page)
    }),
  ]
}
