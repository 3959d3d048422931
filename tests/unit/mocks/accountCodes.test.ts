import { describe, expect, it } from 'vitest'
import {
  checkVerifyCode,
  registerAccount,
  sendPasswordResetCode,
  sendRegisterCode,
} from '../../../src/api/endpoints/account'
import { latestCode } from '../../../src/mocks/db/accounts'
import { refused } from './failureSupport'
import { mockApi } from '../../support/mockApi'
import {
  PASSWORD,
  TICKED,
  advance,
  registerAndLogin,
  wireAccountClient,
  wrongCodeFor,
} from './accountSupport'

wireAccountClient()

const EMAIL = 'coder@example.com'

async function sendCode(): Promise<string> {
  await sendRegisterCode(EMAIL, PASSWORD)
  return latestCode(mockApi.db, EMAIL, 'REGISTER')!
}

describe('verification codes (SPEC 4.3, 7.3)', () => {
  it('are six random digits, one live code per email and type', async () => {
    const first = await sendCode()
    expect(first).toMatch(/^\d{6}$/)
    advance(60_000)
    const second = await sendCode()
    expect(mockApi.db.data.inbox.map((message) => ('code' in message ? message.code : ''))).toEqual(
      [second, first],
    )
    expect(mockApi.db.data.inbox[0]!.sentAt).toBe('2025-05-01T09:01:00.000Z')
    if (first !== second) {
      // The new send replaced the old code.
      await expect(checkVerifyCode(EMAIL, 'REGISTER', first)).rejects.toMatchObject(
        refused('codeIncorrect'),
      )
    }
    await expect(checkVerifyCode(EMAIL, 'REGISTER', second)).resolves.toBe(true)
    // Checking does not spend the code: register sends it again.
    await expect(checkVerifyCode(EMAIL, 'REGISTER', second)).resolves.toBe(true)
  })

  it('allow a resend only after 60 seconds', async () => {
    await sendCode()
    advance(59_000)
    await expect(sendRegisterCode(EMAIL, PASSWORD)).rejects.toMatchObject(refused('resendTooSoon'))
    advance(1_000)
    await expect(sendRegisterCode(EMAIL, PASSWORD)).resolves.toBeUndefined()
    // The throttle is per type: a reset code for the same address is a different request.
    await registerAndLogin('other@example.com')
    await expect(sendPasswordResetCode('other@example.com')).resolves.toBeUndefined()
  })

  it('say which way a check failed, and give up after 5 wrong attempts', async () => {
    const code = await sendCode()
    const wrong = wrongCodeFor(code)
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(checkVerifyCode(EMAIL, 'REGISTER', wrong)).rejects.toMatchObject(
        refused('codeIncorrect'),
      )
    }
    await expect(checkVerifyCode(EMAIL, 'REGISTER', wrong)).rejects.toMatchObject(
      refused('codeTooManyAttempts'),
    )
    // Now even the right code is refused: the code is dead, a new one must be requested.
    await expect(checkVerifyCode(EMAIL, 'REGISTER', code)).rejects.toMatchObject(
      refused('codeTooManyAttempts'),
    )
    // After three wrong codes, register and send-code want a captcha first (issue 35.1).
    await expect(registerAccount(EMAIL, PASSWORD, code)).rejects.toMatchObject(
      refused('captchaRequired'),
    )
    await expect(registerAccount(EMAIL, PASSWORD, code, {}, TICKED)).rejects.toMatchObject(
      refused('codeTooManyAttempts'),
    )
    advance(60_000)
    await expect(sendRegisterCode(EMAIL, PASSWORD)).rejects.toMatchObject(
      refused('captchaRequired'),
    )
    await sendRegisterCode(EMAIL, PASSWORD, undefined, TICKED)
    const fresh = latestCode(mockApi.db, EMAIL, 'REGISTER')!
    await expect(checkVerifyCode(EMAIL, 'REGISTER', fresh)).resolves.toBe(true)
  })

  it('expire 10 minutes after sending', async () => {
    const code = await sendCode()
    advance(10 * 60_000 - 1)
    await expect(checkVerifyCode(EMAIL, 'REGISTER', code)).resolves.toBe(true)

    advance(60_000)
    const late = await sendCode()
    advance(10 * 60_000)
    await expect(checkVerifyCode(EMAIL, 'REGISTER', late)).rejects.toMatchObject(
      refused('codeExpired'),
    )
    await expect(registerAccount(EMAIL, PASSWORD, late)).rejects.toMatchObject(
      refused('codeExpired'),
    )
  })

  it('refuse what no code was sent for, and unknown code types', async () => {
    await expect(checkVerifyCode(EMAIL, 'REGISTER', '123456')).rejects.toMatchObject(
      refused('codeIncorrect'),
    )
    await expect(
      checkVerifyCode(EMAIL, 'SIGNUP' as unknown as 'REGISTER', '123456'),
    ).rejects.toMatchObject(refused('badCodeType'))
  })

  it('keep a bounded inbox, newest first', async () => {
    for (let index = 0; index < 55; index++) {
      await sendRegisterCode(`user${index}@example.com`, PASSWORD)
      // Within the client's rate of account requests (20 a minute).
      advance(3_500)
    }
    expect(mockApi.db.data.inbox).toHaveLength(50)
    expect(mockApi.db.data.inbox[0]!.email).toBe('user54@example.com')
    expect(latestCode(mockApi.db, 'user0@example.com', 'REGISTER')).toBeNull()
  })
})
