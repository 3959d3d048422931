import type { Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { answerCookies, signUp, TEST_PASSWORD, uniqueEmail } from './accounts'

/**
 * More account journeys in the demo build (mock API in the browser, its database in
 * localStorage 'rw_mock_db'): guest login when the mock demands a captcha, changing the
 * password, and redeeming promo codes from the account menu (codes in docs/qa.md).
 */

// Each journey signs up through the code dialog and runs axe: about a minute on a busy machine.
test.describe.configure({ timeout: 150_000 })

const PASSWORD = TEST_PASSWORD

/**
 * Turns a setting of the mock on (docs/qa.md, "Settings"). The mock reads its database only at
 * start-up, so the page reloads afterwards.
 */
async function setMockSetting(page: Page, name: string, value: unknown): Promise<void> {
  await page.evaluate(
    ([key, setting]) => {
      const db = JSON.parse(localStorage.getItem('rw_mock_db')!) as {
        settings: Record<string, unknown>
      }
      db.settings[key as string] = setting
      localStorage.setItem('rw_mock_db', JSON.stringify(db))
    },
    [name, value] as const,
  )
  await page.reload()
  await waitForApp(page)
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / })

test('a guest login the server wants a captcha for: the tick message, then ticking logs in', async ({
  page,
  checkA11y,
}) => {
  await answerCookies(page)
  await page.goto('/')
  await waitForApp(page)
  await setMockSetting(page, 'demandCaptcha', true)

  await page.goto('/?login=0')
  const chooser = page.getByRole('dialog', { name: 'How would you like to continue?' })
  const tick = chooser.getByText('Please tick the box to show you are not a robot.')
  const widget = chooser.getByRole('checkbox', { name: "I'm not a robot" })
  await expect(widget).toHaveCount(0)

  // Home country, so no captcha up front: the server's RT_NOBEL_ERROR_10029 brings it.
  await chooser.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(widget).toBeVisible()
  await expect(tick).toBeVisible()
  await checkA11y()

  // Still not ticked: the same message, and no login.
  await chooser.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(tick).toBeVisible()
  await expect(accountMenu(page)).toHaveCount(0)

  // Ticked, the guest login goes on by itself: no second press of the button.
  await widget.check()
  await expect(chooser).toBeHidden()
  await expect(page.getByRole('button', { name: 'Account menu for Guest user' })).toBeVisible()
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('rw_mock_db')!) as { settings: { demandCaptcha: boolean } },
  )
  expect(stored.settings.demandCaptcha).toBe(true)
})

test('an account user changes the password and logs in with the new one', async ({
  page,
  checkA11y,
}) => {
  const email = uniqueEmail('pwd')
  await signUp(page, email, { answerCookies: true })
  await accountMenu(page).click()
  await page.getByRole('link', { name: 'Security' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()

  const current = page.locator('input').and(page.getByLabel('Current password', { exact: true }))
  const next = page.locator('input').and(page.getByLabel('New password', { exact: true }))
  // A wrong current password is the server's refusal, shown on the form.
  await current.fill('NotMyPassw0rd')
  await next.fill('N3wPassword')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'The current password is incorrect.',
  )
  await expect(page.getByText('Your password has been changed.')).toHaveCount(0)
  await checkA11y()

  await current.fill(PASSWORD)
  await next.fill('N3wPassword')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(current).toHaveValue('')

  await accountMenu(page).click()
  await page.getByRole('button', { name: 'Log out', exact: true }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

  await page.goto('/login')
  const emailField = page.getByRole('textbox', { name: 'Email address' })
  const password = page.getByLabel('Password', { exact: true })
  await emailField.fill(email)
  await password.fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Incorrect email or password')).toBeVisible()

  await password.fill('N3wPassword')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(accountMenu(page)).toBeVisible()
})

test('redeems promo codes from the account menu; an expired one shows the server message', async ({
  page,
  checkA11y,
}) => {
  await signUp(page, uniqueEmail('promo'), { answerCookies: true })
  const openDialog = async () => {
    await accountMenu(page).click()
    await page.getByRole('button', { name: 'Redeem a promo code' }).click()
    const dialog = page.getByRole('dialog', { name: 'Redeem a promo code' })
    await expect(dialog).toBeVisible()
    return dialog
  }

  const dialog = await openDialog()
  const field = dialog.getByRole('textbox', { name: 'Promo code' })
  await dialog.getByRole('button', { name: 'Redeem' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a promo code.')

  await field.fill('SUMMER2025')
  await dialog.getByRole('button', { name: 'Redeem' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('This promo code has expired.')
  await expect(field).toHaveAccessibleDescription('This promo code has expired.')
  await checkA11y()

  await field.fill('WELCOME5')
  await dialog.getByRole('button', { name: 'Redeem' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByText('Promo code redeemed. The credit is now in your account.'),
  ).toBeVisible()

  const again = await openDialog()
  await again.getByRole('textbox', { name: 'Promo code' }).fill('TRAVEL10')
  await again.getByRole('button', { name: 'Redeem' }).click()
  await expect(again).toBeHidden()

  await page.goto('/balance')
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('$15.00')
})
