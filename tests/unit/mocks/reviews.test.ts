import { beforeEach, describe, expect, it } from 'vitest'
import { configureHttp, post } from '../../../src/api/http'
import { queryReviews } from '../../../src/api/endpoints/promo'
import { API } from '../../../src/api/contract/routes'
import type { QueryReviewsRequest, ReviewDto } from '../../../src/api/contract/promo'
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
  it('pages a plan’s reviews, the request’s language first and each part newest first, with the total and the average of all pages', async () => {
    const all = mockApi.db.data.reviews.filter((review) => review.packageId === 'jp-data-5gb-30d')
    const first = await queryReviews({ packageId: 'jp-data-5gb-30d' }, 1, 10)
    const third = await queryReviews({ packageId: 'jp-data-5gb-30d' }, 3, 10)
    expect(first.total).toBe(all.length)
    expect(first.list).toHaveLength(10)
    expect(third.list).toHaveLength(all.length - 20)
    // The order the server promises: English (the request's language) first, newest first.
    const byLanguageThenNewest = [...all].sort(
      (a: ReviewDto, b: ReviewDto) =>
        Number(b.lang === 'en') - Number(a.lang === 'en') ||
        b.createdAt.localeCompare(a.createdAt) ||
        b.reviewId.localeCompare(a.reviewId),
    )
    expect([...first.list, ...third.list].map((review) => review.reviewId)).toEqual(
      [...byLanguageThenNewest.slice(0, 10), ...byLanguageThenNewest.slice(20)].map(
        (review) => review.reviewId,
      ),
    )
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

  it('answers the whole store’s reviews when no plan or area is named (issue 36.3)', async () => {
    const store = await queryReviews({}, 1, 5)
    const all = mockApi.db.data.reviews
    expect(store.total).toBe(all.length)
    const average = all.reduce((sum, review) => sum + review.rating, 0) / all.length
    expect(store.averageRating).toBe(Math.round(average * 10) / 10)
  })

  it('puts the reviews in the request’s language first, each part newest first', async () => {
    configureHttp({ getClientId: () => 'client-1', getLocale: () => 'ja' })
    const page = await queryReviews({ areaId: 'area-jp' }, 1, 50)
    const languages = page.list.map((review) => review.lang)
    const japanese = languages.filter((lang) => lang === 'ja').length
    expect(japanese).toBeGreaterThan(0)
    expect(languages.slice(0, japanese)).toEqual(Array(japanese).fill('ja'))
    const firstPart = page.list.slice(0, japanese).map((review) => review.createdAt)
    expect(firstPart).toEqual([...firstPart].sort().reverse())
    configureHttp({ getClientId: () => 'client-1', getLocale: () => 'en' })
    const english = await queryReviews({ areaId: 'area-jp' }, 1, 50)
    expect(english.total).toBe(page.total)
    expect(english.list[0]!.lang).toBe('en')
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
      lang: 'en',
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
    ['an empty packageId', { packageId: '', pageNum: 1, pageSize: 5 }],
    ['both targets', { packageId: 'jp-data-5gb-30d', areaId: 'area-jp', pageNum: 1, pageSize: 5 }],
  ])('refuses %s', async (_, body) => {
    // Some of these the client's types forbid; another client may send them all the same.
    await expect(post(API.reviews, body as QueryReviewsRequest)).rejects.toMatchObject({
      code: ERROR_CODES.invalidInput,
    })
  })
})
