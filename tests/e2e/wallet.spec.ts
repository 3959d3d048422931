import type { Page } from '@playwright/test'
import { test, expect, tick, waitForApp } from './fixtures'
import { signUp, uniqueEmail } from './accounts'
import { orderRecord, paidOrder } from '../support/orderRecords'
import { fillCard } from './payments'

/**
 * Top-up and credit journeys in the demo build (mock API in the browser, its database in
 * localStorage 'rw_mock_db'), at the phone and desktop widths of playwright.config.ts.
 */

// Each journey signs up, pays and runs axe several times: more than the default 30 s on a busy CI.
test.slow()

/**
 * An eSIM as checkout leaves it (PAID / VALID / UNDOWNLOAD), written into the mock database,
 * which the app reads at start-up: the page reloads afterwards.
 */
async function seedEsim(page: Page, email: string): Promise<string> {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.padStart(15, '0').slice(-15)
  const iccid = `8901${digits}`
  const order = paidOrder(Date.now() - 60_000, {
    orderId: `ord-e2e-${digits}`,
    orderNo: `RWE2E${digits.slice(-6)}`,
    iccid,
    priceUsd: 16.99,
  })
  const record = orderRecord(order, email, 'E2E0-0000-0000')
  await page.evaluate((seed) => {
    const db = JSON.parse(localStorage.getItem('rw_mock_db')!) as { orders: object[] }
    db.orders.push(seed)
    localStorage.setItem('rw_mock_db', JSON.stringify(db))
  }, record)
  await page.reload()
  await waitForApp(page)
  return iccid
}

test('an account user buys credit with a test card and sees the balance and the transaction', async ({
  page,
  checkA11y,
}) => {
  await signUp(page, uniqueEmail('wallet.credit'), { answerCookies: true })
  await page.goto('/credit')
  await expect(page.getByRole('heading', { level: 1, name: 'Credit' })).toBeVisible()
  const plans = page.getByRole('radiogroup', { name: 'Choose your credit' })
  await expect(plans.getByRole('radio')).toHaveCount(3)
  await expect(page.getByText('No transactions yet.', { exact: false })).toBeVisible()
  await checkA11y()

  await plans.getByText('Get $22.00').click()
  await fillCard(page, '4111 1111 1111 1111')
  await checkA11y()
  await page.getByRole('button', { name: 'Pay $20.00' }).click()
  await expect(page).toHaveURL(/\/recharge-success\?paymentId=/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your credit has been added' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('$22.00')
  await checkA11y()

  await page.getByRole('link', { name: 'See my balance' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('$22.00')
  await checkA11y()

  await page.getByRole('link', { name: 'Buy credit' }).click()
  const transactions = page.getByRole('region', { name: 'Transactions' })
  await expect(transactions.getByText('+$22.00')).toBeVisible()
  await expect(transactions.getByText('Credit bought')).toBeVisible()
})

test('buys an eSIM through checkout, then tops it up from the orders page and pays once', async ({
  page,
  checkA11y,
}) => {
  await signUp(page, uniqueEmail('wallet.topup'), { answerCookies: true })
  // The eSIM: Japan 5 GB bought by card through checkout.
  await page.goto('/japan')
  await waitForApp(page)
  await tick(page.getByRole('radio', { name: /^5 GB/ }))
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/topay$/)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful')

  // From its order card to /topup with the ICCID filled in.
  await page.goto('/orders')
  await page.getByRole('article').first().getByRole('link', { name: 'Top up', exact: true }).click()
  await expect(page).toHaveURL(/\/topup\?iccid=89\d{17,18}$/)
  const iccid = new URL(page.url()).searchParams.get('iccid')!
  await expect(page.getByRole('textbox', { name: 'ICCID' })).toHaveValue(iccid)
  const esim = page.getByRole('region', { name: 'Japan eSIM' })
  await expect(esim).toContainText('5 GB of 5 GB')
  await checkA11y()

  await page
    .getByRole('radiogroup', { name: /How much data/ })
    .getByText('1 GB', { exact: true })
    .click()
  await fillCard(page, '4111 1111 1111 1111')
  await checkA11y()
  await page.getByRole('button', { name: /^Pay \$/ }).dblclick()
  await expect(page).toHaveURL(/\/topup-success\?paymentId=/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your eSIM is topped up' }),
  ).toBeVisible()
  await checkA11y()

  // A reload of the result page asks again and still shows one top-up.
  await page.reload()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your eSIM is topped up' }),
  ).toBeVisible()
  const topups = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('rw_mock_db')!) as { topupOrders: unknown[] }).topupOrders,
  )
  expect(topups).toHaveLength(1)

  await page.getByRole('link', { name: 'Top up again' }).click()
  await expect(page.getByRole('region', { name: 'Japan eSIM' })).toContainText('6 GB of 6 GB')
})

test('checks the ICCID before asking, and says when no eSIM has it', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/topup')
  await waitForApp(page)
  const field = page.getByRole('textbox', { name: 'ICCID' })
  await field.fill('8901 23')
  await page.getByRole('button', { name: 'Find my eSIM' }).click()
  await expect(field).toHaveAccessibleDescription(/but you entered 6 digits\./)
  await expect(field).toBeFocused()
  await checkA11y()
  await field.fill('8901 0000 0000 0000 000')
  await page.getByRole('button', { name: 'Find my eSIM' }).click()
  await expect(field).toHaveAccessibleDescription(/couldn't find an eSIM/)
  // What was typed survives a reload.
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'ICCID' })).toHaveValue(/8901/)
  await checkA11y()
})

test('a declined card ends on /topup-fail with the reason and a way back', async ({
  page,
  checkA11y,
}) => {
  const email = uniqueEmail('wallet.decline')
  await signUp(page, email, { answerCookies: true })
  const iccid = await seedEsim(page, email)
  await page.goto(`/ja/topup?iccid=${iccid}`)
  await page.getByRole('radiogroup').first().getByText('1 GB', { exact: true }).click()
  await fillCard(page, '4000 0000 0000 0002')
  await page.getByRole('button', { name: /を支払う）$/ }).click()
  await expect(page).toHaveURL(/\/ja\/topup-fail\?paymentId=/)
  await expect(page.getByText('理由：カード会社による拒否')).toBeVisible()
  await checkA11y()
  await page.getByRole('link', { name: 'もう一度試す' }).click()
  await expect(page).toHaveURL(new RegExp(`/ja/topup\\?iccid=${iccid}$`))
})
