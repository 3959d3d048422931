import type { Page } from '@playwright/test'
import { TEST_PASSWORD } from '../support/credentials'
import type { OrderRecord } from '../../src/mocks/db/orderRecords'
import { expect, waitForApp } from './fixtures'

/** The demo's QA account (src/mocks/db/qaAccount.ts): orders in every state of SPEC 4.1. */
export const QA_ACCOUNT = { email: 'qa@roamwise.test', password: 'Roamwise2026' } as const

export { TEST_PASSWORD }

/** The demo's mock database lives in localStorage; its inbox has the codes "mailed". */
export async function latestCode(
  page: Page,
  email: string,
  codeType: 'REGISTER' | 'FINDPASSWORD',
): Promise<string> {
  return page.evaluate(
    ([address, type]) => {
      const db = JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
        inbox?: { email: string; codeType: string; code: string }[]
      }
      return (
        db.inbox?.find((message) => message.email === address && message.codeType === type)?.code ??
        ''
      )
    },
    [email, codeType] as const,
  )
}

/** Waits for the code dialog, reads the code from the mock inbox and types it. */
export async function enterCode(
  page: Page,
  email: string,
  codeType: 'REGISTER' | 'FINDPASSWORD',
): Promise<void> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox').first()).toBeVisible()
  const code = await latestCode(page, email, codeType)
  expect(code).toMatch(/^\d{6}$/)
  await dialog.getByRole('textbox').first().click()
  await page.keyboard.type(code)
}

/**
 * Writes orders into the demo's mock database before the app's next start (an init script runs
 * before any page script, so no running mock can save over them), once per traveller: `marker`
 * keeps later page loads of the same test from adding them again.
 */
export async function seedOrdersBeforeStart(
  page: Page,
  marker: string,
  records: readonly OrderRecord[],
): Promise<void> {
  await page.addInitScript(
    ([key, owner, seed]) => {
      if (localStorage.getItem(key) === owner) return
      localStorage.setItem(key, owner)
      const db = JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as { orders: object[] }
      db.orders.push(...seed)
      localStorage.setItem('rw_mock_db', JSON.stringify(db))
    },
    [marker, records[0]?.email ?? '', records] as const,
  )
}

/** The cookie banner is answered up front, so it never covers what a test clicks. */
export async function answerCookies(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'rw_cookie_notice', value: '2', domain: '127.0.0.1', path: '/' }])
}

/** An address no other test (or run) uses. */
export const uniqueEmail = (tag: string) =>
  `e2e.${tag.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** Signs up through the real form, reading the code from the mock's inbox. */
export async function signUp(
  page: Page,
  email: string,
  options: { password?: string; answerCookies?: boolean } = {},
): Promise<void> {
  if (options.answerCookies) await answerCookies(page)
  await page.goto('/signup')
  await waitForApp(page)
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill(options.password ?? TEST_PASSWORD)
  await page.locator('form button[type="submit"]').click()
  await enterCode(page, email, 'REGISTER')
  await page.getByRole('button', { name: 'Start shopping' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** An eSIM of the QA account that can be topped up (paid, in use), from the mock database. */
export async function topupableIccid(page: Page): Promise<string> {
  const iccid = await page.evaluate((owner) => {
    const db = JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
      orders?: { email: string; iccid: string | null; paymentStatus: string; state: string }[]
    }
    return db.orders?.find(
      (order) =>
        order.email === owner &&
        order.paymentStatus === 'PAID' &&
        order.state === 'INUSE' &&
        order.iccid,
    )?.iccid
  }, QA_ACCOUNT.email)
  expect(iccid).toMatch(/^\d{19,20}$/)
  return iccid!
}
