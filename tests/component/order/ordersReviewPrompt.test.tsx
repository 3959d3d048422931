import { selectOrderState } from '../../../src/features/order/orderState'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import { seedDemoOrders } from '../../../src/mocks/db/seedOrders'
import {
  REVIEW_PROMPT_DELAY_MS,
  REVIEW_PROMPT_KEY,
  REVIEW_PROMPTED_KEY,
} from '../../../src/features/order/review/ReviewPrompt'

const EMAIL = 'traveller@example.com'
const promptName = "How's your eSIM working?"

/**
 * The prompt's calm wait runs on fake timers that also let real time pass (the mock API and
 * Testing Library's polling need it): `calmPasses` jumps past the wait instead of sleeping.
 */
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

async function calmPasses() {
  await act(() => vi.advanceTimersByTimeAsync(REVIEW_PROMPT_DELAY_MS + 100))
}

/** The cookie notice answered: while it shows, it is the overlay the prompt waits for. */
const answered = { cookieVisible: 2 }

/** Signed in with paid orders, one of them due a review; the server has been asked. */
async function dueVisit(url = '/') {
  const session = signedIn('accountLogin', EMAIL)
  seedDemoOrders(mockApi.db, EMAIL)
  const app = await renderApp(url, { session: { ...session, ...answered } })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  return { ...app, user }
}

async function reviewDue(store: Awaited<ReturnType<typeof dueVisit>>['store']) {
  await waitFor(() =>
    expect(selectOrderState(store.getState()).orders.reviewPrompt.orderId).not.toBeNull(),
  )
  return selectOrderState(store.getState()).orders.reviewPrompt.orderId!
}

const noPrompt = () => expect(screen.queryByRole('dialog', { name: promptName })).toBeNull()

describe('review prompt (SPEC 2.5)', () => {
  it('asks at a calm moment, once per order, and GO opens the current tab with the review form', async () => {
    const { user, router, store } = await dueVisit()
    const orderId = await reviewDue(store)
    await calmPasses()
    const prompt = await screen.findByRole('dialog', { name: promptName })
    expect(prompt).toHaveTextContent('a short review helps them pick the right plan')
    expect(sessionStorage.getItem(REVIEW_PROMPT_KEY)).toBe(EMAIL)
    expect(JSON.parse(localStorage.getItem(REVIEW_PROMPTED_KEY)!)).toEqual([orderId])

    await user.click(within(prompt).getByRole('button', { name: 'Write a review' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('current')
    const review = await screen.findByRole('dialog', { name: /^Review your .+ eSIM$/ })
    await user.click(within(review).getByRole('button', { name: 'Close' }))

    // Back on a browsing page, and even in a new visit: that order is not asked about again.
    await router.navigate('/')
    sessionStorage.removeItem(REVIEW_PROMPT_KEY)
    await calmPasses()
    await calmPasses()
    noPrompt()
  })

  it('never opens over an open menu, and waits until it closes', async () => {
    const { user, store } = await dueVisit()
    await reviewDue(store)
    await user.click(await screen.findByRole('button', { name: /^Account menu for / }))
    expect(await screen.findByRole('link', { name: 'My orders' })).toBeVisible()
    await calmPasses()
    noPrompt()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull())
    await calmPasses()
    expect(await screen.findByRole('dialog', { name: promptName })).toBeVisible()
  })

  it('never opens while the visitor is typing', async () => {
    const { user, store } = await dueVisit()
    await reviewDue(store)
    await user.click(await screen.findByRole('textbox', { name: 'Describe your trip' }))
    await user.keyboard('Two weeks')
    await calmPasses()
    noPrompt()
    await user.click(document.body)
    await calmPasses()
    expect(await screen.findByRole('dialog', { name: promptName })).toBeVisible()
  })

  it('says nothing on checkout, even when the answer came in on a browsing page', async () => {
    const { router, store, user } = await dueVisit()
    // Busy typing on the home page while the answer comes in, then off to pay.
    await user.click(await screen.findByRole('textbox', { name: 'Describe your trip' }))
    await reviewDue(store)
    await router.navigate('/topay')
    // The checkout page is on screen (its code loaded), not the home page still.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Describe your trip' })).toBeNull(),
    )
    await calmPasses()
    noPrompt()
    expect(localStorage.getItem(REVIEW_PROMPTED_KEY)).toBeNull()
  })

  it('waits while the cookie notice is up', async () => {
    const session = signedIn('accountLogin', EMAIL)
    seedDemoOrders(mockApi.db, EMAIL)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { store } = await renderApp('/', { session })
    await reviewDue(store)
    await calmPasses()
    noPrompt()
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    await calmPasses()
    expect(await screen.findByRole('dialog', { name: promptName })).toBeVisible()
  })

  it('stays quiet on the orders page and asks nothing from there', async () => {
    await dueVisit('/orders')
    await screen.findAllByRole('article')
    await calmPasses()
    noPrompt()
    expect(sessionStorage.getItem(REVIEW_PROMPT_KEY)).toBeNull()
  })

  it('says nothing when every paid order is newer than three days or reviewed', async () => {
    const session = signedIn('accountLogin', EMAIL)
    for (const order of seedDemoOrders(mockApi.db, EMAIL)) {
      const record = mockApi.db.data.orders.find((item) => item.orderId === order.orderId)!
      if (Date.now() - Date.parse(record.createdAt) >= 3 * 86_400_000) record.reviewed = true
    }
    const { store } = await renderApp('/', { session: { ...session, ...answered } })
    await waitFor(() =>
      expect(selectOrderState(store.getState()).orders.reviewPrompt.status).toBe('succeeded'),
    )
    await calmPasses()
    noPrompt()
  })

  it('never asks a visitor who is not signed in', async () => {
    seedDemoOrders(mockApi.db, EMAIL)
    await renderApp('/', { session: answered })
    await screen.findByRole('heading', { level: 1 })
    await calmPasses()
    noPrompt()
    expect(sessionStorage.getItem(REVIEW_PROMPT_KEY)).toBeNull()
  })
})
