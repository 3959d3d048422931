import { test, expect, waitForApp } from './fixtures'
import { QA_ACCOUNT, TEST_PASSWORD } from './accounts'

/**
 * Issue 14.3: a captcha the server demands (RT_NOBEL_ERROR_10029) appears where the user is, in
 * the page's language; ticked, the same action goes on with nothing retyped. The scenario stays
 * on: the ticked token is what the server lets through.
 */

test('password login in Japanese: the captcha in the form, then logged in', async ({ page }) => {
  await page.goto('/ja/login?mock=10029@/v1/user/login')
  await waitForApp(page)
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(QA_ACCOUNT.email)
  await page.getByLabel('パスワード', { exact: true }).fill(QA_ACCOUNT.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(
    page.getByText('ロボットではないことを確認するため、チェックボックスをオンにしてください。'),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(QA_ACCOUNT.email)
  await page.getByRole('checkbox', { name: '私はロボットではありません' }).check()
  await expect(page.getByRole('button', { name: /のアカウントメニュー$/ })).toBeVisible()
})

test('sign-up in German: the captcha on the form, then the code is sent', async ({ page }) => {
  await page.goto('/de/signup?mock=10029@/v1/send/verify-code')
  await waitForApp(page)
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('neu@example.com')
  await page.getByLabel('Passwort', { exact: true }).fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Bestätigungscode senden' }).click()
  await expect(
    page.getByText('Bitte setzen Sie das Häkchen, um zu bestätigen, dass Sie kein Roboter sind.'),
  ).toBeVisible()
  await page.getByRole('checkbox', { name: 'Ich bin kein Roboter.' }).check()
  await expect(page.getByRole('dialog', { name: 'Bestätigungscode eingeben' })).toBeVisible()
})
