import { describe, expect, it } from 'vitest'
import { makeStore } from '../../../src/app/store'
import { selectCurrency, selectIsLoggedIn } from '../../../src/app/hooks'
import { localeIso } from '../../../src/i18n/locales'
import { restoreSession } from '../../../src/app/preloadedState'
import { applyVisitorState, renderedState } from '../../../src/app/prerender/visitorState'
import { currencies } from '../../../src/api/contract/currencies'
import { signedOut } from '../../../src/shared/events'
import { saveLogin } from '../../../src/features/session/persistence'
import {
  currencyChosen,
  initialSessionState,
  loggedIn,
} from '../../../src/features/session/sessionSlice'

const login = { email: 'a@b.co', token: 'tok', loginType: 'accountLogin' as const }

/** Issue 17.3: what follows from other state is derived by selectors, not stored beside it. */
describe('the session keeps no derived values', () => {
  it('is signed in exactly while it holds a token', () => {
    const store = makeStore()
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    store.dispatch(loggedIn(login))
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    store.dispatch(signedOut())
    expect(selectIsLoggedIn(store.getState())).toBe(false)
  })

  it('gives Intl and <html lang> the ISO tag of each locale', () => {
    expect(localeIso('en')).toBe('en-US')
    expect(localeIso('ja')).toBe('ja-JP')
    expect(localeIso('zh-HK')).toBe('zh-HK')
  })

  it('takes any currency of the contract and ignores one it does not list', () => {
    const store = makeStore()
    for (const { code } of currencies) {
      store.dispatch(currencyChosen(code))
      expect(selectCurrency(store.getState()).code).toBe(code)
    }
    store.dispatch(currencyChosen('XXX'))
    expect(selectCurrency(store.getState()).code).toBe(currencies.at(-1)!.code)
  })

  it('leaves them out of the state a page is pre-rendered with', () => {
    const session = renderedState(makeStore().getState()).session
    for (const derived of ['logined', 'lang', 'currencies']) {
      expect(session).not.toHaveProperty(derived)
    }
    expect(Object.keys(session).sort()).toEqual(Object.keys(initialSessionState).sort())
  })

  it('signs the visitor in on top of a pre-rendered page from the stored login', () => {
    saveLogin(login)
    const store = makeStore({
      session: { ...initialSessionState, locale: 'ja' },
    })
    applyVisitorState(store.dispatch, restoreSession('ja'))
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(store.getState().session).toMatchObject(login)
  })
})
