import type { Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { seedOrdersBeforeStart, signUp } from './accounts'
import { countryArea, orderRecord, paidOrder } from '../support/orderRecords'

/**
 * Issue 8 item 4: on arrival abroad, with no data, a traveller still sees the orders they last
 * saw and the install kit they opened; signing out removes that copy from the device.
 *
 * The demo build runs its mock API in MSW's service worker, so it registers no app service
 * worker (docs/decisions/014-offline-and-speed.md) and a reload with the network cut would get
 * no page at all: the test moves within the app instead, as a traveller whose tab stayed open
 * would. The copy itself lives in localStorage and is the same in live builds.
 */

const SNAPSHOT_KEY = 'rw_offline_orders'

/** Two paid orders in the mock database (read at the app's next start), as orders.spec.ts does. */
async function seedOrders(page: Page, email: string) {
  const now = Date.now()
  const areas = [countryArea('JP', 'Japan'), countryArea('TH', 'Thailand')]
  const records = areas.map((area, index) => {
    const order = paidOrder(now - (index + 1) * 86_400_000, {
      orderId: `ord-e2e-offline-${area.code}-${now}`,
      orderNo: `RWOFF${now}${index}`,
      iccid: `8901${String(now).slice(-9)}${String(index).padStart(6, '0')}`,
      area,
    })
    return orderRecord(order, email, `E2E-OFFLINE-${area.code}`)
  })
  await seedOrdersBeforeStart(page, 'rw_e2e_offline_seeded', records)
}

async function openOrdersFromMenu(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click()
  await page.getByRole('link', { name: 'My orders' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
}

test('keeps the last seen orders and an opened install kit offline, until sign-out', async ({
  page,
  context,
  consoleErrors,
}) => {
  let offline = false
  const failedOffline: string[] = []
  page.on('requestfailed', (request) => {
    if (offline) failedOffline.push(new URL(request.url()).pathname)
  })
  // Sign-up, two page loads and two kits: slow on a busy machine.
  test.setTimeout(120_000)
  const email = `e2e.offline.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  await signUp(page, email)
  await seedOrders(page, email)
  await page.goto('/orders')
  await waitForApp(page)
  const installButtons = page.getByRole('button', { name: 'Install eSIM' })
  await expect(installButtons.first()).toBeVisible()
  const cards = page.locator('.orders-list > li')
  const orderCount = await cards.count()
  expect(orderCount).toBeGreaterThan(0)

  // Opening the kit online is what keeps it for later (a first load marks the eSIM downloaded,
  // so the store never fetches kits the traveller did not ask for).
  // The orders' own flags load with the page, so its offline copy shows them too.
  const orderFlags = await cards
    .locator('img.area-mark')
    .evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    )
  expect(orderFlags.length).toBeGreaterThan(0)
  const firstCard = cards.filter({ has: installButtons }).first()
  const firstCardText = (await firstCard.locator('h2').first().innerText()).trim()
  await firstCard.getByRole('button', { name: 'Install eSIM' }).click()
  let kit = page.getByRole('dialog', { name: 'Install your eSIM' })
  await expect(kit.getByRole('img', { name: /^QR code to install the eSIM/ })).toBeVisible()
  const smdp = await kit.getByRole('textbox', { name: 'SM-DP+ address' }).inputValue()
  expect(smdp).not.toBe('')
  await kit.getByRole('button', { name: 'Close' }).click()
  await expect(kit).toBeHidden()
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY))
    .toContain(smdp)

  // Without the app's service worker (demo build) only code already loaded works offline: the
  // home page is visited once online, as in a tab the traveller has been using.
  const logo = page.getByRole('banner').getByRole('link', { name: 'Roamwise', exact: true })
  await logo.click()
  // Home's own heading (its messages loaded), not the orders page's heading still on screen.
  await expect(
    page.getByRole('heading', { level: 1, name: "Mobile data for wherever you're going" }),
  ).toBeVisible()
  await openOrdersFromMenu(page)

  // The network goes; the traveller leaves the page and comes back to it.
  await context.setOffline(true)
  offline = true
  await logo.click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await openOrdersFromMenu(page)

  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible()
  await expect(cards).toHaveCount(orderCount)
  await expect(page.getByText(firstCardText).first()).toBeVisible()
  // Actions that need the server are not offered from the device's copy.
  await expect(page.getByRole('button', { name: /refund/i })).toHaveCount(0)
  const offlineCard = cards.filter({ hasText: firstCardText }).first()
  await offlineCard.getByRole('button', { name: 'Install eSIM' }).click()
  kit = page.getByRole('dialog', { name: 'Install your eSIM' })
  await expect(kit.getByRole('img', { name: /^QR code to install the eSIM/ })).toBeVisible()
  await expect(kit.getByRole('textbox', { name: 'SM-DP+ address' })).toHaveValue(smdp)
  await expect(kit.getByRole('textbox', { name: 'Activation code', exact: true })).not.toHaveValue(
    '',
  )
  await kit.getByRole('button', { name: 'Close' }).click()

  await context.setOffline(false)
  offline = false
  // Nothing the app asked for failed; only the flags of the home page's destination grid did,
  // each with a console line of its own (the app's service worker, absent here, would answer
  // them): they load as they scroll into view, and one the device never showed online cannot be
  // shown offline, so its box stays empty. The favicon is in the page itself (decision 034).
  expect(failedOffline.filter((pathname) => !pathname.startsWith('/flags/'))).toEqual([])
  expect(failedOffline.filter((pathname) => orderFlags.includes(pathname))).toEqual([])
  let excused = failedOffline.length
  for (let index = consoleErrors.length - 1; index >= 0 && excused > 0; index -= 1) {
    if (consoleErrors[index] !== 'Failed to load resource: net::ERR_FAILED') continue
    consoleErrors.splice(index, 1)
    excused -= 1
  }

  // Signing out (online, as the sign-out call needs the server) removes the copy.
  await page.getByRole('button', { name: /account menu/i }).click()
  await page.getByRole('button', { name: 'Log out', exact: true }).click()
  await expect(page.getByRole('button', { name: /account menu/i })).toHaveCount(0)
  // It leaves the orders page by itself; an address pushed before that lands would race it.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull()
  await page.evaluate(() => {
    history.pushState(null, '', '/orders')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(firstCardText)).toHaveCount(0)
})
