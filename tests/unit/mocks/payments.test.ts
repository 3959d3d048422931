import { describe, expect, it } from 'vitest'
import { formatPriceFromUsd } from '../../../src/shared/lib/money'
import {
  confirmPayOrder,
  executePayment,
  getAdyenPayParams,
  queryOrders,
  queryPayOrderStatus,
  queryPaymentMethods,
  queryPaymentStatus,
  queryTransactions,
  setupPayment,
} from '../../../src/api/endpoints/order'
import { submitRedeem } from '../../../src/api/endpoints/promo'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { MSG } from './failureSupport'
import { mockApi } from '../../support/mockApi'
import {
  advance,
  client,
  loginAsNewGuest,
  registerAndLogin,
  wireAccountClient,
} from './accountSupport'
import {
  BALANCE,
  CARD,
  CARDS,
  GOOGLE_PAY,
  PAYPAL,
  PLAN,
  RETURN_URL,
  cardData,
  findOrder,
  missing,
  newKey,
  payByCard,
  pollUntilFinal,
  priceOf,
  refused,
  KIT_EMAIL,
  setupPlan,
  CONSENT,
  providerAnswer,
} from './orderSupport'

wireAccountClient()

const unavailable = {
  code: ERROR_CODES.paymentUnavailable,
  msg: 'Payment is unavailable, please contact customer service.',
}

describe('POST /v1.1/query/payments', () => {
  it('lists same-page ids 5 and 6 and redirect methods; credit only for an account', async () => {
    const anonymous = await queryPaymentMethods('TOPUP', 'USD')
    expect(anonymous.map((method) => method.id)).toEqual([1, 2, 5, 6])
    expect(anonymous.find((method) => method.id === 5)?.kind).toBe('CARD')

    await loginAsNewGuest()
    expect((await queryPaymentMethods('ORDER', 'EUR')).map((method) => method.kind)).not.toContain(
      'BALANCE',
    )

    await registerAndLogin('buyer@example.com')
    const forOrder = await queryPaymentMethods('ORDER', 'USD')
    expect(forOrder.at(-1)).toEqual({ id: BALANCE, name: 'Account credit', kind: 'BALANCE' })
    expect((await queryPaymentMethods('TOPUP', 'USD')).map((method) => method.id)).toContain(
      BALANCE,
    )
    expect((await queryPaymentMethods('CREDIT', 'USD')).map((method) => method.id)).not.toContain(
      BALANCE,
    )
  })

  it('refuses an unknown purpose or currency', async () => {
    await expect(queryPaymentMethods('GIFT' as 'ORDER', 'USD')).rejects.toMatchObject(
      refused('badPurpose'),
    )
    await expect(queryPaymentMethods('ORDER', 'XXX')).rejects.toMatchObject(refused('badCurrency'))
  })
})

describe('checkout with a card (ids 5 and 6)', () => {
  it('needs a session', async () => {
    await expect(setupPlan(CARD)).rejects.toMatchObject({ code: ERROR_CODES.unauthorized })
  })

  it('opens an UNPAID order, gives the Adyen parameters, and the success card pays it', async () => {
    await loginAsNewGuest()
    const setup = await setupPlan(CARD, 'JPY')
    expect(setup).toMatchObject({ amountUsd: priceOf(PLAN), currency: 'JPY' })
    expect(setup.orderNo).toMatch(/^RW\d{14}$/)
    expect(await findOrder(setup.orderId)).toMatchObject({
      paymentStatus: 'UNPAID',
      iccid: '',
      currency: 'JPY',
    })

    const params = await getAdyenPayParams(setup.paymentId)
    expect(params.amount).toEqual({ value: Math.round(priceOf(PLAN) * 147.8), currency: 'JPY' })
    // Charged is what the checkout shows: "¥1,234.00" is exactly 1234 yen (issue 33.3).
    const shown = formatPriceFromUsd(priceOf(PLAN), { code: 'JPY', rate: 147.8 }, 'en')
    expect(shown).toBe(`¥${params.amount.value.toLocaleString('en')}.00`)
    expect(params).toMatchObject({ countryCode: 'US', shopperLocale: 'en-US' })
    expect(params.paymentMethodsResponse).toHaveProperty('paymentMethods')

    const execution = await executePayment({
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: RETURN_URL,
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    })
    expect(execution).toEqual({
      paymentId: setup.paymentId,
      status: 'SUCCEEDED',
      action: { type: 'NONE' },
    })
    expect(await queryPaymentStatus(setup.paymentId)).toMatchObject({
      status: 'SUCCEEDED',
      orderId: setup.orderId,
      orderNo: setup.orderNo,
      failureReason: null,
    })
    const order = await findOrder(setup.orderId)
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      state: 'VALID',
      installStatus: 'UNDOWNLOAD',
      expiresAt: null,
      usedMb: 0,
    })
    expect(order.iccid).toMatch(/^89\d{17,18}$/)
  })

  it('declines 4000 0000 0000 0002 with a reason, and a retry of the payment may then succeed', async () => {
    await loginAsNewGuest()
    const { setup, execution } = await payByCard(CARDS.declined)
    expect(execution.status).toBe('FAILED')
    expect(await queryPaymentStatus(setup.paymentId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'Your card issuer refused the payment',
    })
    expect((await findOrder(setup.orderId)).paymentStatus).toBe('UNPAID')

    const retry = await executePayment({
      paymentId: setup.paymentId,
      paymentMethodId: GOOGLE_PAY,
      returnUrl: RETURN_URL,
      paymentData: {
        paymentMethod: { type: 'googlepay', encryptedCardNumber: 'test_4111111111111111' },
      },
      idempotencyKey: newKey(),
    })
    expect(retry.status).toBe('SUCCEEDED')
    expect((await findOrder(setup.orderId)).paymentStatus).toBe('PAID')
  })

  it('refuses missing or invalid card numbers without touching the payment', async () => {
    await loginAsNewGuest()
    const setup = await setupPlan(CARD)
    const base = { paymentId: setup.paymentId, paymentMethodId: CARD, returnUrl: RETURN_URL }
    await expect(executePayment({ ...base, idempotencyKey: newKey() })).rejects.toMatchObject(
      refused('cardMissing'),
    )
    await expect(
      executePayment({
        ...base,
        paymentData: cardData('4111 1111 1111 1112'),
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject(refused('cardInvalid'))
    const other = await executePayment({
      ...base,
      paymentData: cardData('4242 4242 4242 4242'),
      idempotencyKey: newKey(),
    })
    expect(other.status).toBe('FAILED')
  })

  it('asks for a 3-D Secure challenge with 4000 0000 0000 3220, then pays on AUTHORISED', async () => {
    await loginAsNewGuest()
    const { setup, execution } = await payByCard(CARDS.challenge)
    expect(execution.status).toBe('PENDING')
    expect(execution.action).toMatchObject({
      type: 'ADYEN_ACTION',
      action: { type: 'threeDS2', subtype: 'challenge' },
    })
    expect((await queryPaymentStatus(setup.paymentId)).status).toBe('PENDING')

    const done = await executePayment({
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: RETURN_URL,
      paymentData: await providerAnswer(setup.paymentId, 'AUTHORISED'),
      idempotencyKey: newKey(),
    })
    expect(done).toMatchObject({ status: 'SUCCEEDED', action: { type: 'NONE' } })
    expect((await findOrder(setup.orderId)).paymentStatus).toBe('PAID')
  })

  it('fails a refused challenge, and the challenge can also be finished through payOrder/confirm', async () => {
    await loginAsNewGuest()
    const first = await payByCard(CARDS.challenge)
    await executePayment({
      paymentId: first.setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: RETURN_URL,
      paymentData: await providerAnswer(first.setup.paymentId, 'REFUSED'),
      idempotencyKey: newKey(),
    })
    expect(await queryPaymentStatus(first.setup.paymentId)).toMatchObject({
      status: 'FAILED',
      failureReason: MSG.challengeFailed,
    })

    const second = await payByCard(CARDS.challenge)
    const done = await confirmPayOrder({
      orderId: second.setup.orderId,
      paymentMethodId: CARD,
      currency: 'USD',
      consent: CONSENT,
      returnUrl: RETURN_URL,
      paymentData: await providerAnswer(second.setup.paymentId, 'AUTHORISED'),
      idempotencyKey: newKey(),
    })
    expect(done.status).toBe('SUCCEEDED')
  })

  it('cancels a challenge nobody finishes after 30 minutes', async () => {
    await loginAsNewGuest()
    const { setup } = await payByCard(CARDS.challenge)
    advance(30 * 60_000)
    expect(await queryPaymentStatus(setup.paymentId)).toMatchObject({
      status: 'CANCELLED',
      failureReason: MSG.abandoned,
    })
  })
})

describe('verdicts come only from the provider (issue 46.1)', () => {
  const forged = { details: { result: 'AUTHORISED' } }

  it('leaves a PayPal payment nobody approved pending when the client declares it paid', async () => {
    await loginAsNewGuest()
    const setup = await setupPlan(PAYPAL)
    await executePayment({
      paymentId: setup.paymentId,
      paymentMethodId: PAYPAL,
      returnUrl: RETURN_URL,
      idempotencyKey: newKey(),
    })
    for (const paymentData of [forged, { details: { redirectResult: 'psp_made_up' } }]) {
      await expect(
        executePayment({
          paymentId: setup.paymentId,
          paymentMethodId: PAYPAL,
          returnUrl: RETURN_URL,
          paymentData,
          idempotencyKey: newKey(),
        }),
      ).rejects.toMatchObject(refused('badDetails'))
    }
    expect((await queryPaymentStatus(setup.paymentId)).status).toBe('PENDING')
    expect((await findOrder(setup.orderId)).paymentStatus).toBe('UNPAID')
  })

  it('skips no 3-D Secure challenge, and takes no answer issued for another payment', async () => {
    await loginAsNewGuest()
    const first = await payByCard(CARDS.challenge)
    const second = await payByCard(CARDS.challenge)
    await expect(
      executePayment({
        paymentId: first.setup.paymentId,
        paymentMethodId: CARD,
        returnUrl: RETURN_URL,
        paymentData: forged,
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject(refused('badDetails'))
    const othersAnswer = await providerAnswer(second.setup.paymentId, 'AUTHORISED')
    await expect(
      executePayment({
        paymentId: first.setup.paymentId,
        paymentMethodId: CARD,
        returnUrl: RETURN_URL,
        paymentData: othersAnswer,
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject(refused('badDetails'))
    expect((await queryPaymentStatus(first.setup.paymentId)).status).toBe('PENDING')
    expect((await findOrder(first.setup.orderId)).paymentStatus).toBe('UNPAID')
    // The provider's own answer is spent once: the second payment still settles with it.
    const done = await executePayment({
      paymentId: second.setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: RETURN_URL,
      paymentData: othersAnswer,
      idempotencyKey: newKey(),
    })
    expect(done.status).toBe('SUCCEEDED')
  })

  it('answers as the provider only for a payment waiting on it', async () => {
    await loginAsNewGuest()
    const { setup } = await payByCard(CARDS.success)
    await expect(providerAnswer(setup.paymentId, 'AUTHORISED')).rejects.toMatchObject(
      refused('notAwaiting'),
    )
    await expect(providerAnswer('pay_unknown', 'AUTHORISED')).rejects.toMatchObject(
      refused('notAwaiting'),
    )
  })
})

describe('checkout through a redirect method', () => {
  async function redirectPayment() {
    const setup = await setupPlan(PAYPAL)
    const execution = await executePayment({
      paymentId: setup.paymentId,
      paymentMethodId: PAYPAL,
      returnUrl: RETURN_URL,
      idempotencyKey: newKey(),
    })
    return { setup, execution }
  }

  it('sends the shopper to /transit, then reads PENDING for two polls before SUCCEEDED', async () => {
    await loginAsNewGuest()
    const { setup, execution } = await redirectPayment()
    expect(execution.status).toBe('PENDING')
    expect(execution.action.type).toBe('REDIRECT')
    const url = new URL((execution.action as { url: string }).url, 'https://store.example')
    expect(url.pathname).toBe('/transit')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      paymentId: setup.paymentId,
      provider: 'paypal',
      purpose: 'ORDER',
      returnUrl: RETURN_URL,
    })
    // Before the provider answers, the payment waits.
    expect((await queryPaymentStatus(setup.paymentId)).status).toBe('PENDING')

    const back = await executePayment({
      paymentId: setup.paymentId,
      paymentMethodId: PAYPAL,
      returnUrl: RETURN_URL,
      paymentData: await providerAnswer(setup.paymentId, 'AUTHORISED'),
      idempotencyKey: newKey(),
    })
    expect(back).toMatchObject({ status: 'PENDING', action: { type: 'NONE' } })
    expect(await pollUntilFinal(setup.paymentId)).toEqual(['PENDING', 'PENDING', 'SUCCEEDED'])
    expect((await findOrder(setup.orderId)).paymentStatus).toBe('PAID')
  })

  it('settles 1.5 s after the provider answered, whoever reads first', async () => {
    await loginAsNewGuest()
    const { setup } = await redirectPayment()
    await confirmPayOrder({
      orderId: setup.orderId,
      paymentMethodId: PAYPAL,
      currency: 'USD',
      consent: CONSENT,
      returnUrl: RETURN_URL,
      paymentData: await providerAnswer(setup.paymentId, 'REFUSED'),
      idempotencyKey: newKey(),
    })
    advance(1500)
    expect(await queryPayOrderStatus(setup.orderId)).toMatchObject({
      paymentId: setup.paymentId,
      status: 'FAILED',
      failureReason: MSG.providerDeclined,
    })
  })

  it('refuses a redirect without a usable returnUrl', async () => {
    await loginAsNewGuest()
    const setup = await setupPlan(PAYPAL)
    await expect(
      executePayment({
        paymentId: setup.paymentId,
        paymentMethodId: PAYPAL,
        returnUrl: 'javascript:alert(1)',
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject(refused('badReturnUrl'))
  })
})

describe('paying with account credit', () => {
  it('spends the balance once and records a PURCHASE; too little credit is refused', async () => {
    const { email } = await registerAndLogin('credit@example.com')
    await submitRedeem(email, 'TRAVEL10')
    const cheap = mockApi.db.catalogue.packages
      .filter((pkg) => pkg.priceUsd <= 10)
      .sort((a, b) => a.priceUsd - b.priceUsd)[0]!
    const setup = await setupPayment(
      { type: 'PACKAGE', packageId: cheap.packageId },
      BALANCE,
      'USD',
      newKey(),
      KIT_EMAIL,
      CONSENT,
    )
    const request = {
      paymentId: setup.paymentId,
      paymentMethodId: BALANCE,
      returnUrl: RETURN_URL,
      idempotencyKey: newKey(),
    }
    expect(await executePayment(request)).toMatchObject({
      status: 'SUCCEEDED',
      action: { type: 'NONE' },
    })
    // The same key replays; a new key on a paid payment changes nothing either.
    expect((await executePayment(request)).status).toBe('SUCCEEDED')
    expect((await executePayment({ ...request, idempotencyKey: newKey() })).status).toBe(
      'SUCCEEDED',
    )
    const balance = Math.round((10 - cheap.priceUsd) * 100) / 100
    expect(mockApi.db.data.balancesUsd[email]).toBe(balance)
    const history = await queryTransactions(1, 10)
    expect(history.list.map((item) => item.type)).toEqual(['PURCHASE', 'REDEEM'])
    expect(history.list[0]).toMatchObject({
      amountUsd: -cheap.priceUsd,
      balanceAfterUsd: balance,
      orderNo: setup.orderNo,
    })

    const dear = mockApi.db.catalogue.packages.find((pkg) => pkg.priceUsd > 20)!
    const second = await setupPayment(
      { type: 'PACKAGE', packageId: dear.packageId },
      BALANCE,
      'USD',
      newKey(),
      KIT_EMAIL,
      CONSENT,
    )
    await expect(
      executePayment({ ...request, paymentId: second.paymentId, idempotencyKey: newKey() }),
    ).rejects.toMatchObject(refused('balanceTooLow'))
  })

  it('is not for guests', async () => {
    await loginAsNewGuest()
    await expect(setupPlan(BALANCE)).rejects.toMatchObject(refused('needsAccount'))
  })
})

describe('idempotency (docs/api.md 1.8)', () => {
  it('one key is one order and one charge, however often it is sent', async () => {
    await loginAsNewGuest()
    const key = newKey()
    const first = await setupPlan(CARD, 'USD', key)
    const again = await setupPlan(CARD, 'USD', key)
    expect(again).toEqual(first)
    expect((await queryOrders('CURRENT', 1, 10)).total).toBe(1)

    const request = {
      paymentId: first.paymentId,
      paymentMethodId: CARD,
      returnUrl: RETURN_URL,
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    }
    const paid = await executePayment(request)
    expect(await executePayment(request)).toEqual(paid)
    const charges = mockApi.db.data.payments.filter(
      (payment) => payment.targetId === first.orderId && payment.chargedAt !== null,
    )
    expect(charges).toHaveLength(1)
  })

  it('refuses a key reused for another body, and a missing key', async () => {
    await loginAsNewGuest()
    const key = newKey()
    await setupPlan(CARD, 'USD', key)
    await expect(setupPlan(CARD, 'EUR', key)).rejects.toMatchObject(refused('keyReused'))
    await expect(setupPlan(CARD, 'USD', '')).rejects.toMatchObject(refused('keyRequired'))
  })

  it('keeps no card number: the store holds a hash of each request, and still tells them apart', async () => {
    await loginAsNewGuest()
    const setup = await setupPlan(CARD)
    const key = newKey()
    const request = {
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: RETURN_URL,
      paymentData: cardData(CARDS.declined),
      idempotencyKey: key,
    }
    const declined = await executePayment(request)
    expect(await executePayment(request)).toEqual(declined)
    // Another card under the same key is another request, though neither number is stored.
    await expect(
      executePayment({ ...request, paymentData: cardData(CARDS.success) }),
    ).rejects.toMatchObject(refused('keyReused'))

    const saved = JSON.stringify(mockApi.db.data)
    for (const number of [CARDS.declined, CARDS.success]) {
      expect(saved).not.toContain(number.replace(/ /g, ''))
      expect(saved).not.toContain(number)
    }
    for (const record of Object.values(mockApi.db.data.idempotency)) {
      expect(record.fingerprint).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it('never charges a paid order twice through payOrder/confirm', async () => {
    await loginAsNewGuest()
    const { setup } = await payByCard(CARDS.success)
    await expect(
      confirmPayOrder({
        orderId: setup.orderId,
        paymentMethodId: CARD,
        currency: 'USD',
        consent: CONSENT,
        returnUrl: RETURN_URL,
        paymentData: cardData(CARDS.success),
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject(refused('alreadyPaid'))
  })
})

describe('payOrder: paying an order left unpaid', () => {
  it('opens and executes a new payment; its status follows the order', async () => {
    await loginAsNewGuest()
    const { setup } = await payByCard(CARDS.declined)
    const execution = await confirmPayOrder({
      orderId: setup.orderId,
      paymentMethodId: CARD,
      currency: 'EUR',
      consent: CONSENT,
      returnUrl: RETURN_URL,
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    })
    expect(execution.status).toBe('SUCCEEDED')
    expect(execution.paymentId).not.toBe(setup.paymentId)
    expect(await queryPayOrderStatus(setup.orderId)).toMatchObject({
      paymentId: execution.paymentId,
      status: 'SUCCEEDED',
      currency: 'EUR',
    })
  })

  it('hides other shoppers’ orders and payments', async () => {
    await loginAsNewGuest()
    const { setup } = await payByCard(CARDS.declined)
    await loginAsNewGuest()
    await expect(queryPaymentStatus(setup.paymentId)).rejects.toMatchObject(missing('noPayment'))
    await expect(queryPayOrderStatus(setup.orderId)).rejects.toMatchObject(missing('noOrder'))
    await expect(getAdyenPayParams(setup.paymentId)).rejects.toMatchObject(missing('noPayment'))
  })
})

describe('RT_NOBEL_ERROR_10031', () => {
  it('answers setup, execute and confirm while settings.paymentUnavailable is on', async () => {
    await loginAsNewGuest()
    const setup = await setupPlan(CARD)
    mockApi.db.data.settings.paymentUnavailable = true
    const key = newKey()
    await expect(setupPlan(CARD, 'USD', key)).rejects.toMatchObject(unavailable)
    const execute = {
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: RETURN_URL,
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    }
    await expect(executePayment(execute)).rejects.toMatchObject(unavailable)
    await expect(
      confirmPayOrder({ ...execute, orderId: setup.orderId, currency: 'USD', consent: CONSENT }),
    ).rejects.toMatchObject(unavailable)

    // Refusals are not remembered: the same keys work once payments are back.
    mockApi.db.data.settings.paymentUnavailable = false
    await expect(setupPlan(CARD, 'USD', key)).resolves.toHaveProperty('paymentId')
    expect((await executePayment(execute)).status).toBe('SUCCEEDED')
  })

  it('is off by default and restored by db.reset()', () => {
    mockApi.db.data.settings.paymentUnavailable = true
    mockApi.db.reset()
    expect(mockApi.db.data.settings.paymentUnavailable).toBe(false)
    expect(client.token).toBe('')
  })
})

describe('the install kit by email (issue 14.10)', () => {
  it('asks a guest where to send the eSIM, by the SPEC 5 rule', async () => {
    await loginAsNewGuest()
    const plan = { type: 'PACKAGE' as const, packageId: PLAN }
    await expect(setupPayment(plan, CARD, 'USD', newKey())).rejects.toMatchObject(
      refused('deliveryEmailInvalid'),
    )
    await expect(setupPayment(plan, CARD, 'USD', newKey(), 'ada@example')).rejects.toMatchObject(
      refused('deliveryEmailInvalid'),
    )
    expect(mockApi.db.data.orders.filter((order) => order.email.includes('guest'))).toEqual([])
  })

  it('sells an eSIM only to a buyer who asked for immediate delivery (issue 45.3)', async () => {
    await loginAsNewGuest()
    const plan = { type: 'PACKAGE' as const, packageId: PLAN }
    await expect(setupPayment(plan, CARD, 'USD', newKey(), KIT_EMAIL)).rejects.toMatchObject(
      refused('consentMissing'),
    )
    await expect(
      setupPayment(plan, CARD, 'USD', newKey(), KIT_EMAIL, { immediateDelivery: false }),
    ).rejects.toMatchObject(refused('consentMissing'))
    expect(mockApi.db.data.orders.filter((order) => order.email.includes('guest'))).toEqual([])
    const { setup } = await payByCard(CARDS.declined)
    await expect(
      confirmPayOrder({
        orderId: setup.orderId,
        paymentMethodId: CARD,
        currency: 'USD',
        returnUrl: RETURN_URL,
        paymentData: cardData(CARDS.success),
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject(refused('consentMissing'))
  })

  it('mails a guest the kit once the order is paid, and the status says where it went', async () => {
    await loginAsNewGuest()
    const { setup } = await payByCard()
    const status = await queryPaymentStatus(setup.paymentId)
    expect(status).toMatchObject({ status: 'SUCCEEDED', kitSentTo: KIT_EMAIL })
    const order = mockApi.db.data.orders.find((item) => item.orderId === setup.orderId)!
    const [kit] = mockApi.db.data.inbox
    expect(kit).toEqual({
      kind: 'INSTALL_KIT',
      email: KIT_EMAIL,
      orderId: order.orderId,
      orderNo: order.orderNo,
      smdpAddress: order.smdpAddress,
      activationCode: order.activationCode,
      qrPayload: `LPA:1$${order.smdpAddress}$${order.activationCode}`,
      sentAt: expect.any(String),
      deliveryConsentAt: expect.any(String),
    })
  })

  it('sends an account holder’s kit to the account email, whatever the request says', async () => {
    await registerAndLogin('buyer@example.com')
    const { setup } = await payByCard()
    expect(await queryPaymentStatus(setup.paymentId)).toMatchObject({
      kitSentTo: 'buyer@example.com',
    })
    expect(mockApi.db.data.inbox[0]).toMatchObject({
      kind: 'INSTALL_KIT',
      email: 'buyer@example.com',
    })
  })

  it('mails nothing for an order that is not paid', async () => {
    await loginAsNewGuest()
    const { setup } = await payByCard(CARDS.declined)
    expect(await queryPaymentStatus(setup.paymentId)).toMatchObject({ kitSentTo: null })
    expect(mockApi.db.data.inbox.some((mail) => mail.kind === 'INSTALL_KIT')).toBe(false)
  })
})
