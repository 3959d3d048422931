import { test, expect, waitForApp } from './fixtures'

/**
 * Issue 14.9: the server speaks the page's language. A wrong password on /ja/login and
 * /de/login reads in Japanese and German: the mock answers in the request's `lang`, and the client
 * words the documented code itself (RT_NOBEL_ERROR_41001), so the English text never shows.
 */
const QA_EMAIL = 'qa@roamwise.test'

const journeys = [
  {
    lang: 'ja',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
    message: 'メールアドレスまたはパスワードが正しくありません。',
  },
  {
    lang: 'de',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    message: 'E-Mail-Adresse oder Passwort ist falsch.',
  },
] as const

for (const journey of journeys) {
  test(`a wrong password on /${journey.lang}/login reads in that language`, async ({ page }) => {
    await page.goto(`/${journey.lang}/login`)
    await waitForApp(page)
    await page.getByRole('textbox', { name: journey.email }).fill(QA_EMAIL)
    await page.getByLabel(journey.password, { exact: true }).fill('NotThePassw0rd')
    await page.getByRole('button', { name: journey.submit, exact: true }).click()
    await expect(page.locator('form').getByRole('alert')).toHaveText(journey.message)
    await expect(page.getByText('Incorrect email or password')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: journey.email })).toHaveValue(QA_EMAIL)
  })
}
