import { beforeEach, describe, expect, it } from 'vitest'
import { configureHttp, post } from '../../../src/api/http'
import { queryReviews } from '../../../src/api/endpoints/promo'
import { API } from '../../../src/api/contract/routes'
import type { QueryReviewsRequest } from '../../../src/api/contract/promo'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { seedReviews } from '../../../src/mocks/db/seedReviews'
import { mockApi } from '../../support/mockApi'

beforeEach(() => {
  configureHttp({ getClientId: () => 'client-1' })
})

describe('review seed', () => {
  const reviews = seedReviews()

  it('is the same on every call, with unique ids', () => {
    expect(seedReviews()).toEqual(reviews)
    expect(new Set(reviews.map((review) => review.reviewId)).size).toBe(reviews.length)
  })

  it('covers the best sellers, with masked authors and ratings from 1 to 5', () => {
    expect(reviews.filter((review) => review.packageId === 'jp-data-5gb-30d')).toHaveLength(24)
    for (const review of reviews) {
      expect(review.author).toMatch(/^\*+[^@*]{1,3}@[*.]+$/)
      expect([1, 2, 3, 4, 5]).toContain(review.rating)
      expect(Date.parse(review.createdAt)).not.toBeNaN()
    }
  })
})

describe('POST /v2/query/dataPlanOrderReviewedPage', () => {
  it('pages a plan’s reviews newest first, with the total and the average of all pages', async () => {
    const all = mockApi.db.data.reviews.filter((review) => review.packageId === 'jp-data-5gb-30d')
    const first = await queryReviews({ packageId: 'jp-data-5gb-30d' }, 1, 10)
    const third = await queryReviews({ packageId: 'jp-data-5gb-30d' }, 3, 10)
    expect(first.total).toBe(all.length)
    expect(first.list).toHaveLength(10)
    expect(third.list).toHaveLength(all.length - 20)
    const dates = [...first.list, ...third.list].map((review) => review.createdAt)
    expect(first.list.map((review) => review.createdAt)).toEqual(
      [...dates.slice(0, 10)].sort().reverse(),
    )
    expect(first.list.at(-1)!.createdAt >= third.list[0]!.createdAt).toBe(true)
    const average = all.reduce((sum, review) => sum + review.rating, 0) / all.length
    expect(first.averageRating).toBe(Math.round(average * 10) / 10)
    expect(third.averageRating).toBe(first.averageRating)
  })

  it('answers an area’s reviews, and an empty page past the end', async () => {
    const area = await queryReviews({ areaId: 'area-jp' }, 1, 50)
    expect(area.total).toBeGreaterThan(24)
    expect(area.list.every((review) => review.areaId === 'area-jp')).toBe(true)
    const past = await queryReviews({ packageId: 'jp-data-5gb-30d' }, 99, 10)
    expect(past.list).toEqual([])
    expect(past.total).toBe(24)
  })

  it('gives a plan nobody reviewed an empty page with no average', async () => {
    const page = await queryReviews({ packageId: 'no-such-plan' }, 1, 5)
    expect(page).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 5, averageRating: null })
  })

  it('shows a review added to the database first', async () => {
    mockApi.db.data.reviews.push({
      reviewId: 'rev-new',
      packageId: 'jp-data-5gb-30d',
      areaId: 'area-jp',
      rating: 1,
      text: 'Brand new',
      author: '****ler@*******.***',
      createdAt: '2026-11-20T10:00:00Z',
    })
    const page = await queryReviews({ packageId: 'jp-data-5gb-30d' }, 1, 5)
    expect(page.list[0]?.reviewId).toBe('rev-new')
    expect(page.total).toBe(25)
  })

  it.each([
    ['pageNum 0', { packageId: 'jp-data-5gb-30d', pageNum: 0, pageSize: 5 }],
    ['pageNum 1.5', { packageId: 'jp-data-5gb-30d', pageNum: 1.5, pageSize: 5 }],
    ['pageSize 0', { packageId: 'jp-data-5gb-30d', pageNum: 1, pageSize: 0 }],
    ['pageSize 51', { packageId: 'jp-data-5gb-30d', pageNum: 1, pageSize: 51 }],
    ['no target', { pageNum: 1, pageSize: 5 }],
    ['both targets', { packageId: 'jp-data-5gb-30d', areaId: 'area-jp', pageNum: 1, pageSize: 5 }],
  ])('refuses %s', async (_, body) => {
    // Some of these the client's types forbid; another client may send them all the same.
    await expect(post(API.reviews, body as QueryReviewsRequest)).rejects.toMatchObject({
      code: ERROR_CODES.invalidInput,
    })
  })
})
