import { TEST_PASSWORD } from '../support/credentials'
import { test, expect, waitForApp } from './fixtures'
import { enterCode, uniqueEmail } from './accounts'

for (const locale of ['en', 'ja', 'zh-HK'] as const) {
  test(`registers with a verification code and is logged in (${locale})`, async ({
    page,
    checkA11y,
  }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`
    const email = uniqueEmail(locale)
    await page.goto(`${prefix}/signup`)
    await waitForApp(page)
    await page.locator('input[type="email"]').fill(email)
    await page.locator('input[type="password"]').fill(TEST_PASSWORD)
    await checkA11y()
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await checkA11y()
    await enterCode(page, email, 'REGISTER')
    // No partner: the register-success dialog offers a promo code.
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect.poll(() => new URL(page.url()).pathname).toBe(prefix || '/')
    const cookies = await page.context().cookies()
    expect(
      JSON.parse(decodeURIComponent(cookies.find((cookie) => cookie.name === 'rw_login')!.value)),
    ).toMatchObject({
      email,
      loginType: 'accountLogin',
    })
    // The session survives a reload.
    await page.reload()
    await waitForApp(page)
    await expect(page.getByRole('button', { name: /\*+/ }).first()).toBeVisible()
  })
}

test('a wrong password shows the server message and keeps the email', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email address' }).fill('nobody@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Wrong1234')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(
    'nobody@example.com',
  )
})

test('continues as a guest from the chooser and signs out from a private page to home', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/?login=0')
  const chooser = page.getByRole('dialog', { name: 'How would you like to continue?' })
  await expect(chooser).toBeVisible()
  await checkA11y()
  await chooser.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(chooser).toBeHidden()
  await page.goto('/changepwd')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security')
  await page.getByRole('button', { name: /account menu for guest user/i }).click()
  await expect(page.getByRole('link', { name: 'Credit' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Log out', exact: true }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await page.goto('/changepwd')
  await expect(page).toHaveURL(/\/login$/)
})

test('recovers a forgotten password with a code', async ({ page }) => {
  const email = uniqueEmail('reset')
  await page.goto('/signup')
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill(TEST_PASSWORD)
  await page.locator('form button[type="submit"]').click()
  await enterCode(page, email, 'REGISTER')
  await page.getByRole('button', { name: 'Start shopping' }).click()
  await page.getByRole('button', { name: /account menu/i }).click()
  await page.getByRole('button', { name: 'Log out', exact: true }).click()

  await page.goto('/forgotPwd')
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await enterCode(page, email, 'FINDPASSWORD')
  await expect(page).toHaveURL(/\/resetpwd$/)
  await page.getByLabel('New password', { exact: true }).fill('N3wPassword')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText(/password has been changed/)).toBeVisible()
})

test('keeps partner attribution cookies for about an hour', async ({ page }) => {
  await page.goto('/?shortcode=TRAVELBLOG&subid=spring')
  await waitForApp(page)
  const cookies = await page.context().cookies()
  for (const name of ['rw_short_code', 'rw_sub_id']) {
    const cookie = cookies.find((item) => item.name === name)
    expect(cookie, name).toBeDefined()
    const minutes = (cookie!.expires * 1000 - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(55)
    expect(minutes).toBeLessThan(65)
  }
})
