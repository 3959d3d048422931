import { test, expect, waitForApp } from './fixtures'

test.describe('narrow screens', () => {
  test('the menu popup has the navigation and register and login buttons', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: /open menu/i }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible()
    await checkA11y()
  })

  test('the language chooser is a bottom sheet of 77% height', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: /language/i }).click()
    const box = await page.getByRole('dialog').boundingBox()
    const viewport = page.viewportSize()!
    expect(Math.round(box!.height)).toBe(Math.round(viewport.height * 0.77))
    expect(Math.round(box!.y + box!.height)).toBe(viewport.height)
  })
})
