import type { Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { answerCookies, latestCode, uniqueEmail, TEST_PASSWORD } from './accounts'

/** Opens the sign-up page in the journey's language, fills it and sends it. */
async function sendSignup(
  page: Page,
  t: { locale: string; email: string; password: string; send: string },
  address: string,
) {
  await answerCookies(page)
  await page.goto(`/${t.locale}/signup`)
  await waitForApp(page)
  await page.getByRole('textbox', { name: t.email }).fill(address)
  await page.getByLabel(t.password, { exact: true }).fill(TEST_PASSWORD)
  await page.getByRole('button', { name: t.send }).click()
}

/** Issue 14.6: a reload in the middle of sign-up keeps the address and the code already sent. */
for (const t of [
  {
    locale: 'de',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    send: 'Bestätigungscode senden',
    dialog: 'Bestätigungscode eingeben',
    finish: 'Konto erstellen',
    close: 'Schließen',
    wait: /Bitte warten Sie/,
  },
  {
    locale: 'ja',
    email: 'メールアドレス',
    password: 'パスワード',
    send: '認証コードを送信',
    dialog: '認証コードを入力',
    finish: 'アカウントを作成',
    close: '閉じる',
    wait: /少々お待ちください/,
  },
]) {
  test(`sign-up survives a reload (${t.locale})`, async ({ page }) => {
    const address = uniqueEmail('reload')
    await sendSignup(page, t, address)
    await expect(page.getByRole('dialog', { name: t.dialog })).toBeVisible()
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
    expect(stored).not.toContain(TEST_PASSWORD)

    await page.reload()
    const dialog = page.getByRole('dialog', { name: t.dialog })
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.email })).toHaveValue(address)
    // The password first (it is never stored), where the focus already is; then the code.
    const password = dialog.getByLabel(t.password, { exact: true })
    await expect(password).toBeFocused()
    await expect(dialog.getByRole('button', { name: t.finish })).toBeDisabled()
    await password.fill(TEST_PASSWORD)
    const code = await latestCode(page, address, 'REGISTER')
    // The code boxes (a password input counts as a textbox too).
    await dialog.getByRole('group').getByRole('textbox').first().click()
    await page.keyboard.type(code)
    await expect(page.getByRole('button', { name: /Kontomenü|アカウントメニュー/ })).toBeVisible()
  })

  test(`sending the form again within a minute opens the code already mailed (${t.locale})`, async ({
    page,
  }) => {
    const address = uniqueEmail('again')
    await sendSignup(page, t, address)
    const dialog = page.getByRole('dialog', { name: t.dialog })
    await dialog.getByRole('button', { name: t.close }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: t.send }).click()
    await expect(dialog).toBeVisible()
    await expect(page.getByText(t.wait)).toHaveCount(0)
    const code = await latestCode(page, address, 'REGISTER')
    await dialog.getByRole('group').getByRole('textbox').first().click()
    await page.keyboard.type(code)
    await expect(page.getByRole('button', { name: /Kontomenü|アカウントメニュー/ })).toBeVisible()
  })
}
