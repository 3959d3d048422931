import type { Page } from '@playwright/test'
import { TEST_PASSWORD } from '../support/credentials'
import { test, expect, tick, waitForApp } from './fixtures'
import { answerCookies } from './accounts'
import { agreeToDelivery, fillCard } from './payments'

// Whole journeys against the mock's 100–400 ms answers, with axe runs: more than the default.
test.describe.configure({ timeout: 60_000 })

/** From the area page to /mealdetail with the Japan 5 GB plan chosen. */
async function choosePlan(page: Page) {
  await page.goto('/japan')
  await waitForApp(page)
  await tick(page.getByRole('radio', { name: /^5 GB/ }))
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/\/mealdetail$/)
}

/** The mock's inbox lives in localStorage with the rest of its database. */
async function latestRegisterCode(page: Page, email: string): Promise<string> {
  return page.evaluate((address) => {
    const db = JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
      inbox?: { email: string; codeType: string; code: string }[]
    }
    return (
      db.inbox?.find((item) => item.email === address && item.codeType === 'REGISTER')?.code ?? ''
    )
  }, email)
}

/**
 * The signed-in shopper's orders and payments in the mock database (which also holds the QA
 * account's seeded orders), to prove what was charged.
 */
async function mockOrders(page: Page) {
  return page.evaluate(() => {
    const login = JSON.parse(localStorage.getItem('rw_login') ?? '{}') as {
      value?: { email?: string }
    }
    const email = login.value?.email ?? ''
    const db = JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
      orders?: { email: string; paymentStatus: string }[]
      payments?: { email: string | null; status: string }[]
    }
    return {
      orders: (db.orders ?? []).filter((order) => order.email === email),
      payments: (db.payments ?? []).filter((payment) => payment.email === email),
    }
  })
}

test('a guest buys a plan by card, from the area page to the success page', async ({
  page,
  checkA11y,
}) => {
  await answerCookies(page)
  await choosePlan(page)
  await page.getByRole('button', { name: 'Buy now' }).click()
  const chooser = page.getByRole('dialog', { name: 'How would you like to continue?' })
  await chooser.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(chooser).toBeHidden()
  // Straight on to the checkout: no second Buy now (issue 36.4).
  await expect(page).toHaveURL(/\/topay$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Japan eSIM')
  await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked()
  await expect(page.getByRole('note')).toContainText('4111 1111 1111 1111')
  await checkA11y()

  // Mistakes are caught before anything is sent, and explained next to the field: first where
  // the eSIM goes (a guest's kit is mailed), then the card.
  const sendTo = page.getByRole('textbox', { name: 'Email for your eSIM' })
  // Pay waits for the consent to immediate delivery (decision 039), then checks the fields.
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled()
  await agreeToDelivery(page)
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(sendTo).toBeFocused()
  await expect(page.getByText('Enter the email address to send your eSIM to.')).toBeVisible()
  await sendTo.fill('ada@example.com')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.locator('input[autocomplete="cc-number"]')).toBeFocused()
  await checkA11y()

  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful')
  await expect(
    page.getByText(/We've emailed your QR code and installation details to \*+da@/),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/payment-success\?paymentId=pay-/)
  await expect(page.getByRole('link', { name: 'Install your eSIM' })).toHaveAttribute(
    'href',
    /^\/orders\?tab=current&kit=ord-/,
  )
  await checkA11y()
  const { orders, payments } = await mockOrders(page)
  expect(orders.map((order) => order.paymentStatus)).toEqual(['PAID'])
  expect(payments).toHaveLength(1)
  // Card data stays out of the browser's storage on our side.
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('4111')
})

test('an account user signs up and pays through the provider page (/transit)', async ({
  page,
  checkA11y,
}) => {
  await answerCookies(page)
  const email = `e2e.checkout.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto('/signup')
  await waitForApp(page)
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill(TEST_PASSWORD)
  await page.locator('form button[type="submit"]').click()
  const codeDialog = page.getByRole('dialog')
  await expect(codeDialog.getByRole('textbox').first()).toBeVisible()
  const code = await latestRegisterCode(page, email)
  expect(code).toMatch(/^\d{6}$/)
  await codeDialog.getByRole('textbox').first().click()
  await page.keyboard.type(code)
  await page.getByRole('button', { name: 'Start shopping' }).click()

  await choosePlan(page)
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/topay$/)
  await page.getByRole('radio', { name: /PayPal/ }).check()
  await agreeToDelivery(page)
  await page.getByRole('button', { name: 'Pay with PayPal' }).click()
  await expect(page).toHaveURL(/\/transit\?paymentId=pay-.*provider=paypal/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PayPal')
  await expect(page.getByText('Payment to Roamwise')).toBeVisible()
  await checkA11y()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/payment-success\?/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful', {
    timeout: 15_000,
  })
  await checkA11y()
  const { orders } = await mockOrders(page)
  expect(orders.map((order) => order.paymentStatus)).toEqual(['PAID'])
})

test('a declined card is explained on the page and nothing is charged', async ({
  page,
  checkA11y,
}) => {
  await answerCookies(page)
  await page.goto('/?login=0')
  const chooser = page.getByRole('dialog', { name: 'How would you like to continue?' })
  await chooser.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(chooser).toBeHidden()
  await choosePlan(page)
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/topay$/)
  await page.getByRole('textbox', { name: 'Email for your eSIM' }).fill('ada@example.com')
  await fillCard(page, '4000 0000 0000 0002')
  await page.getByRole('button', { name: /^Pay / }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Payment declined' })
  await expect(alert).toContainText('Your card issuer refused the payment')
  await expect(alert).toContainText('You have not been charged.')
  await expect(alert).toBeFocused()
  await expect(page).toHaveURL(/\/topay$/)
  await checkA11y()
  const { orders } = await mockOrders(page)
  expect(orders.map((order) => order.paymentStatus)).toEqual(['UNPAID'])

  // The bank's confirmation on a second try, on the same order.
  await fillCard(page, '4000 0000 0000 3220')
  await page.getByRole('button', { name: /^Pay / }).click()
  const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' })
  await expect(bank.getByRole('button', { name: 'Approve' })).toBeFocused()
  await checkA11y()
  await bank.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful')
  const after = await mockOrders(page)
  expect(after.orders.map((order) => order.paymentStatus)).toEqual(['PAID'])
})
