import { test, expect, tick, waitForApp } from './fixtures'
import { signUp, uniqueEmail } from './accounts'
import { agreeToDelivery, fillCard } from './payments'

/**
 * An account user buys credit with a test card, then pays for a plan with that credit and finds
 * the order in /orders with its label (issue 5, "Done when"). Demo build, mock API in the page.
 */

// Sign-up, two payments and axe runs take well over a minute on a busy two-core machine.
test.describe.configure({ timeout: 180_000 })

const dollars = (amount: number) => `$${amount.toFixed(2)}`

test('buys credit by card, then pays for a plan with it and sees the order in /orders', async ({
  page,
  checkA11y,
}) => {
  const email = uniqueEmail('creditpay')
  await signUp(page, email, { answerCookies: true })

  // In-app links rather than reloads where the journey allows: every full load restarts the
  // mock's service worker, whose update check may then log a console error on a busy machine.
  const accountMenu = page.getByRole('button', { name: /^Account menu for / })

  // Credit: pay $20, get $22.
  await accountMenu.click()
  await page.getByRole('link', { name: 'Credit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Credit' })).toBeVisible()
  await page.getByRole('radiogroup', { name: 'Choose your credit' }).getByText('Get $22.00').click()
  await fillCard(page)
  await page.getByRole('button', { name: 'Pay $20.00' }).click()
  await expect(page).toHaveURL(/\/recharge-success\?paymentId=/)
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('$22.00')

  // A plan, paid with account credit.
  await page.goto('/japan')
  await waitForApp(page)
  await tick(page.getByRole('radio', { name: /^5 GB/ }))
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/topay$/)
  const credit = page.getByRole('radio', { name: /Account credit/ })
  await expect(credit).toBeEnabled()
  await expect(page.locator('.pay-methods .choice-tile', { has: credit })).toContainText(
    'Your balance: $22.00',
  )
  await credit.check()
  // No card form for credit: the button names the amount and where it comes from.
  await expect(page.locator('input[autocomplete="cc-number"]')).toHaveCount(0)
  const pay = page.getByRole('button', { name: /^Pay \$\d+\.\d{2} with credit$/ })
  await expect(pay).toBeVisible()
  await checkA11y()
  const price = Number(/\$(\d+\.\d{2})/.exec((await pay.textContent()) ?? '')![1])
  expect(price).toBeGreaterThan(0)
  expect(price).toBeLessThanOrEqual(22)
  await agreeToDelivery(page)
  await pay.click()
  await expect(page).toHaveURL(/\/payment-success\?paymentId=pay-/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful')
  await checkA11y()

  // The order, with its SPEC 4.1 label, and what is left of the credit.
  await page.getByRole('link', { name: 'Install your eSIM' }).click()
  await expect(page).toHaveURL(/\/orders\?tab=current&kit=ord-/)
  // The install kit opens over the order; closed, the order list is there.
  const kit = page.getByRole('dialog', { name: 'Install your eSIM' })
  await expect(kit.getByRole('img', { name: /^QR code to install the eSIM/ })).toBeVisible()
  await kit.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  // The kit was fetched, so the eSIM counts as downloaded: SPEC 4.1's Inactive.
  const order = page.getByRole('article', { name: 'Japan' })
  await expect(order).toHaveCount(1)
  await expect(order.locator('.order-badge')).toHaveText('Status: Inactive')
  await expect(order.getByText(dollars(price))).toBeVisible()
  await checkA11y()

  await accountMenu.click()
  await page.getByRole('link', { name: 'Balance' }).click()
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText(
    dollars(22 - price),
  )
  await page.getByRole('link', { name: 'Buy credit' }).click()
  const transactions = page.getByRole('region', { name: 'Transactions' })
  await expect(transactions.getByText(`-${dollars(price)}`)).toBeVisible()
  await expect(transactions.getByText('+$22.00')).toBeVisible()

  // One charge: the credit purchase by card and the plan from the balance, nothing else.
  const charged = await page.evaluate((owner) => {
    const db = JSON.parse(localStorage.getItem('rw_mock_db')!) as {
      payments: { email: string | null; status: string; methodId: number }[]
    }
    return db.payments
      .filter((payment) => payment.email === owner && payment.status === 'SUCCEEDED')
      .map((payment) => payment.methodId)
      .sort()
  }, email)
  expect(charged).toEqual([5, 9])
})
