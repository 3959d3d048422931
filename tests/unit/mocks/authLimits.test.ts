import { describe, expect, it } from 'vitest'
import {
  checkVerifyCode,
  loginWithPassword,
  sendPasswordResetCode,
  sendRegisterCode,
} from '../../../src/api/endpoints/account'
import { ACCOUNT_RULES } from '../../../src/mocks/db/accountRules'
import { refused } from './failureSupport'
import { mockApi } from '../../support/mockApi'
import {
  PASSWORD,
  TICKED,
  advance,
  client,
  registerAndLogin,
  wireAccountClient,
} from './accountSupport'

wireAccountClient()

const EMAIL = 'limits@example.com'

/** The Retry-After header of the next answer the mock gives. */
function nextRetryAfter() {
  const seen: { value: string | null } = { value: null }
  const listener = ({ response }: { response: Response }) => {
    seen.value = response.headers.get('Retry-After')
    mockApi.server.events.removeListener('response:mocked', listener)
  }
  mockApi.server.events.on('response:mocked', listener)
  return seen
}

describe('limits of the account endpoints (issue 35.1, docs/api.md 3)', () => {
  it('lets one client make 20 account requests a minute, then says when to come back', async () => {
    for (let request = 0; request < ACCOUNT_RULES.authRequestsPerClient; request++) {
      await checkVerifyCode(`nobody-${request}@example.com`, 'REGISTER', '000000').catch(() => {})
      advance(1_000)
    }
    const header = nextRetryAfter()
    const error = await checkVerifyCode(EMAIL, 'REGISTER', '000000').catch((caught) => caught)
    expect(error).toMatchObject(refused('tooManyRequests'))
    // The first of the 20 leaves the window 60 s after it was made: 40 s from now.
    expect(error).toMatchObject({ retryAfterSeconds: 40 })
    expect(header.value).toBe('40')
    // Another client is not held up, and this one may ask again once the time has passed.
    client.clientId = 'client-2'
    await expect(checkVerifyCode(EMAIL, 'REGISTER', '000000')).rejects.toMatchObject(
      refused('codeIncorrect'),
    )
    client.clientId = 'client-1'
    advance(40_000)
    await expect(checkVerifyCode(EMAIL, 'REGISTER', '000000')).rejects.toMatchObject(
      refused('codeIncorrect'),
    )
  })

  it('sends an address 5 codes an hour, whoever asks, whether or not it has an account', async () => {
    await registerAndLogin(EMAIL)
    const unknown = 'never-registered@example.com'
    for (const address of [EMAIL, unknown]) {
      for (let sent = address === EMAIL ? 1 : 0; sent < ACCOUNT_RULES.codesPerAddress; sent++) {
        advance(ACCOUNT_RULES.codeResendMs)
        client.clientId = `client-${address}-${sent}`
        await sendPasswordResetCode(address)
      }
      advance(ACCOUNT_RULES.codeResendMs)
      client.clientId = `client-${address}-last`
      await expect(sendPasswordResetCode(address)).rejects.toMatchObject(refused('tooManyRequests'))
    }
  })

  it('wants a captcha for an address after 3 wrong passwords, from any client', async () => {
    await registerAndLogin(EMAIL)
    for (let wrong = 1; wrong <= ACCOUNT_RULES.failuresBeforeCaptcha; wrong++) {
      client.clientId = `rotating-${wrong}`
      await expect(loginWithPassword(EMAIL, 'wrong-pass1')).rejects.toMatchObject(
        refused('badLogin'),
      )
    }
    client.clientId = 'fresh-client'
    await expect(loginWithPassword(EMAIL, PASSWORD)).rejects.toMatchObject(
      refused('captchaRequired'),
    )
    await expect(sendRegisterCode(EMAIL, PASSWORD)).rejects.toMatchObject(
      refused('captchaRequired'),
    )
    await expect(loginWithPassword(EMAIL, PASSWORD, undefined, TICKED)).resolves.toMatchObject({
      email: EMAIL,
    })
    // A right password clears the address: no captcha on the next visit.
    await expect(loginWithPassword(EMAIL, PASSWORD)).resolves.toMatchObject({ email: EMAIL })
  })
})
