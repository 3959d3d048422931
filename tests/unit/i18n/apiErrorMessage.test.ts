import { describe, expect, it } from 'vitest'
import {
  DOCUMENTED_ERROR_CODES,
  ERROR_CODES,
  type ErrorCode,
} from '../../../src/api/contract/envelope'
import { unwrap } from '../../../src/api/envelope'
import { NETWORK_ERROR_MSG, NETWORK_ERROR_STATUS, serializeApiError } from '../../../src/api/errors'
import { apiErrorMessage, errorMessageKey } from '../../../src/i18n/apiErrorMessage'
import { LOCALE_CODES } from '../../../src/i18n/locales'
import { FAILURES } from '../../../src/mocks/failures'
import { createTestI18n } from '../../support/i18n'

/**
 * Issue 14.9: the client words every documented error code itself, in the page's language, so a
 * server that answers in English (or in any language) still reads right; an unknown code shows
 * the server's msg; the network rule and the SPEC 8 texts stay.
 */

const SERVER_MSG = 'A message the server wrote in English'
const refusal = (code: string, msg = SERVER_MSG) => ({ status: 200, code, msg })

/** The one code whose members only the server's msg tells apart (docs/api.md 1.5). */
const SERVER_WORDED: readonly ErrorCode[] = [ERROR_CODES.invalidInput]

describe('apiErrorMessage', () => {
  it.each(LOCALE_CODES)('translates every documented code in %s', async (lng) => {
    const i18n = await createTestI18n(lng)
    const english = await createTestI18n('en')
    for (const code of DOCUMENTED_ERROR_CODES) {
      const key = errorMessageKey(code)
      expect(i18n.exists(key), `${lng}: ${key}`).toBe(true)
      const own = i18n.t(key)
      expect(own.trim(), `${lng}: ${code}`).not.toBe('')
      if (lng !== 'en') expect(own, `${lng}: ${code} is still English`).not.toBe(english.t(key))
      if (SERVER_WORDED.includes(code)) {
        expect(apiErrorMessage(refusal(code), i18n.t)).toBe(SERVER_MSG)
        expect(apiErrorMessage(refusal(code, ''), i18n.t)).toBe(own)
      } else {
        // Never the server's English: the client's own words, whatever msg came with the code.
        expect(apiErrorMessage(refusal(code), i18n.t), `${lng}: ${code}`).toBe(own)
      }
    }
  })

  const words = (text: string) => text.replace(/[.。]$/u, '')

  it.each(LOCALE_CODES)(
    'says what the server says for a code that means one failure, in %s',
    async (lng) => {
      const i18n = await createTestI18n(lng)
      const failuresByCode = new Map<string, (typeof FAILURES)[keyof typeof FAILURES][]>()
      for (const failure of Object.values(FAILURES)) {
        failuresByCode.set(failure.code, [...(failuresByCode.get(failure.code) ?? []), failure])
      }
      const own = [
        ERROR_CODES.recaptchaRequired,
        ERROR_CODES.badSignature,
        ERROR_CODES.invalidInput,
        ERROR_CODES.unauthorized,
        ERROR_CODES.notFound,
        // Shown only once the client's own second try failed: they say what the visitor can do.
        ERROR_CODES.requestExpired,
        ERROR_CODES.requestReplayed,
        ERROR_CODES.tooManyRequests,
      ] as readonly string[]
      for (const code of DOCUMENTED_ERROR_CODES) {
        const failures = failuresByCode.get(code) ?? []
        if (own.includes(code)) continue
        // Every other code is one failure of the mock, and the client uses the mock's words; the
        // client shows them as a sentence, so it may end them with a full stop the API leaves off.
        expect(failures, code).toHaveLength(1)
        expect(words(i18n.t(errorMessageKey(code))), `${lng}: ${code}`).toBe(
          words(failures[0]!.text[lng]),
        )
      }
    },
  )

  it('shows the server msg for an unknown code, else the generic message', async () => {
    const i18n = await createTestI18n('de')
    expect(apiErrorMessage(refusal('RT_NOBEL_ERROR_50001', 'Vorschläge ruhen'), i18n.t)).toBe(
      'Vorschläge ruhen',
    )
    expect(apiErrorMessage(refusal('RT_NOBEL_ERROR_50001', ''), i18n.t)).toBe(
      i18n.t('common:errors.generic'),
    )
  })

  it('keeps the SPEC 8 rules: the network message for -404, the 10031 and 10029 texts', async () => {
    const i18n = await createTestI18n('en')
    const network = { status: NETWORK_ERROR_STATUS, code: '-404', msg: NETWORK_ERROR_MSG }
    expect(apiErrorMessage(network, i18n.t)).toBe(
      'Network error. Check your connection and try again.',
    )
    expect(apiErrorMessage(null, i18n.t)).toBe(i18n.t('common:errors.network'))
    expect(apiErrorMessage(refusal(ERROR_CODES.paymentUnavailable, 'Payment down'), i18n.t)).toBe(
      'Payment is unavailable, please contact customer service.',
    )
    expect(apiErrorMessage(refusal(ERROR_CODES.recaptchaRequired), i18n.t)).toBe(
      'Please tick the box to show you are not a robot.',
    )
  })

  it('shows a wrong password in the page language whatever language the server used', async () => {
    const english = refusal(ERROR_CODES.loginIncorrect, 'Incorrect email or password')
    expect(apiErrorMessage(english, (await createTestI18n('ja')).t)).toBe(
      'メールアドレスまたはパスワードが正しくありません。',
    )
    expect(apiErrorMessage(english, (await createTestI18n('de')).t)).toBe(
      'E-Mail-Adresse oder Passwort ist falsch.',
    )
    expect(apiErrorMessage(english, (await createTestI18n('en')).t)).toBe(
      'Incorrect email or password.',
    )
  })

  it('says how long to wait when the server gives a retry-after with a refused resend', async () => {
    const tooSoon = { ...refusal(ERROR_CODES.codeResendTooSoon), retryAfterSeconds: 42 }
    expect(apiErrorMessage(tooSoon, (await createTestI18n('en')).t)).toBe(
      'Please wait: you can request a new code in 42s.',
    )
    expect(apiErrorMessage(tooSoon, (await createTestI18n('de')).t)).toBe(
      'Bitte warten Sie: Einen neuen Code können Sie in 42\u00a0s anfordern.',
    )
    // Each language's own unit, never the English "s" (issue 36): 秒, sn, 42 s.
    for (const [lng, text] of [
      ['ja', '少々お待ちください。42秒後に認証コードを再送信できます。'],
      ['tr', 'Lütfen bekleyin: 42\u00a0sn sonra yeni bir kod isteyebilirsiniz.'],
      ['zh-HK', '請稍候，42 秒後可重新索取驗證碼。'],
    ] as const) {
      expect(apiErrorMessage(tooSoon, (await createTestI18n(lng)).t), lng).toBe(text)
    }
  })

  it('says in minutes, in the words of each language, when too many attempts may try again', async () => {
    const limited = { ...refusal(ERROR_CODES.tooManyRequests), retryAfterSeconds: 90 }
    const said = async (lng: (typeof LOCALE_CODES)[number]) =>
      apiErrorMessage(limited, (await createTestI18n(lng)).t)
    expect(await said('en')).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(await said('de')).toBe('Zu viele Versuche. Bitte versuchen Sie es in 2 Minuten erneut.')
    // No space between the number and 分 (docs/style/ja.md), which Intl's relative time puts.
    expect(await said('ja')).toBe('試行回数が多すぎます。2分後にもう一度お試しください。')
    expect(await said('tr')).toMatch(/Lütfen 2 dakika sonra tekrar deneyin\.$/)
    // Without a time, the plain message.
    expect(
      apiErrorMessage(refusal(ERROR_CODES.tooManyRequests), (await createTestI18n('en')).t),
    ).toBe('Too many attempts. Please wait a little and try again.')
  })

  it('reads the retry-after of a refusal envelope into the error', () => {
    try {
      unwrap({
        code: ERROR_CODES.codeResendTooSoon,
        success: false,
        msg: 'Please wait before requesting another code',
        obj: { retryAfterSeconds: 41.2 },
      })
      expect.unreachable()
    } catch (error) {
      expect(serializeApiError(error)).toMatchObject({ retryAfterSeconds: 42 })
    }
    expect(() => unwrap({ code: 'X', success: false, msg: '', obj: null })).toThrow()
    try {
      unwrap({ code: 'X', success: false, msg: '', obj: { retryAfterSeconds: -1 } })
    } catch (error) {
      expect(serializeApiError(error)).not.toHaveProperty('retryAfterSeconds')
    }
  })
})

describe('the payment provider named generically (issue 36)', () => {
  it('contracts the article with the preposition in Spanish and German', async () => {
    const said = async (lng: 'es' | 'de' | 'en', key: string) => {
      const { t } = await createTestI18n(lng)
      const provider = t('checkout:transit.theProvider')
      return t(`checkout:transit.${key}`, { provider, context: 'generic' })
    }
    expect(await said('es', 'continueManually')).toBe('Continuar al proveedor de pagos')
    expect(await said('es', 'redirecting')).toBe('Te estamos redirigiendo al proveedor de pagos…')
    expect(await said('de', 'continueManually')).toBe('Weiter zum Zahlungsanbieter')
    expect(await said('en', 'continueManually')).toBe('Continue to the payment provider')
  })
})
