import { test, expect, waitForApp } from './fixtures'
import { signUp, uniqueEmail } from './accounts'

/** Issue 14.5: money is live (every figure updates at once) and one locale writes it one way. */
for (const { locale, redeem, dialog, field, submit, balance, movements, before, after, plus } of [
  {
    locale: 'de',
    redeem: 'Aktionscode einlösen',
    dialog: 'Aktionscode einlösen',
    field: 'Aktionscode',
    submit: 'Einlösen',
    balance: 'Ihr Guthaben',
    movements: 'Transaktionen',
    before: '0,00 $',
    after: '10,00 $',
    plus: '+10,00 $',
  },
  {
    locale: 'ja',
    redeem: 'プロモーションコードを登録',
    dialog: 'プロモーションコードを登録',
    field: 'プロモーションコード',
    submit: '登録する',
    balance: '現在の残高',
    movements: '取引履歴',
    before: '$0.00',
    after: '$10.00',
    plus: '+$10.00',
  },
]) {
  test(`a redeemed code shows at once in the balance and the movements (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signUp(page, uniqueEmail('money'), { answerCookies: true })
    await page.goto(`/${locale}/credit`)
    await waitForApp(page)
    const card = page.getByRole('region', { name: balance })
    await expect(card).toContainText(before)
    const list = page.getByRole('region', { name: movements })
    await expect(list).not.toContainText(plus)

    await page.getByRole('button', { name: /Kontomenü|アカウントメニュー/ }).click()
    await page.getByRole('button', { name: redeem }).click()
    const promo = page.getByRole('dialog', { name: dialog })
    await promo.getByRole('textbox', { name: field }).fill('TRAVEL10')
    await promo.getByRole('button', { name: submit, exact: true }).click()

    await expect(card).toContainText(after)
    await expect(list).toContainText(plus)
    // The same amount reads the same way on the balance page.
    await page.goto(`/${locale}/balance`)
    await expect(page.getByRole('region', { name: balance })).toContainText(after)
  })
}
