import type { BrowserContext, Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { answerCookies, seedOrdersBeforeStart, signUp, uniqueEmail } from './accounts'
import { countryArea, orderRecord, paidOrder } from '../support/orderRecords'

/**
 * Orders in the demo build: a traveller signs up, gets orders (written into the mock database
 * in localStorage, which the mock reads at start-up), sees their labels, installs, asks for a
 * refund, writes a review, and is prompted to review an older order.
 */

const DAY = 86_400_000

interface SeedOrder {
  key: string
  code: string
  name: string
  paymentStatus: 'PAID' | 'REFUNDED'
  state: 'VALID' | 'INUSE' | 'EXPIRED'
  installStatus: 'UNDOWNLOAD' | 'INSTALLED' | 'ENABLED' | 'DISABLED'
  ageDays: number
  usedShare: number
  expiresInDays: number | null
}

/** One order per case the journey needs; written the way the mock stores its records. */
const SEED: readonly SeedOrder[] = [
  {
    key: 'jp',
    code: 'JP',
    name: 'Japan',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 1,
    usedShare: 0,
    expiresInDays: null,
  },
  {
    key: 'th',
    code: 'TH',
    name: 'Thailand',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    ageDays: 5,
    usedShare: 0.9,
    expiresInDays: 10,
  },
  {
    key: 'us',
    code: 'US',
    name: 'United States',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'INSTALLED',
    ageDays: 2,
    usedShare: 0,
    expiresInDays: null,
  },
  {
    key: 'es',
    code: 'ES',
    name: 'Spain',
    paymentStatus: 'PAID',
    state: 'EXPIRED',
    installStatus: 'DISABLED',
    ageDays: 60,
    usedShare: 0.4,
    expiresInDays: -20,
  },
  {
    key: 'fr',
    code: 'FR',
    name: 'France',
    paymentStatus: 'REFUNDED',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 40,
    usedShare: 0,
    expiresInDays: null,
  },
]

/** The orders of SEED, owned by `email`, in the mock database before the app's next start. */
async function seedOrders(page: Page, email: string): Promise<void> {
  const now = Date.now()
  const iso = (ms: number) => new Date(ms).toISOString()
  const records = SEED.map((spec, index) => {
    const created = now - spec.ageDays * DAY
    const order = paidOrder(created, {
      orderId: `ord-e2e-${spec.key}-${now}`,
      orderNo: `RWE2E${now}${index}`,
      iccid: `8901${String(now).slice(-9)}${String(index).padStart(6, '0')}`,
      area: countryArea(spec.code, spec.name),
      expiresAt: spec.expiresInDays === null ? null : iso(now + spec.expiresInDays * DAY),
      usedMb: Math.round(5120 * spec.usedShare),
      usageUpdatedAt: spec.usedShare > 0 ? iso(now - 3_600_000) : null,
      paymentStatus: spec.paymentStatus,
      state: spec.state,
      installStatus: spec.installStatus,
    })
    return orderRecord(order, email, `E2E-${spec.key.toUpperCase()}-${index}`, {
      refundReason: spec.paymentStatus === 'REFUNDED' ? 'WRONG_PLAN' : null,
    })
  })
  await seedOrdersBeforeStart(page, 'rw_e2e_seeded', records)
}

async function travellerWithOrders(page: Page, context: BrowserContext): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const email = uniqueEmail('orders')
  await signUp(page, email)
  await seedOrders(page, email)
  return email
}

/**
 * A signed-in traveller with orders, back for a new visit (the review prompt asks once per
 * visit, kept in sessionStorage), with the cookie notice answered (the prompt waits for it).
 */
async function newVisitWithOrders(page: Page, context: BrowserContext): Promise<void> {
  await travellerWithOrders(page, context)
  await answerCookies(page)
  await page.evaluate(() => sessionStorage.clear())
}

const card = (page: Page, name: string) => page.getByRole('article', { name })
const badge = (page: Page, name: string) => card(page, name).locator('.order-badge')

test('shows labels, installs, refunds and reviews', async ({ page, context, checkA11y }) => {
  test.setTimeout(120_000)
  await travellerWithOrders(page, context)
  await page.goto('/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  await expect(badge(page, 'Japan')).toHaveText('Status: Undownload')
  await expect(badge(page, 'Thailand')).toHaveText('Status: Active')
  await expect(badge(page, 'United States')).toHaveText('Status: Inactive')
  await expect(card(page, 'Thailand').getByRole('note')).toContainText('Only 10% of your data')
  await expect(card(page, 'Thailand').getByText('4 GB 512 MB of 5 GB used')).toBeVisible()
  await checkA11y()

  // Install kit: QR code, codes with copy buttons.
  await card(page, 'Japan').getByRole('button', { name: 'Install eSIM' }).click()
  const kit = page.getByRole('dialog', { name: 'Install your eSIM' })
  await expect(kit.getByRole('img', { name: /^QR code to install the eSIM/ })).toBeVisible()
  const code = kit.getByRole('group', { name: 'Activation code', exact: true })
  await expect(code.getByRole('textbox')).toHaveValue(/^E2E-JP-0$/)
  await code.getByRole('button', { name: 'Copy' }).click()
  await expect(code.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('E2E-JP-0')
  await checkA11y()
  await kit.getByRole('button', { name: 'Close' }).click()
  await expect(badge(page, 'Japan')).toHaveText('Status: Inactive')

  // Refund: Refunding at once, Refunded once the provider settles (3 s in the mock).
  await card(page, 'Japan').getByRole('button', { name: 'Request a refund' }).click()
  const refund = page.getByRole('dialog', { name: 'Refund your Japan eSIM?' })
  await expect(refund).toContainText('$12.50 will be refunded to your original payment method')
  await checkA11y()
  await refund.getByRole('button', { name: 'Request refund' }).click()
  await expect(refund).toBeHidden()
  await expect(badge(page, 'Japan')).toHaveText('Status: Refunding')
  await page.getByRole('tab', { name: 'Past' }).click()
  await expect(page).toHaveURL(/\?tab=past$/)
  // The provider settles a refund a few seconds after it is asked (the mock's rule,
  // ORDER_RULES.refundSettleMs): the traveller's Refresh shows it refunded once it has.
  const refresh = page.getByRole('button', { name: 'Refresh' })
  await expect(async () => {
    await refresh.click()
    // The list has answered (however slow the machine), then it says what the server said.
    await expect(refresh).not.toHaveAttribute('aria-disabled', 'true')
    expect(await badge(page, 'Japan').textContent()).toBe('Status: Refunded')
  }).toPass({ timeout: 40_000 })
  await expect(badge(page, 'Spain')).toHaveText('Status: Expired')
  await expect(badge(page, 'France')).toHaveText('Status: Refunded')
  await checkA11y()

  // Review: stars and a text, once.
  await page.getByRole('tab', { name: 'Current' }).click()
  await card(page, 'Thailand').getByRole('button', { name: 'Write a review' }).click()
  const review = page.getByRole('dialog', { name: 'Review your Thailand eSIM' })
  await review.getByRole('radio', { name: '5 stars' }).check()
  await review.getByRole('textbox').fill('Fast everywhere from Bangkok to Chiang Mai.')
  await checkA11y()
  await review.getByRole('button', { name: 'Send review' }).click()
  await expect(review).toBeHidden()
  await expect(card(page, 'Thailand').getByText('Thanks for your review.')).toBeVisible()
  await expect(card(page, 'Thailand').getByRole('button', { name: 'Write a review' })).toHaveCount(
    0,
  )
})

test('prompts for a review of an older order, and GO opens it on the current tab', async ({
  page,
  context,
  checkA11y,
}) => {
  test.setTimeout(120_000)
  await newVisitWithOrders(page, context)
  await page.goto('/')
  await waitForApp(page)
  const prompt = page.getByRole('dialog', { name: "How's your eSIM working?" })
  await expect(prompt).toBeVisible({ timeout: 8000 })
  await checkA11y()
  await prompt.getByRole('button', { name: 'Write a review' }).click()
  await expect(page).toHaveURL(/\/orders\?tab=current&review=ord-e2e-th-/)
  await expect(page.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('dialog', { name: 'Review your Thailand eSIM' })).toBeVisible()
})

for (const { locale, title, checkout } of [
  { locale: 'de', title: 'Wie läuft es mit Ihrer eSIM?', checkout: '/de/topay' },
  { locale: 'ja', title: 'eSIMの使い心地はいかがですか？', checkout: '/ja/topay' },
]) {
  test(`the review prompt keeps out of checkout and asks on a browsing page (${locale})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await newVisitWithOrders(page, context)
    // Checkout: the prompt does not even ask the server, so it cannot open over the payment.
    await page.goto(checkout)
    await waitForApp(page)
    expect(await page.evaluate(() => sessionStorage.getItem('rw_review_prompt'))).toBeNull()
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
    // A browsing page: it asks, in the page's language, once the page is calm.
    await page.goto(`/${locale}`)
    await waitForApp(page)
    await expect(page.getByRole('dialog', { name: title })).toBeVisible({ timeout: 8000 })
  })
}
