import type { Page } from '@playwright/test'
import { test, expect, shownText, tick, waitForApp } from './fixtures'
import { answerCookies } from './accounts'
import { fillCard } from './payments'

/**
 * Issue 14.7: Back after paying never shows a checkout that charges again without asking.
 * Issue 14.10: a guest says where the eSIM goes, and the success page says where it went.
 */
test.describe.configure({ timeout: 90_000 })

/** The orders of the signed-in shopper in the mock database. */
async function orderCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const login = JSON.parse(localStorage.getItem('rw_login') ?? '{}') as {
      value?: { email?: string }
    }
    const db = JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
      orders?: { email: string }[]
    }
    return (db.orders ?? []).filter((order) => order.email === login.value?.email).length
  })
}

for (const t of [
  {
    locale: 'de',
    next: 'Weiter',
    buy: 'Jetzt kaufen',
    guest: 'Als Gast fortfahren',
    pay: /^Zahlungspflichtig bestellen/,
    success: 'Zahlung erfolgreich',
    paid: 'Dieser Tarif ist bereits bezahlt',
    install: 'eSIM installieren',
    again: 'Erneut kaufen',
    sendTo: 'E-Mail-Adresse für Ihre eSIM',
    sentTo: /Wir haben Ihnen den QR-Code und die Installationsdaten per E-Mail an \*+da@/,
  },
  {
    locale: 'ja',
    next: '次へ進む',
    buy: '今すぐ購入',
    guest: 'ゲストとして続ける',
    pay: /を支払う）$/,
    success: 'お支払いが完了しました',
    paid: 'このプランはお支払い済みです',
    install: 'eSIMをインストール',
    again: 'もう一度購入する',
    sendTo: 'eSIMの送信先メールアドレス',
    sentTo: /インストール情報を \*+da@\S+ にメールでお送りしました/,
  },
]) {
  test(`Back after paying shows the purchase as paid (${t.locale})`, async ({ page }) => {
    await answerCookies(page)
    await page.goto(`/${t.locale}/japan`)
    await waitForApp(page)
    await tick(page.getByRole('radio', { name: /^5 GB/ }))
    await page.getByRole('button', { name: t.next, exact: true }).click()
    await page.getByRole('button', { name: t.buy }).click()
    await page.getByRole('dialog').getByRole('button', { name: t.guest }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // A guest goes straight on to the checkout (issue 36.4).
    await expect(page).toHaveURL(new RegExp(`/${t.locale}/topay$`))
    await page.getByRole('textbox', { name: t.sendTo }).fill('ada@example.com')
    await fillCard(page)
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.success)
    await expect.poll(() => shownText(page.locator('main'))).toMatch(t.sentTo)
    expect(await orderCount(page)).toBe(1)
    // The QA lab's inbox shows the kit the mock mailed: QR payload, SM-DP+ and activation code.
    await page.getByRole('button', { name: 'QA', exact: true }).click()
    const kit = page.locator('.qa-panel__inbox li').filter({ hasText: 'ada@example.com' })
    await expect(kit).toContainText('LPA:1$')
    await page.getByRole('button', { name: 'QA', exact: true }).click()

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/${t.locale}/topay$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.paid)
    await expect(page.getByRole('button', { name: t.pay })).toHaveCount(0)
    await expect(page.getByRole('link', { name: t.install })).toHaveAttribute(
      'href',
      new RegExp(`^/${t.locale}/orders\\?tab=current&kit=ord-`),
    )
    // A reload keeps it paid: nothing is bought by refreshing either.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.paid)

    // Buying the same plan again is an explicit, new purchase.
    await page.getByRole('button', { name: t.again }).click()
    await fillCard(page)
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.success)
    expect(await orderCount(page)).toBe(2)
  })
}
