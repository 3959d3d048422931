import { test, expect, waitForApp } from './fixtures'

// axe reads the whole 120-row table; on shared, busy machines that alone can take 20 s.
test.describe.configure({ timeout: 120_000 })

/**
 * Support's order label lab in the demo build: pick a combination, see the customer's label
 * and card, share the link, and open that link in Japanese. Runs on desktop and phone.
 */

test('shows the label and card of a chosen combination, and its link reads it back', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/qa/order-labels')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order label lab')

  for (const [name, value] of [
    ['Payment status', 'UNPAID'],
    ['State', 'VALID'],
    ['Install status', 'DOWNLOAD'],
    ['Payment status', 'PAID'],
  ]) {
    const select = page.getByLabel(name!, { exact: true })
    await select.selectOption(value!)
    await expect(select).toHaveValue(value!)
  }
  await expect(page.getByText('Label: Inactive')).toBeVisible()
  await expect(page.getByRole('article').locator('.order-badge')).toContainText('Inactive')
  await expect(page).toHaveURL(/\?payment=PAID&state=VALID&install=DOWNLOAD$/)

  const shared = await page.getByLabel('Link to this combination').inputValue()
  expect(new URL(shared).pathname).toBe('/qa/order-labels')
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(120)
  await checkA11y()

  // The same link opens the same combination after a reload.
  await page.goto(shared)
  await waitForApp(page)
  await expect(page.getByLabel('Install status', { exact: true })).toHaveValue('DOWNLOAD')
  await expect(page.getByText('Label: Inactive')).toBeVisible()
})

test('a shared URL opens the chosen combination in Japanese', async ({ page, checkA11y }) => {
  await page.goto('/ja/qa/order-labels?payment=PAID&state=INUSE&install=UNDOWNLOAD')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注文ラベル確認ツール')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByLabel('支払いステータス')).toHaveValue('PAID')
  await expect(page.getByLabel('状態', { exact: true })).toHaveValue('INUSE')
  await expect(page.getByLabel('インストール状況')).toHaveValue('UNDOWNLOAD')
  await expect(page.getByText('ラベル：未インストール')).toBeVisible()
  const card = page.getByRole('article')
  await expect(card.locator('.order-badge')).toContainText('未インストール')
  // Read-only: none of the customer's actions can be taken from the lab.
  await expect(card.getByRole('button')).toHaveCount(0)
  await expect(card.getByRole('link')).toHaveCount(0)
  await checkA11y()
})

test('a row of the table opens its combination', async ({ page }) => {
  await page.goto('/es/qa/order-labels')
  await waitForApp(page)
  await page.getByLabel('Mostrar etiqueta').selectOption('refunded')
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(30)
  await rows.nth(3).getByRole('link').click()
  await expect(page.getByText('Etiqueta: Reembolsada')).toBeVisible()
  await expect(page.getByLabel('Estado de pago')).toHaveValue('REFUNDED')
  expect(page.url()).toContain('/es/qa/order-labels?payment=REFUNDED')
})

test('the page never scrolls sideways: the wide table scrolls in its own box', async ({ page }) => {
  await page.goto('/qa/order-labels?payment=PAID&state=INUSE&install=ENABLED')
  await waitForApp(page)
  await expect(page.getByText('Label: Active')).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
