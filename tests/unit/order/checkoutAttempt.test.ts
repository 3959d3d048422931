import { describe, expect, it } from 'vitest'
import { ATTEMPT_TTL_MS } from '../../../src/features/order/payment/attemptStore'
import {
  attemptFor,
  attemptOf,
  buyAgain,
  endPayment,
  intentOf,
  loadAttempt,
  markPaid,
  markSent,
  paidAttemptFor,
  paidBefore,
  saveAttempt,
  subscribeAttempts,
} from '../../../src/features/order/checkout/attempt'
import { returnPathFrom, transitPathFor } from '../../../src/features/order/payment/transitHandoff'
import { checkDelayMs } from '../../../src/features/order/payment/useResultPolling'

const plan = {
  area: { type: 'COUNTRY' as const, code: 'JP', name: 'Japan' },
  package: { type: 'DATA' as const, dataMb: 5120, days: 30 },
}

const intent = intentOf('a@example.com', 'jp-data-5gb-30d', 'USD')

describe('checkout attempts (idempotency keys shared by tabs in localStorage)', () => {
  it('keeps the keys for the same plan and currency, across a reload and in every tab', () => {
    const first = attemptFor(intent, plan)
    const again = attemptFor(intent, plan)
    expect(again.setupKey).toBe(first.setupKey)
    expect(again.payKey).toBe(first.payKey)
    const stored = JSON.parse(localStorage.getItem('rw_pay_attempts:checkout')!) as {
      setupKey: string
    }[]
    expect(stored.map((item) => item.setupKey)).toEqual([first.setupKey])
  })

  it('starts afresh for another plan, currency or shopper, or after half an hour unsent', () => {
    const first = attemptFor(intent, plan)
    expect(attemptFor(intentOf('b@example.com', 'jp-data-5gb-30d', 'USD'), plan).setupKey).not.toBe(
      first.setupKey,
    )
    expect(attemptFor(intentOf('a@example.com', 'jp-data-5gb-30d', 'EUR'), plan).setupKey).not.toBe(
      first.setupKey,
    )
    // Attempts for different checkouts live side by side: the first is still there.
    expect(loadAttempt(intent)?.setupKey).toBe(first.setupKey)
    const staleIntent = intentOf('a@example.com', 'jp-data-1gb-7d', 'USD')
    const stale = attemptFor(staleIntent, plan, Date.now() - ATTEMPT_TTL_MS - 1)
    expect(loadAttempt(staleIntent)).toBeNull()
    expect(attemptFor(staleIntent, plan).setupKey).not.toBe(stale.setupKey)
  })

  it('keeps a sent attempt past half an hour: its outcome must be known before another order', () => {
    const longAgo = Date.now() - ATTEMPT_TTL_MS - 60_000
    const sent = saveAttempt({
      ...attemptFor(intent, plan, longAgo),
      orderId: 'ord-1',
      payment: 'sent',
      sentAt: longAgo,
    })
    expect(attemptFor(intent, plan).setupKey).toBe(sent.setupKey)
  })

  it('gives the next payment a new key once one ended, and finds an attempt by its payment', () => {
    const attempt = markSent({ ...attemptFor(intent, plan), orderId: 'ord-1', paymentId: 'pay-1' })
    expect(attempt.payment).toBe('sent')
    const ended = endPayment(attempt)
    expect(ended.payKey).not.toBe(attempt.payKey)
    expect(ended.setupKey).toBe(attempt.setupKey)
    expect(ended.payment).toBe('ended')
    expect(attemptOf({ paymentId: 'pay-1' })?.orderId).toBe('ord-1')
    expect(attemptOf({ orderId: 'ord-1' })).not.toBeNull()
    expect(attemptOf({ paymentId: 'pay-2' })).toBeNull()
  })

  it('a paid plan stays paid in any currency until the shopper buys it again', () => {
    const attempt = markSent({ ...attemptFor(intent, plan), orderId: 'ord-1', paymentId: 'pay-1' })
    markPaid(attempt, { orderId: 'ord-1', orderNo: 'RW-1', paymentId: 'pay-1' })
    expect(attemptFor(intent, plan).payment).toBe('paid')
    expect(paidAttemptFor('a@example.com', 'jp-data-5gb-30d')?.orderNo).toBe('RW-1')
    // The same plan in euros has not opened an order: it is the plan paid before.
    const inEuros = attemptFor(intentOf('a@example.com', 'jp-data-5gb-30d', 'EUR'), plan)
    expect(paidBefore(inEuros)?.orderNo).toBe('RW-1')
    expect(paidAttemptFor('a@example.com', 'jp-data-1gb-7d')).toBeNull()

    const fresh = buyAgain({ email: 'a@example.com', item: 'jp-data-5gb-30d', intent }, plan)
    expect(fresh).toMatchObject({ payment: 'open', orderId: null, previousOrderNo: 'RW-1' })
    expect(fresh.setupKey).not.toBe(attempt.setupKey)
    expect(paidAttemptFor('a@example.com', 'jp-data-5gb-30d')).toBeNull()
    expect(paidBefore(fresh)).toBeNull()
    // A second tab choosing "buy again" joins that new purchase instead of starting a third.
    expect(
      buyAgain({ email: 'a@example.com', item: 'jp-data-5gb-30d', intent }, plan).setupKey,
    ).toBe(fresh.setupKey)
  })

  it('tells other tabs about a change through the storage event', () => {
    let heard = 0
    const stop = subscribeAttempts(() => (heard += 1))
    attemptFor(intent, plan)
    expect(heard).toBe(1)
    window.dispatchEvent(new StorageEvent('storage', { key: 'rw_pay_attempts:checkout' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }))
    expect(heard).toBe(2)
    stop()
    attemptFor(intentOf('b@example.com', 'x', 'USD'), plan)
    expect(heard).toBe(2)
  })
})

describe('the way through /transit', () => {
  it("keeps the mock's transit query and hands the provider URL over in sessionStorage", () => {
    const path = transitPathFor(
      {
        paymentId: 'pay-1',
        url: '/transit?paymentId=pay-1&provider=paypal&purpose=ORDER',
        provider: 'paypal',
        purpose: 'ORDER',
      },
      'ja',
    )
    expect(path).toBe('/ja/transit?paymentId=pay-1&provider=paypal&purpose=ORDER')
    const live = transitPathFor(
      { paymentId: 'pay-2', url: 'https://pay.example/x?y=1', provider: '', purpose: 'TOPUP' },
      'en',
    )
    expect(live).toBe('/transit?paymentId=pay-2&provider=&purpose=TOPUP')
    expect(JSON.parse(sessionStorage.getItem('rw_transit:pay-2')!)).toBe(
      'https://pay.example/x?y=1',
    )
  })

  it('returns only inside the store, to the matching fail page on cancel', () => {
    const origin = window.location.origin
    expect(returnPathFrom(`${origin}/de/payment-success?paymentId=p`, 'paid')).toBe(
      '/de/payment-success?paymentId=p',
    )
    expect(returnPathFrom(`${origin}/payment-success?paymentId=p`, 'cancelled')).toBe(
      '/payment-fail?paymentId=p',
    )
    expect(returnPathFrom(`${origin}/paysuccess?orderId=o`, 'cancelled')).toBe(
      '/payment-fail?orderId=o',
    )
    expect(returnPathFrom(`${origin}/topupsuccess?paymentId=p`, 'cancelled')).toBe(
      '/topup-fail?paymentId=p',
    )
    expect(returnPathFrom('https://evil.example/payment-success', 'paid')).toBeNull()
    expect(returnPathFrom(null, 'paid')).toBeNull()
  })

  it('checks the status at once, then 1 to 3 seconds apart', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(checkDelayMs)).toEqual([0, 1000, 1500, 2000, 2500, 3000, 3000])
  })
})
