import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import { seedDemoOrders } from '../../../src/mocks/db/orders'
import {
  REVIEW_PROMPT_DELAY_MS,
  REVIEW_PROMPT_KEY,
} from '../../../src/features/order/review/ReviewPrompt'

const EMAIL = 'traveller@example.com'
/** Longer than the prompt's wait, so it has had every chance to appear. */
const WAIT = { timeout: REVIEW_PROMPT_DELAY_MS + 2000 }
const promptName = 'How is your eSIM?'
/** Each test waits out the prompt's delay at least once. */
const TEST_TIMEOUT = 15_000

describe('review prompt (SPEC 2.5)', () => {
  it(
    'asks once per visit, and GO opens the current tab with the review form',
    async () => {
      const user = userEvent.setup()
      const session = signedIn('accountLogin', EMAIL)
      seedDemoOrders(mockApi.db, EMAIL)
      const { router } = await renderApp('/', { session })
      const prompt = await screen.findByRole('dialog', { name: promptName }, WAIT)
      expect(prompt).toHaveTextContent('A short review helps other travellers')
      expect(sessionStorage.getItem(REVIEW_PROMPT_KEY)).toBe(EMAIL)

      await user.click(within(prompt).getByRole('button', { name: 'Go to review' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
      expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('current')
      const current = await screen.findByRole('tab', { name: 'Current' }, WAIT)
      expect(current).toHaveAttribute('aria-selected', 'true')
      // The newest current order that is paid, older than three days and not reviewed.
      const review = await screen.findByRole('dialog', { name: /^Review your .+ eSIM$/ }, WAIT)
      await user.click(within(review).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(router.state.location.search).toBe('?tab=current'))

      // Back on a browsing page in the same visit: no second prompt.
      await router.navigate('/')
      await new Promise((resolve) => setTimeout(resolve, REVIEW_PROMPT_DELAY_MS + 300))
      expect(screen.queryByRole('dialog', { name: promptName })).toBeNull()
    },
    TEST_TIMEOUT,
  )

  it(
    'says nothing when every paid order is newer than three days or reviewed',
    async () => {
      const session = signedIn('accountLogin', EMAIL)
      for (const order of seedDemoOrders(mockApi.db, EMAIL)) {
        const record = mockApi.db.data.orders.find((item) => item.orderId === order.orderId)!
        if (Date.now() - Date.parse(record.createdAt) >= 3 * 86_400_000) record.reviewed = true
      }
      await renderApp('/', { session })
      await waitFor(() => expect(sessionStorage.getItem(REVIEW_PROMPT_KEY)).toBe(EMAIL), WAIT)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(screen.queryByRole('dialog', { name: promptName })).toBeNull()
    },
    TEST_TIMEOUT,
  )

  it(
    'never asks a visitor who is not signed in',
    async () => {
      seedDemoOrders(mockApi.db, EMAIL)
      await renderApp('/')
      await new Promise((resolve) => setTimeout(resolve, REVIEW_PROMPT_DELAY_MS + 300))
      expect(screen.queryByRole('dialog', { name: promptName })).toBeNull()
      expect(sessionStorage.getItem(REVIEW_PROMPT_KEY)).toBeNull()
    },
    TEST_TIMEOUT,
  )

  it(
    'stays quiet on the orders page (the visitor is already there)',
    async () => {
      const session = signedIn('accountLogin', EMAIL)
      seedDemoOrders(mockApi.db, EMAIL)
      await renderApp('/orders', { session })
      await screen.findAllByRole('article')
      await new Promise((resolve) => setTimeout(resolve, REVIEW_PROMPT_DELAY_MS + 300))
      expect(screen.queryByRole('dialog', { name: promptName })).toBeNull()
    },
    TEST_TIMEOUT,
  )
})
