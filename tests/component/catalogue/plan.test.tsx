import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp, type RenderAppOptions } from '../../support/render'
import { mockApi } from '../../support/mockApi'

/** The realistic way in: choose a plan on its area page, then Continue. */
async function openPlanDetail(planUrl: string, options?: RenderAppOptions) {
  const user = userEvent.setup()
  const view = await renderApp(planUrl, options)
  await user.click(await screen.findByRole('button', { name: 'Continue' }))
  await screen.findByRole('button', { name: 'Buy now' })
  return { ...view, user }
}

const loggedIn: RenderAppOptions = {
  session: { token: 't', email: 'traveller@example.com', loginType: 'accountLogin' },
}

describe('plan detail (/mealdetail)', () => {
  it('shows a friendly empty state linking to the destinations when no plan is chosen', async () => {
    await renderApp('/ja/mealdetail')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'プランがまだ選ばれていません' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: '渡航先を探す' })).toHaveAttribute('href', '/ja')
  })

  it('shows everything about the chosen plan, with its own title and description', async () => {
    await openPlanDetail('/japan/jp-data-5gb-30d')
    expect(screen.getByRole('heading', { level: 1, name: 'Japan eSIM' })).toBeVisible()
    const card = screen.getByRole('article', { name: '5 GB · 30 days' })
    expect(within(card).getByText('Offer ends 31 December 2026')).toBeVisible()
    expect(within(card).getByText('NTT Docomo')).toBeVisible()
    expect(within(card).getByRole('button', { name: /is my phone compatible/i })).toBeVisible()
    expect(screen.getByRole('link', { name: /back to japan plans/i })).toHaveAttribute(
      'href',
      '/japan/jp-data-5gb-30d',
    )
    expect(document.title).toBe('Japan eSIM, 5 GB · 30 days | Roamwise')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Japan eSIM with 5 GB · 30 days/,
    )
  })

  it('puts the review score and count from the reviews API beside the price, in the language', async () => {
    await renderApp('/de/japan/jp-data-5gb-30d')
    const card = await screen.findByRole('article', { name: '5 GB · 30 Tage' })
    const rating = await within(card).findByText(/^Mit \d,\d von 5 bewertet \(24 Bewertungen\)$/)
    expect(rating.closest('.plan-rating')).toHaveTextContent(/\d,\d · 24 Bewertungen/)
  })

  it('opens the guest/login chooser on Buy now when logged out', async () => {
    const { user, store, router } = await openPlanDetail('/japan/jp-data-1gb-7d')
    expect(store.getState().session.accountStatus).toBe(-1)
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    expect(store.getState().session.accountStatus).toBe(0)
    expect(router.state.location.pathname).toBe('/mealdetail')
    // The session feature's chooser answers the request.
    expect(await screen.findByRole('dialog')).toBeVisible()
  })

  it('goes to the localised checkout on Buy now when logged in', async () => {
    const user = userEvent.setup()
    // A session the mock server knows, so nothing signs the visitor out on the way.
    mockApi.db.data.sessions.t = { email: 'traveller@example.com', loginType: 'accountLogin' }
    const { router } = await renderApp('/zh-HK/japan/jp-data-1gb-7d', loggedIn)
    await user.click(await screen.findByRole('button', { name: '繼續' }))
    await user.click(await screen.findByRole('button', { name: '立即購買' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/zh-HK/topay'))
  })

  it('keeps the plan across a reload (localStorage)', async () => {
    const first = await openPlanDetail('/japan/jp-data-3gb-15d')
    first.unmount()
    // A reload builds the store from what the last visit saved (app/preloadedState).
    const { restoreSession } = await import('../../../src/app/preloadedState')
    expect(restoreSession('en').catalogue.mealInfo?.package.packageId).toBe('jp-data-3gb-15d')
  })
})

describe('Buy now without a session', () => {
  it('goes straight on to the checkout once the visitor continues as a guest (issue 36.4)', async () => {
    const { user, router, store } = await openPlanDetail('/japan/jp-data-5gb-30d')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    const chooser = await screen.findByRole('dialog', { name: 'How would you like to continue?' })
    await user.click(within(chooser).getByRole('button', { name: 'Continue as guest' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/topay'))
    expect(store.getState().session.loginType).toBe('guestLogin')
  })

  it('leaves a visitor who closes the chooser where they were, and a later chooser too', async () => {
    const { user, router } = await openPlanDetail('/japan/jp-data-5gb-30d')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'How would you like to continue?' }),
      ).getByRole('button', { name: 'Close' }),
    )
    expect(router.state.location.pathname).toBe('/mealdetail')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The first-visit chooser, opened later, keeps the visitor on the page it opened on.
    await act(() => router.navigate('/?login=0'))
    const chooser = await screen.findByRole('dialog', { name: 'How would you like to continue?' })
    await user.click(within(chooser).getByRole('button', { name: 'Continue as guest' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('plan reviews', () => {
  it('shows the average as words and stars, and pages through the reviews', async () => {
    const { user } = await openPlanDetail('/japan/jp-data-5gb-30d')
    const reviews = screen.getByRole('region', { name: 'Traveller reviews' })
    const all = mockApi.db.data.reviews.filter((review) => review.packageId === 'jp-data-5gb-30d')
    const average = (all.reduce((sum, review) => sum + review.rating, 0) / all.length).toFixed(1)
    expect(await within(reviews).findByText(`${average} out of 5`)).toBeVisible()
    expect(within(reviews).getByText('based on 24 reviews')).toBeVisible()
    const list = within(reviews).getAllByRole('list')[0]!
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    expect(within(list).getAllByText(/^Rated [1-5] out of 5$/)).toHaveLength(5)
    const firstPage = list.textContent

    const previous = within(reviews).getByRole('button', { name: 'Previous' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(within(reviews).getByRole('status')).toHaveTextContent('Page 1 of 5')
    await user.click(within(reviews).getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(within(reviews).getByRole('status')).toHaveTextContent('Page 2 of 5'),
    )
    expect(within(reviews).getAllByRole('list')[0]!.textContent).not.toBe(firstPage)
    expect(previous).toHaveAttribute('aria-disabled', 'false')
    await user.click(previous)
    await waitFor(() =>
      expect(within(reviews).getByRole('status')).toHaveTextContent('Page 1 of 5'),
    )
  })

  it('signs each review as a verified traveller to the destination, never with an address (issue 36.3)', async () => {
    await openPlanDetail('/japan/jp-data-5gb-30d')
    const reviews = screen.getByRole('region', { name: 'Traveller reviews' })
    const list = (await within(reviews).findAllByRole('list'))[0]!
    const items = within(list).getAllByRole('listitem')
    for (const item of items) expect(item).toHaveTextContent('Verified purchase · Japan')
    expect(list.textContent).not.toMatch(/\*|@/)
    // English ones first on the English page; each text says its language.
    const texts = [...list.querySelectorAll('.review__text')]
    expect(texts.length).toBeGreaterThan(0)
    expect(texts[0]).toHaveAttribute('lang', 'en')
  })

  it('puts the reviews in the page’s language first on a Japanese page', async () => {
    const user = userEvent.setup()
    await renderApp('/ja/japan/jp-data-5gb-30d')
    await user.click(await screen.findByRole('button', { name: '次へ進む' }))
    const reviews = await screen.findByRole('region', { name: '旅行者のレビュー' })
    const list = (await within(reviews).findAllByRole('list'))[0]!
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('購入確認済み・日本')
    const languages = [...list.querySelectorAll('.review__text')].map((text) =>
      text.getAttribute('lang'),
    )
    const japanese = mockApi.db.data.reviews.filter(
      (review) => review.packageId === 'jp-data-5gb-30d' && review.lang === 'ja',
    ).length
    expect(japanese).toBeGreaterThan(0)
    expect(languages.slice(0, Math.min(japanese, languages.length))).toEqual(
      Array(Math.min(japanese, languages.length)).fill('ja'),
    )
  })

  it('says so when a plan has no reviews yet', async () => {
    await openPlanDetail('/albania/al-data-1gb-7d')
    expect(await screen.findByText('No reviews for this plan yet.')).toBeVisible()
  })

  it('offers a retry when the reviews fail to load', async () => {
    // Down until the retry: the plan page's score and the detail page's list both fail.
    let down = true
    mockApi.server.use(
      http.post('*/v2/query/dataPlanOrderReviewedPage', () =>
        down ? HttpResponse.error() : undefined,
      ),
    )
    const { user } = await openPlanDetail('/japan/jp-data-5gb-30d')
    const reviews = screen.getByRole('region', { name: 'Traveller reviews' })
    const alert = await within(reviews).findByRole('alert')
    expect(document.querySelector('.plan-rating')).toBeNull()
    down = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(reviews).findByText('based on 24 reviews')).toBeVisible()
  })
})
