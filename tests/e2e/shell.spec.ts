import { test, expect, waitForApp } from './fixtures'

/**
 * The header's language and currency pickers and the cookie banner, at both widths: the header
 * differs by width (a sheet on a phone, a list on a wide screen). How addresses route, which is
 * the same at every width, is tests/e2e/routing.spec.ts.
 */

test.describe('language and currency', () => {
  test('choosing a language stores i18n_redirected for 365 days and is used at the root', async ({
    page,
    context,
    checkA11y,
  }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: /language/i }).click()
    await checkA11y()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('searchbox').fill('türk')
    await expect(dialog.getByRole('link')).toHaveCount(1)
    await dialog.getByRole('link', { name: 'Türkçe' }).click()
    await expect(page).toHaveURL(/\/tr$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected')
    expect(cookie?.value).toBe('tr')
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    await page.goto('/')
    await expect(page).toHaveURL(/\/tr$/)
  })

  test('choosing a currency reprices the page and stores it for 180 days', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const japan = page.getByRole('tabpanel').getByRole('link', { name: /Japan/ })
    await expect(japan).toContainText('$')
    await page.getByRole('button', { name: /currency/i }).click()
    const list = page.getByRole('listbox')
    await expect(list).toHaveCSS('max-height', '252px')
    await list.getByRole('option', { name: /EUR/ }).click()
    await expect(japan).toContainText('€')
    const cookie = (await context.cookies()).find((item) => item.name === 'rw_currency')
    expect(cookie?.value).toBe('EUR')
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(180)
    await page.reload()
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Japan/ })).toContainText('€')
  })

  test('the cookie banner answers once and stays answered', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: /cookie/i })
    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    await page.reload()
    await waitForApp(page)
    await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden()
  })
})
