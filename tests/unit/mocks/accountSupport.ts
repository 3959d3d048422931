import { afterEach, beforeEach, vi } from 'vitest'
import { configureHttp } from '../../../src/api/http'
import {
  checkVerifyCode,
  loginAnonymously,
  loginAsGuest,
  loginWithPassword,
  registerAccount,
  sendRegisterCode,
} from '../../../src/api/endpoints/account'
import type {
  DeviceInfoDto,
  LoginResponse,
  MerchantRefDto,
} from '../../../src/api/contract/account'
import { latestCode } from '../../../src/mocks/db/accounts'
import { MOCK_RECAPTCHA_OK_PREFIX } from '../../../src/mocks/captcha'
import { mockApi } from '../../support/mockApi'
import { TEST_PASSWORD } from '../../support/credentials'

/** What the interceptors read, changed by the tests as a signed-in client would. */
export const client = { token: '', email: '', clientId: 'client-1' }

export const DEVICE: DeviceInfoDto = {
  userAgent: 'vitest',
  platform: 'Linux',
  language: 'en-US',
  screen: '1440x900',
  timeZone: 'Europe/Berlin',
}

export const PASSWORD = TEST_PASSWORD

/** What the mock's test widget hands out for a ticked captcha (docs/qa.md). */
export const TICKED = `${MOCK_RECAPTCHA_OK_PREFIX}test`

/**
 * Wires the real endpoint functions to `client` and fakes only Date, so the mock's clocks
 * (code expiry, locks, token exp) can be moved while msw and axios keep real timers.
 */
export function wireAccountClient(): void {
  beforeEach(() => {
    Object.assign(client, { token: '', email: '', clientId: 'client-1' })
    configureHttp({
      getToken: () => client.token,
      getEmail: () => client.email,
      getClientId: () => client.clientId,
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-05-01T09:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

export function advance(ms: number): void {
  vi.setSystemTime(Date.now() + ms)
}

/** A different six digits than the right ones. */
export function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

export function signIn(login: LoginResponse): LoginResponse {
  client.token = login.token
  client.email = login.email
  return login
}

/** The whole SPEC 4.3 sign-up: code, inbox, check, register, login. */
export async function registerAndLogin(
  email: string,
  password = PASSWORD,
  merchant?: MerchantRefDto,
): Promise<LoginResponse> {
  await sendRegisterCode(email, password, { merchant })
  const code = latestCode(mockApi.db, email, 'REGISTER')!
  await checkVerifyCode(email, 'REGISTER', code)
  await registerAccount(email, password, code, { merchant })
  return signIn(await loginWithPassword(email, password))
}

export async function loginAsNewGuest(rspToken = ''): Promise<LoginResponse> {
  const { checkToken, email } = await loginAnonymously(rspToken, DEVICE)
  return signIn(await loginAsGuest(checkToken, email))
}
