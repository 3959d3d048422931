import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { configureHttp } from '../../../src/api/http'
import {
  loginAnonymously,
  loginAsGuest,
  loginWithPassword,
} from '../../../src/api/endpoints/account'
import { queryAreas } from '../../../src/api/endpoints/catalogue'
import { queryOrders, queryPaymentStatus, setupPayment } from '../../../src/api/endpoints/order'
import { isDocumentedErrorCode } from '../../../src/api/contract/envelope'
import { CONTENT_LANGS } from '../../../src/mocks/db/seedContent'
import {
  FAILURES,
  FAILURE_TABLES,
  PAYMENT_REASONS,
  failureText,
  type FailureId,
} from '../../../src/mocks/failures'
import { addScenario } from '../../../src/mocks/scenarios'
import { mockApi } from '../../support/mockApi'
import { DEVICE } from './accountSupport'
import { CARDS, KIT_EMAIL, PLAN, newKey, payByCard } from './orderSupport'

/**
 * Issue 14.9: the mock answers every refusal in the language of the request's `lang` header,
 * from one table (src/mocks/failures.ts) where each failure has its code and its text in all 7
 * store languages.
 */

const client = { token: '', locale: 'en', clientId: 'client-lang' }

beforeEach(() => {
  Object.assign(client, { token: '', locale: 'en', clientId: 'client-lang' })
  configureHttp({
    getToken: () => client.token,
    getLocale: () => client.locale,
    getClientId: () => client.clientId,
  })
})

async function rejection(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    return error as { code: string; msg: string }
  }
  throw new Error('the call was expected to fail')
}

async function signInAsGuest(): Promise<void> {
  const { checkToken, email } = await loginAnonymously('', DEVICE)
  client.token = (await loginAsGuest(checkToken, email)).token
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('the failure table', () => {
  it('words every failure in all 7 store languages, keeping its placeholders', () => {
    expect(CONTENT_LANGS).toHaveLength(7)
    for (const [id, failure] of Object.entries(FAILURES)) {
      const texts: Readonly<Record<string, string>> = failure.text
      for (const lang of CONTENT_LANGS) {
        expect(texts[lang]?.trim(), `${id} in ${lang}`).toBeTruthy()
        expect(placeholders(texts[lang]!), `${id} in ${lang}`).toEqual(placeholders(texts.en!))
        // Every language has its own words, not a copy of the English.
        if (lang !== 'en') expect(texts[lang], `${id} in ${lang}`).not.toBe(texts.en)
      }
    }
  })

  it('gives every failure a documented code', () => {
    for (const [id, failure] of Object.entries(FAILURES)) {
      expect(isDocumentedErrorCode(failure.code), `${id}: ${failure.code}`).toBe(true)
    }
  })

  it('defines each failure once, and no two failures share an English text', () => {
    const ids = FAILURE_TABLES.flatMap((table) => Object.keys(table))
    expect(ids.length).toBe(new Set(ids).size)
    expect(ids.length).toBe(Object.keys(FAILURES).length)
    const english = Object.values(FAILURES).map((failure) => failure.text.en)
    expect(english.length).toBe(new Set(english).size)
  })

  it('words every payment failure reason in all 7 store languages', () => {
    for (const [id, texts] of Object.entries(PAYMENT_REASONS)) {
      for (const lang of CONTENT_LANGS) {
        expect(texts[lang].trim(), `${id} in ${lang}`).not.toBe('')
      }
    }
  })

  it('is the only source of codes: handlers and the payment engine name failures by id', () => {
    // A form's field pointer ("email: invalid") is built in respond.ts (refuseField): it is
    // read by the form, not shown (docs/api.md 1.5).
    const allowed = new Set<string>()
    const offenders = ['handlers', 'payment'].flatMap((folder) => {
      const dir = path.join(import.meta.dirname, '../../../src/mocks', folder)
      return fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.ts') && !allowed.has(file))
        .filter((file) =>
          /ERROR_CODES|failEnv\(|msg: '(?!success')/.test(
            fs.readFileSync(path.join(dir, file), 'utf8'),
          ),
        )
        .map((file) => `${folder}/${file}`)
    })
    expect(offenders).toEqual([])
  })
})

describe('the lang header decides the language of msg', () => {
  it('answers a wrong password in Japanese on /ja and in German on /de', async () => {
    client.locale = 'ja'
    expect(await rejection(loginWithPassword('qa@roamwise.test', 'not-the-password'))).toEqual(
      expect.objectContaining({
        code: FAILURES.badLogin.code,
        msg: 'メールアドレスまたはパスワードが正しくありません',
      }),
    )
    client.locale = 'de'
    expect(await rejection(loginWithPassword('qa@roamwise.test', 'not-the-password'))).toEqual(
      expect.objectContaining({
        code: FAILURES.badLogin.code,
        msg: 'E-Mail-Adresse oder Passwort ist falsch',
      }),
    )
  })

  it.each(CONTENT_LANGS)('answers a wrong password in %s', async (lang) => {
    client.locale = lang
    expect(await rejection(loginWithPassword('nobody@example.com', 'wrong-2025'))).toMatchObject({
      code: FAILURES.badLogin.code,
      msg: FAILURES.badLogin.text[lang],
    })
  })

  it('reads a region tag as its language, zh-TW as Hong Kong Chinese, and others as English', async () => {
    const cases: [string, FailureId, string][] = [
      ['de-AT', 'badLogin', 'de'],
      ['es-MX', 'badLogin', 'es'],
      ['zh-TW', 'badLogin', 'zh-HK'],
      ['zh', 'badLogin', 'zh-CN'],
      ['fr', 'badLogin', 'en'],
    ]
    for (const [locale, id, lang] of cases) {
      client.locale = locale
      // One address and client each: three failures would call for a captcha (captchaRequired).
      client.clientId = `client-${locale}`
      const email = `nobody-${locale}@example.com`
      expect((await rejection(loginWithPassword(email, 'x'))).msg, locale).toBe(
        failureText(id, lang),
      )
    }
  })

  it('reaches refusals made before the handler runs: token, signature, fault scenario', async () => {
    client.locale = 'es'
    expect(await rejection(queryOrders('CURRENT', 1, 10))).toMatchObject({
      code: FAILURES.signInAgain.code,
      msg: 'Vuelve a iniciar sesión',
    })

    addScenario(mockApi.db, { fault: '10031', path: '/v1/query/areas' })
    client.locale = 'zh-HK'
    expect(await rejection(queryAreas())).toMatchObject({
      code: FAILURES.paymentUnavailable.code,
      msg: '暫時未能付款，請聯絡客戶服務。',
    })

    configureHttp({ getLocale: () => 'tr', getSigningKey: () => 'not-the-key' })
    expect(await rejection(queryOrders('CURRENT', 1, 10))).toMatchObject({
      code: FAILURES.badSignature.code,
      msg: FAILURES.badSignature.text.tr,
    })
  })

  it('reaches refusals the payment engine decides without the request', async () => {
    await signInAsGuest()
    client.locale = 'ja'
    expect(
      await rejection(
        setupPayment({ type: 'PACKAGE', packageId: PLAN }, 5, 'XYZ', newKey(), KIT_EMAIL),
      ),
    ).toMatchObject({ code: FAILURES.badCurrency.code, msg: 'この通貨には対応していません' })
    expect(
      await rejection(
        setupPayment({ type: 'PACKAGE', packageId: PLAN }, 9, 'USD', newKey(), KIT_EMAIL),
      ),
    ).toMatchObject({ code: FAILURES.needsAccount.code, msg: FAILURES.needsAccount.text.ja })
  })

  it("words a declined payment's reason in the language of each status answer", async () => {
    await signInAsGuest()
    const { setup } = await payByCard(CARDS.declined)
    client.locale = 'es'
    expect((await queryPaymentStatus(setup.paymentId)).failureReason).toBe(
      'El emisor de tu tarjeta ha denegado el pago',
    )
    client.locale = 'de'
    expect((await queryPaymentStatus(setup.paymentId)).failureReason).toBe(
      'Ihre kartenausgebende Bank hat die Zahlung verweigert',
    )
    client.locale = 'en'
    expect((await queryPaymentStatus(setup.paymentId)).failureReason).toBe(
      'Your card issuer refused the payment',
    )
  })
})
