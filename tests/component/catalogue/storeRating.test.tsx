import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'

/** Issue 36.3: the store's score near the search, a destination's under its heading. */
const scoreOf = (ratings: readonly number[]) =>
  (
    Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10
  ).toFixed(1)

describe('the score a new shopper looks for', () => {
  it('shows the whole store’s rating and review count under the search, with the refund promise', async () => {
    await renderApp('/')
    const all = mockApi.db.data.reviews.map((review) => review.rating)
    const count = new Intl.NumberFormat('en').format(all.length)
    expect(await screen.findByText(`${scoreOf(all)} out of 5 · ${count} reviews`)).toBeVisible()
    expect(screen.getByText('Full refund within 30 days if not installed')).toBeVisible()
  })

  it('shows a destination’s own score on its page, in the page’s language', async () => {
    await renderApp('/ja/japan')
    const japan = mockApi.db.data.reviews
      .filter((review) => review.areaId === 'area-jp')
      .map((review) => review.rating)
    expect(
      await screen.findByText(`5点中${scoreOf(japan)}点・レビュー${japan.length}件`),
    ).toBeVisible()
  })

  it('shows nothing for a destination nobody has reviewed', async () => {
    const { store } = await renderApp('/albania')
    await screen.findByRole('heading', { level: 1, name: 'Albania eSIM' })
    expect(mockApi.db.data.reviews.some((review) => review.areaId === 'area-al')).toBe(false)
    await waitFor(() =>
      expect(store.getState().catalogue.reviews['area:area-al']?.status).toBe('succeeded'),
    )
    expect(document.querySelector('.area-page__rating')).toBeNull()
  })
})
