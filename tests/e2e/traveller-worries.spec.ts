import { readFile } from 'node:fs/promises'
import { test, expect, waitForApp } from './fixtures'
import { QA_ACCOUNT } from './accounts'

/**
 * Issue 37: the worries answered before they are asked, end to end in the demo build. The wrong
 * country caught in search and on the area page, value per GB, the plans that also cover a
 * country; on an order, until when it can be refunded, the trip reminders as a calendar file and
 * the receipt, printed alone.
 */

test.beforeEach(async ({ page }) => {
  // The idle promotion has its own test; here it would open over the search.
  await page.addInitScript(() =>
    sessionStorage.setItem('rw_promo_dialogs_seen', JSON.stringify(['dialog-christmas-discount'])),
  )
})

for (const { home, typed, question, lookalike, beyond, perGb } of [
  {
    home: '',
    typed: 'Austria',
    question: 'Looking for Australia?',
    lookalike: /\/australia$/,
    beyond: 'Travelling beyond Austria? These plans cover Austria and more',
    perGb: /\$\d+\.\d\d\/GB/,
  },
  {
    home: '/de',
    typed: 'Österreich',
    question: 'Meinten Sie Australien?',
    lookalike: /\/de\/australia$/,
    beyond: 'Mehrere Länder auf Ihrer Route? Diese Tarife gelten für Österreich und weitere Länder',
    perGb: /\d+,\d\d\s\$ pro GB/,
  },
]) {
  test(`the wrong country is caught, in search and on its page (${home || '/'})`, async ({
    page,
  }) => {
    await page.goto(home || '/')
    await waitForApp(page)
    const search = page.getByRole('combobox')
    await search.fill(typed)
    const asked = page.getByRole('option', { name: new RegExp(question.replace('?', '\\?')) })
    await expect(asked).toBeVisible()
    // The question comes after the typed country, where the arrows reach it.
    await search.press('ArrowUp')
    await expect(search).toHaveAttribute('aria-activedescendant', (await asked.getAttribute('id'))!)
    await search.press('Enter')
    await expect(page).toHaveURL(lookalike)
    await expect(page.getByText(perGb).first()).toBeVisible()

    // Austria's own page asks the same question and names the plans that also cover it.
    await page.goto(`${home}/austria`)
    await waitForApp(page)
    await expect(page.getByRole('link', { name: question })).toBeVisible()
    const covering = page.getByRole('region', { name: beyond })
    await expect(covering.getByRole('link').first()).toBeVisible()
  })
}

test('an order in Japanese: refund-by date, trip reminders, and its receipt printed alone', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/ja/login')
  await waitForApp(page)
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(QA_ACCOUNT.email)
  await page.getByLabel('パスワード', { exact: true }).fill(QA_ACCOUNT.password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page.getByRole('button', { name: /のアカウントメニュー$/ })).toBeVisible()
  await page.goto('/ja/orders')
  await waitForApp(page)

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'カレンダーに追加' }) })
    .filter({ hasText: 'まで返金可能（eSIMをスマートフォンにインストールしていない場合）' })
    .first()
  await expect(card).toBeVisible()
  const orderNo = (await card.locator('.order-card__mono').first().textContent())!.trim()

  await card.getByRole('button', { name: 'カレンダーに追加' }).click()
  const dialog = page.getByRole('dialog', { name: '旅行のリマインダー' })
  const flight = new Date(Date.now() + 14 * 86_400_000)
  const day = [
    flight.getFullYear(),
    String(flight.getMonth() + 1).padStart(2, '0'),
    String(flight.getDate()).padStart(2, '0'),
  ].join('-')
  await dialog.getByLabel('出発日').fill(day)
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'カレンダーファイルをダウンロード' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`Roamwise-${orderNo}.ics`)
  const ics = await readFile((await download.path())!, 'utf8')
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2)
  expect(ics).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`)
  expect(ics).toMatch(/SUMMARY:.*のeSIMをインストール/)
  await expect(page.getByText('カレンダーファイルをダウンロードしました。')).toBeVisible()

  await card.getByRole('link', { name: '領収書' }).click()
  const receipt = page.getByRole('article', { name: '領収書' })
  await expect(receipt.getByText(orderNo)).toBeVisible()
  await expect(receipt.getByText('カード（末尾4242）')).toBeVisible()
  await expect(receipt.getByRole('region', { name: '購入者' })).not.toContainText(QA_ACCOUNT.email)
  await checkA11y()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: '印刷・PDFで保存' })).toBeHidden()
  await expect(receipt.getByText(orderNo)).toBeVisible()
})
