import { afterAll, beforeAll, expect } from 'vitest'
import { configure, fireEvent, getConfig, screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { mockApi } from './mockApi'
import { renderApp, type RenderAppOptions } from './render'
import { signedIn } from './session'

/** The Japan 5 GB plan as the plan page leaves it in the catalogue slice (mealInfo). */
export function japanPlan(packageId = 'jp-data-5gb-30d') {
  const area = mockApi.db.areaBySlug('japan')!
  const pkg = mockApi.db.catalogue.packages.find((item) => item.packageId === packageId)!
  return { area, package: pkg }
}

/** /topay with a plan chosen, for an account user unless the options say otherwise. */
export async function openCheckout(
  url = '/topay',
  options: RenderAppOptions = { session: signedIn('accountLogin') },
) {
  return renderApp(url, { catalogue: { mealInfo: japanPlan() }, ...options })
}

/** The card fields by their autofill names, so the same helper works in every language. */
export const cardField = (autocomplete: 'cc-number' | 'cc-exp' | 'cc-csc' | 'cc-name') =>
  document.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`)!

export async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await waitFor(() => expect(cardField('cc-number')).not.toBeNull(), SLOW)
  await user.clear(cardField('cc-number'))
  await user.type(cardField('cc-number'), number)
  await user.clear(cardField('cc-exp'))
  await user.type(cardField('cc-exp'), '1230')
  await user.clear(cardField('cc-csc'))
  await user.type(cardField('cc-csc'), '123')
  await user.clear(cardField('cc-name'))
  await user.type(cardField('cc-name'), 'Ada Traveller')
  // Checkout and top-up: every buyer asks for immediate delivery before Pay (decision 039).
  const consent = document.querySelector<HTMLInputElement>('#checkout-consent')
  if (consent && !consent.checked) await user.click(consent)
}

/** Generous waits: the pages load lazily and the suite shares a busy machine. */
export const SLOW = { timeout: 5000 }

/** For a whole file: every findBy and waitFor waits up to SLOW.timeout. */
export function allowSlowPages() {
  let previous = 1000
  beforeAll(() => {
    previous = getConfig().asyncUtilTimeout
    configure({ asyncUtilTimeout: SLOW.timeout })
  })
  afterAll(() => configure({ asyncUtilTimeout: previous }))
}

/**
 * The Pay button once it can be pressed: it stays disabled until the payment methods have
 * loaded, and a click on it before then lands on the page (focus goes to <main>), as a
 * visitor's would. On a busy machine the methods can come after the button shows.
 */
export async function payButton() {
  await agreeToDelivery()
  const button = await screen.findByRole('button', { name: /^Pay / }, SLOW)
  await waitFor(() => expect(button).toBeEnabled(), SLOW)
  return button
}

/** Ticks the consent to immediate delivery, which Pay waits for, as every buyer must. */
export async function agreeToDelivery() {
  // By its id: the same box in every language, its words being the page's.
  const box = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('#checkout-consent')
    expect(found).not.toBeNull()
    return found!
  }, SLOW)
  if (!box.checked) fireEvent.click(box)
  await waitFor(() => expect(box).toBeChecked())
}

export const successHeading = () =>
  screen.findByRole('heading', { name: 'Payment successful' }, SLOW)

export const orders = () => mockApi.db.data.orders
export const payments = () => mockApi.db.data.payments
