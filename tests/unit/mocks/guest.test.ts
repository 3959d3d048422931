import { API } from '../../../src/api/contract/routes'
import { describe, expect, it } from 'vitest'
import { getHttp } from '../../../src/api/http'
import {
  loginAnonymously,
  loginAsGuest,
  loginWithPassword,
  queryUserInfo,
} from '../../../src/api/endpoints/account'
import { readTokenSubject } from '../../../src/api/contract/account'
import { ERROR_CODES, HEADERS } from '../../../src/api/contract/envelope'
import { configureHttp } from '../../../src/api/http'
import { MSG, refused } from './failureSupport'
import { mockApi } from '../../support/mockApi'
import { DEVICE, advance, client, loginAsNewGuest, wireAccountClient } from './accountSupport'

wireAccountClient()

const captcha = { code: ERROR_CODES.recaptchaRequired, msg: MSG.captchaRequired }
const OK_TOKEN = 'mock-recaptcha-ok-1234'

describe('guest login (SPEC 4.4)', () => {
  it('gives a check token and a generated guest, then a guest session', async () => {
    const { checkToken, email } = await loginAnonymously('', DEVICE, {
      merchant: { merchantId: 1002, merchantSubId: 'newsletter' },
    })
    expect(email).toMatch(/^guest-[0-9a-f]{12}@guest\.roamwise\.example$/)
    expect(mockApi.db.data.accounts[email]).toMatchObject({
      kind: 'GUEST',
      country: 'US',
      merchant: { merchantId: 1002, merchantSubId: 'newsletter' },
      passwordHash: '',
    })

    const login = await loginAsGuest(checkToken, email)
    expect(login.email).toBe(email)
    expect(readTokenSubject(login.token)).toMatchObject({ email, loginType: 'guestLogin' })
    expect(mockApi.db.data.sessions[login.token]).toEqual({
      email,
      loginType: 'guestLogin',
      lastSeenAt: Date.now(),
    })
    // A guest has no password to log in with.
    await expect(loginWithPassword(email, '')).rejects.toMatchObject({ msg: MSG.badLogin })
  })

  it('spends the check token on first use and lets it expire after 5 minutes', async () => {
    const first = await loginAnonymously('', DEVICE)
    await expect(loginAsGuest(first.checkToken, 'someone@example.com')).rejects.toMatchObject(
      refused('guestTicketInvalid'),
    )
    await expect(loginAsGuest(first.checkToken, first.email)).rejects.toMatchObject({
      msg: MSG.guestTicketInvalid,
    })

    const second = await loginAnonymously('', DEVICE)
    advance(5 * 60_000)
    await expect(loginAsGuest(second.checkToken, second.email)).rejects.toMatchObject(
      refused('guestTicketExpired'),
    )
  })

  it('refuses a malformed anonymous login', async () => {
    const response = await (
      await getHttp()
    ).post(API.anonymousLogin.path, {
      type: 'WEB_ANONYMITY',
      rspToken: '',
      authString: 'not base64 json',
    })
    expect(response.data).toMatchObject({ code: ERROR_CODES.invalidInput, msg: MSG.badAuthString })
  })
})

describe('the recaptcha rule on /v1/user/oauth (SPEC 4.4, 8)', () => {
  it('needs no recaptcha from the base country', async () => {
    await expect(loginAnonymously('', DEVICE)).resolves.toHaveProperty('checkToken')
  })

  it('asks a visitor from another country, and accepts only a good widget token', async () => {
    mockApi.db.data.settings.visitorCountry = 'DE'
    await expect(loginAnonymously('', DEVICE)).rejects.toMatchObject(captcha)
    await expect(loginAnonymously('mock-recaptcha-expired-1', DEVICE)).rejects.toMatchObject(
      captcha,
    )
    await expect(loginAnonymously('some-google-token', DEVICE)).rejects.toMatchObject(captcha)
    const { checkToken, email } = await loginAnonymously(OK_TOKEN, DEVICE)
    client.token = (await loginAsGuest(checkToken, email)).token
    client.email = email
    expect(await queryUserInfo(email)).toMatchObject({ country: 'DE', loginType: 'guestLogin' })
  })

  it('asks when the server demands it', async () => {
    mockApi.db.data.settings.demandCaptcha = true
    await expect(loginAnonymously('', DEVICE)).rejects.toMatchObject(captcha)
    await expect(loginAnonymously(OK_TOKEN, DEVICE)).resolves.toHaveProperty('email')
  })

  it('asks a clientId after 3 guest logins in 10 minutes', async () => {
    for (let index = 0; index < 3; index++) await loginAsNewGuest()
    await expect(loginAnonymously('', DEVICE)).rejects.toMatchObject(captcha)
    await expect(loginAnonymously(OK_TOKEN, DEVICE)).resolves.toHaveProperty('email')

    // Another browser is not affected.
    client.clientId = 'client-2'
    await expect(loginAnonymously('', DEVICE)).resolves.toHaveProperty('email')

    client.clientId = 'client-1'
    advance(10 * 60_000)
    await expect(loginAnonymously('', DEVICE)).resolves.toHaveProperty('email')
  })

  it('is reset with the database', async () => {
    mockApi.db.data.settings = {
      visitorCountry: 'JP',
      demandCaptcha: true,
      paymentUnavailable: true,
    }
    mockApi.db.reset()
    expect(mockApi.db.data.settings).toEqual({
      visitorCountry: 'US',
      demandCaptcha: false,
      paymentUnavailable: false,
    })
  })
})

describe('X-Client-Country', () => {
  it('is on every answer: success, refusal and a bad signature', async () => {
    const http = await getHttp()
    const success = await http.post('/v1/query/banner', {})
    expect(success.headers[HEADERS.clientCountry.toLowerCase()]).toBe('US')

    mockApi.db.data.settings.visitorCountry = 'JP'
    const refusal = await http.post(API.anonymousLogin.path, {
      type: 'WEB_ANONYMITY',
      rspToken: '',
      authString: '',
    })
    expect(refusal.data).toMatchObject({ success: false })
    expect(refusal.headers[HEADERS.clientCountry.toLowerCase()]).toBe('JP')

    configureHttp({ getSigningKey: () => 'wrong-key' })
    const badSignature = await (await getHttp()).post('/v1/query/banner', {})
    expect(badSignature.data).toMatchObject({ code: ERROR_CODES.badSignature })
    expect(badSignature.headers[HEADERS.clientCountry.toLowerCase()]).toBe('JP')
  })
})
