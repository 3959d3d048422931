import { describe, expect, it } from 'vitest'
import Cookies from 'js-cookie'
import {
  clearLogin,
  COOKIE,
  loadCookieNotice,
  loadLogin,
  loadOrCreateClientId,
  markLoginExpired,
  saveLogin,
} from '../../../src/features/session/persistence'
import { restoreSession } from '../../../src/app/preloadedState'
import { makeStore } from '../../../src/app/store'
import { signOut } from '../../../src/features/session/thunks'
import { selectIsLoggedIn } from '../../../src/app/hooks'
import { LOGIN_RECORD_EXPIRY_MS } from '../../../src/config/constants'

const login = { email: 'a@b.co', token: 'tok', loginType: 'accountLogin' as const }
/** What the cookie and the local record hold: the signed-in flag with the login (SPEC 4.2). */
const stored = '{"logined":true,"email":"a@b.co","token":"tok","loginType":"accountLogin"}'

describe('login persistence (SPEC 4.2)', () => {
  it('writes a cookie and a local record, and restores from either', () => {
    saveLogin(login, 0)
    expect(Cookies.get(COOKIE.login)).toBe(stored)
    expect(localStorage.getItem('rw_login')).toBe(
      `{"value":${stored},"expiresAt":${LOGIN_RECORD_EXPIRY_MS}}`,
    )
    expect(loadLogin(0)).toEqual(login)
    Cookies.remove(COOKIE.login, { path: '/' })
    expect(loadLogin(0)).toEqual(login)
    // Restored from the record, the cookie is written again (a pre-rendered page reads only it).
    expect(Cookies.get(COOKIE.login)).toBe(stored)
  })

  it('goes by the token, not by a stored signed-in flag', () => {
    Cookies.set(COOKIE.login, JSON.stringify({ ...login, logined: false }))
    expect(loadLogin()).toEqual(login)
    Cookies.set(COOKIE.login, JSON.stringify(login))
    expect(loadLogin()).toEqual(login)
    Cookies.set(COOKIE.login, JSON.stringify({ ...login, logined: true, token: '' }))
    expect(loadLogin()).toBeNull()
  })

  it('drops a local record past its expiry or holding the expiry marker', () => {
    saveLogin(login, 0)
    Cookies.remove(COOKIE.login, { path: '/' })
    expect(loadLogin(LOGIN_RECORD_EXPIRY_MS + 1)).toBeNull()
    expect(localStorage.getItem('rw_login')).toBeNull()
    saveLogin(login)
    markLoginExpired()
    expect(loadLogin()).toBeNull()
    expect(localStorage.getItem('rw_login')).toBeNull()
  })

  it("reads the older 'guest' spelling as guestLogin", () => {
    Cookies.set(COOKIE.login, JSON.stringify({ ...login, loginType: 'guest' }))
    expect(loadLogin()?.loginType).toBe('guestLogin')
  })

  it('ignores a broken cookie', () => {
    Cookies.set(COOKIE.login, '{broken')
    expect(loadLogin()).toBeNull()
    clearLogin()
  })
})

describe('session restore and sign-out', () => {
  it('defaults to USD without a currency cookie and keeps a stored one', () => {
    expect(restoreSession('en').session.currentCurrency).toBe('USD')
    Cookies.set(COOKIE.currency, 'JPY')
    expect(restoreSession('en').session.currentCurrency).toBe('JPY')
    Cookies.set(COOKIE.currency, 'XXX')
    expect(restoreSession('en').session.currentCurrency).toBe('USD')
  })

  it('shows the cookie notice until answered', () => {
    expect(loadCookieNotice()).toBe(1)
    Cookies.set(COOKIE.cookieNotice, '2')
    expect(loadCookieNotice()).toBe(2)
  })

  it('keeps one clientId across visits', () => {
    expect(loadOrCreateClientId()).toBe(loadOrCreateClientId())
  })

  it('restores the login, and sign-out clears state, both stores and the promo dialog', async () => {
    saveLogin(login)
    const store = makeStore(restoreSession('ja'))
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(store.getState().session).toMatchObject({ token: 'tok', locale: 'ja' })
    expect(store.getState().session).not.toHaveProperty('logined')
    await store.dispatch(signOut())
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(store.getState().session).toMatchObject({
      token: '',
      email: '',
      loginType: '',
      promoDialogVisible: false,
    })
    expect(Cookies.get(COOKIE.login)).toBeUndefined()
    expect(localStorage.getItem('rw_login')).toBeNull()
  })
})
