import { describe, expect, it } from 'vitest'
import { pollUntilFinal } from '../../../src/features/order/wallet/pollStatus'
import {
  attemptFor,
  attemptOfPayment,
  loadAttempt,
  markPaid,
  removeAttempt,
  renewPayKeys,
  saveAttempt,
} from '../../../src/features/order/wallet/attempt'
import { ATTEMPT_TTL_MS, SETTLED_KEPT_MS } from '../../../src/features/order/payment/attemptStore'
import type { PaymentOutcome } from '../../../src/api/contract/order'

describe('pollUntilFinal', () => {
  it('asks until the payment is no longer PENDING, reporting each answer', async () => {
    const answers: PaymentOutcome[] = ['PENDING', 'PENDING', 'SUCCEEDED']
    const seen: [PaymentOutcome, number][] = []
    const result = await pollUntilFinal({
      query: async () => answers.shift()!,
      outcome: (answer) => answer,
      onAnswer: (answer, attempt) => seen.push([answer, attempt]),
      signal: new AbortController().signal,
      intervalMs: 1,
    })
    expect(result).toEqual({ final: true, answer: 'SUCCEEDED' })
    expect(seen).toEqual([
      ['PENDING', 1],
      ['PENDING', 2],
      ['SUCCEEDED', 3],
    ])
  })

  it('stops at the limit with the last answer', async () => {
    let calls = 0
    const result = await pollUntilFinal<PaymentOutcome>({
      query: async () => {
        calls += 1
        return 'PENDING'
      },
      outcome: (answer) => answer,
      onAnswer: () => {},
      signal: new AbortController().signal,
      intervalMs: 1,
      limit: 4,
    })
    expect(result).toEqual({ final: false, answer: 'PENDING' })
    expect(calls).toBe(4)
  })

  it('stops asking when the page goes away', async () => {
    const controller = new AbortController()
    let calls = 0
    const result = await pollUntilFinal<PaymentOutcome>({
      query: async () => {
        calls += 1
        if (calls === 2) controller.abort()
        return 'PENDING'
      },
      outcome: (answer) => answer,
      onAnswer: () => {},
      signal: controller.signal,
      intervalMs: 1,
    })
    expect(result.final).toBe(false)
    expect(calls).toBe(2)
  })
})

describe('payment attempts (shared by tabs in localStorage)', () => {
  it('keeps the keys for the same thing, whatever the method, and makes new ones for another', () => {
    const first = attemptFor('topup', 'iccid|pkg|USD')
    expect(attemptFor('topup', 'iccid|pkg|USD').keys).toEqual(first.keys)
    const other = attemptFor('topup', 'iccid|other|USD')
    expect(other.keys.create).not.toBe(first.keys.create)
    // Top-up and credit never share an attempt.
    expect(attemptFor('credit', 'iccid|other|USD').keys.setup).not.toBe(other.keys.setup)
    // Another tab reads the same keys from the same storage.
    const stored = JSON.parse(localStorage.getItem('rw_pay_attempts:topup')!) as {
      fingerprint: string
      keys: { execute: string }
    }[]
    expect(stored.find((item) => item.fingerprint === 'iccid|pkg|USD')?.keys.execute).toBe(
      first.keys.execute,
    )
  })

  it('forgets an abandoned attempt and renews only the pay keys after a decline', () => {
    const attempt = attemptFor('credit', 'me|credit-50|USD', Date.now() - ATTEMPT_TTL_MS - 1)
    expect(loadAttempt('credit', 'me|credit-50|USD')).toBeNull()
    const renewed = renewPayKeys('credit', { ...attempt, paymentId: 'pay-1', executed: true })
    expect(renewed.keys.setup).toBe(attempt.keys.setup)
    expect(renewed.keys.execute).not.toBe(attempt.keys.execute)
    expect(renewed.keys.details).not.toBe(attempt.keys.details)
    expect(renewed).toMatchObject({ paymentId: 'pay-1', executed: false })
    removeAttempt('credit', 'me|credit-50|USD')
    expect(loadAttempt('credit', 'me|credit-50|USD')).toBeNull()
  })

  it('keeps a sent or paid attempt for a day, so every tab still finds it', () => {
    const longAgo = Date.now() - ATTEMPT_TTL_MS - 60_000
    const attempt = attemptFor('topup', 'iccid|pkg|JPY', longAgo)
    saveAttempt('topup', { ...attempt, paymentId: 'pay-9', executed: true, sentAt: longAgo })
    expect(markPaid('topup', loadAttempt('topup', 'iccid|pkg|JPY')!).paidAt).not.toBeNull()
    expect(attemptOfPayment('topup', 'pay-9')?.fingerprint).toBe('iccid|pkg|JPY')
    saveAttempt('topup', { ...attempt, sentAt: Date.now() - SETTLED_KEPT_MS - 1 })
    expect(attemptOfPayment('topup', 'pay-9')).toBeNull()
  })
})
