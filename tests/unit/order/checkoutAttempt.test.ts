import { describe, expect, it } from 'vitest'
import { ATTEMPT_TTL_MS } from '../../../src/features/order/payment/attemptStore'
import {
  attemptFor,
  attemptOf,
  endPayment,
  intentOf,
  loadAttempt,
  saveAttempt,
} from '../../../src/features/order/checkout/attempt'
import { returnPathFrom, transitPathFor } from '../../../src/features/order/payment/transitHandoff'
import { checkDelayMs } from '../../../src/features/order/payment/useResultPolling'

const plan = {
  area: { type: 'COUNTRY' as const, code: 'JP', name: 'Japan' },
  package: { type: 'DATA' as const, dataMb: 5120, days: 30 },
}

describe('checkout attempts (idempotency keys in sessionStorage)', () => {
  it('keeps the keys for the same plan and currency, across a reload', () => {
    const first = attemptFor(intentOf('a@example.com', 'jp-data-5gb-30d', 'USD'), plan)
    const again = attemptFor(intentOf('a@example.com', 'jp-data-5gb-30d', 'USD'), plan)
    expect(again.setupKey).toBe(first.setupKey)
    expect(again.payKey).toBe(first.payKey)
    expect(JSON.parse(sessionStorage.getItem('rw_checkout_attempt')!).setupKey).toBe(first.setupKey)
  })

  it('starts afresh for another plan, currency or shopper, or after half an hour', () => {
    const first = attemptFor(intentOf('a@example.com', 'jp-data-5gb-30d', 'USD'), plan)
    expect(attemptFor(intentOf('b@example.com', 'jp-data-5gb-30d', 'USD'), plan).setupKey).not.toBe(
      first.setupKey,
    )
    expect(attemptFor(intentOf('a@example.com', 'jp-data-5gb-30d', 'EUR'), plan).setupKey).not.toBe(
      first.setupKey,
    )
    const stale = attemptFor(
      intentOf('a@example.com', 'jp-data-1gb-7d', 'USD'),
      plan,
      Date.now() - ATTEMPT_TTL_MS - 1,
    )
    expect(loadAttempt()).toBeNull()
    expect(attemptFor(intentOf('a@example.com', 'jp-data-1gb-7d', 'USD'), plan).setupKey).not.toBe(
      stale.setupKey,
    )
  })

  it('gives the next payment a new key once one ended, and finds an attempt by its payment', () => {
    const attempt = saveAttempt({
      ...attemptFor(intentOf('a@example.com', 'jp-data-5gb-30d', 'USD'), plan),
      orderId: 'ord-1',
      paymentId: 'pay-1',
      payment: 'sent',
    })
    const ended = endPayment(attempt)
    expect(ended.payKey).not.toBe(attempt.payKey)
    expect(ended.setupKey).toBe(attempt.setupKey)
    expect(ended.payment).toBe('ended')
    expect(attemptOf({ paymentId: 'pay-1' })?.orderId).toBe('ord-1')
    expect(attemptOf({ orderId: 'ord-1' })).not.toBeNull()
    expect(attemptOf({ paymentId: 'pay-2' })).toBeNull()
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
