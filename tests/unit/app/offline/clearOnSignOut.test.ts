import { describe, expect, it } from 'vitest'
import { makeStore } from '../../../../src/app/store'
import { initialSessionState } from '../../../../src/features/session/sessionSlice'
import { signedOut } from '../../../../src/shared/events'
import { clearOfflineDataOnSignOut } from '../../../../src/app/offline/clearOnSignOut'
import {
  OFFLINE_ORDERS_KEY,
  loadOrdersSnapshot,
  saveOrdersSnapshot,
  type OrdersSnapshot,
} from '../../../../src/features/order/orders/offlineSnapshot'

const EMAIL = 'traveller@example.com'

function snapshot(email = EMAIL): OrdersSnapshot {
  return {
    version: 1,
    email,
    savedAt: Date.parse('2026-11-20T08:00:00Z'),
    lists: { CURRENT: [], PAST: [] },
    kits: {
      'ord-1': {
        iccid: '8901000000000000001',
        smdpAddress: 'smdp.example',
        activationCode: 'ABC-123',
        lpaString: 'LPA:1$smdp.example$ABC-123',
        qrText: 'LPA:1$smdp.example$ABC-123',
      },
    },
  }
}

function signedInStore() {
  return makeStore({
    session: {
      ...initialSessionState,
      token: 'token-1',
      email: EMAIL,
      loginType: 'accountLogin',
    },
  })
}

describe('the offline copy of orders', () => {
  it('is only given to the account it belongs to', () => {
    saveOrdersSnapshot(snapshot())
    expect(loadOrdersSnapshot(EMAIL)?.kits['ord-1']?.activationCode).toBe('ABC-123')
    expect(loadOrdersSnapshot('someone.else@example.com')).toBeNull()
    expect(loadOrdersSnapshot('')).toBeNull()
  })

  it('is removed when the session ends, and not before', () => {
    const store = signedInStore()
    saveOrdersSnapshot(snapshot())
    const stop = clearOfflineDataOnSignOut(store)
    // A stored login keeps the copy at start-up; here the store alone is signed in.
    expect(localStorage.getItem(OFFLINE_ORDERS_KEY)).toBeNull()

    saveOrdersSnapshot(snapshot())
    store.dispatch({ type: 'unrelated/event' })
    expect(loadOrdersSnapshot(EMAIL)).not.toBeNull()
    store.dispatch(signedOut())
    expect(localStorage.getItem(OFFLINE_ORDERS_KEY)).toBeNull()
    stop()
  })
})
