import { describe, expect, it } from 'vitest'
import {
  createTopupOrder,
  executeTopupPayment,
  getAdyenPayParams,
  queryTopupOrder,
  queryTopupPaymentStatus,
  queryTransactions,
  setupTopup,
} from '../../../src/api/endpoints/order'
import { submitRedeem } from '../../../src/api/endpoints/promo'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { advanceOrder } from '../../../src/mocks/db/advanceOrder'
import { mockApi } from '../../support/mockApi'
import { client, loginAsNewGuest, registerAndLogin, wireAccountClient } from './accountSupport'
import {
  BALANCE,
  CARD,
  CARDS,
  KIT_EMAIL,
  PAYPAL,
  RETURN_URL,
  buyPlan,
  cardData,
  findOrder,
  missing,
  newKey,
  refused,
  providerAnswer,
} from './orderSupport'

wireAccountClient()

const TOPUP = 'jp-data-1gb-7d'

function signOut(): { token: string; email: string } {
  const saved = { token: client.token, email: client.email }
  client.token = ''
  client.email = ''
  return saved
}

async function startTopup(iccid: string, methodId = CARD) {
  const topup = await createTopupOrder(iccid, TOPUP, 'EUR', newKey())
  const setup = await setupTopup(topup.topupOrderId, methodId, newKey(), {
    immediateDelivery: true,
  })
  return { topup, setup }
}

describe('top-up by ICCID', () => {
  it('adds data to the same eSIM without a login, paid with a card', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    advanceOrder(mockApi.db, order.orderId, {
      state: 'INUSE',
      installStatus: 'ENABLED',
      usedMb: 4800,
    })
    const before = await findOrder(order.orderId)
    const session = signOut()

    const found = await queryTopupOrder(` ${order.iccid.slice(0, 10)} ${order.iccid.slice(10)} `)
    expect(found.order).toEqual(before)
    expect(found.packages.length).toBeGreaterThan(0)
    expect(
      found.packages.every((pkg) => pkg.areaId === order.area.areaId && pkg.type === 'DATA'),
    ).toBe(true)
    const pkg = found.packages.find((item) => item.packageId === TOPUP)!

    const { topup, setup } = await startTopup(order.iccid)
    expect(topup).toMatchObject({
      orderId: order.orderId,
      iccid: order.iccid,
      paymentStatus: 'UNPAID',
      priceUsd: pkg.priceUsd,
      currency: 'EUR',
    })
    expect(setup).toMatchObject({ topupOrderId: topup.topupOrderId, amountUsd: pkg.priceUsd })
    expect((await getAdyenPayParams(setup.paymentId)).amount.currency).toBe('EUR')

    const execution = await executeTopupPayment({
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: '/topup-success?paymentId=x',
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    })
    expect(execution.status).toBe('SUCCEEDED')
    expect(await queryTopupPaymentStatus(setup.paymentId)).toMatchObject({
      status: 'SUCCEEDED',
      topupOrderId: topup.topupOrderId,
      iccid: order.iccid,
      failureReason: null,
    })

    Object.assign(client, session)
    const after = await findOrder(order.orderId)
    expect(after.iccid).toBe(order.iccid)
    expect(after.totalMb).toBe(before.totalMb + pkg.dataMb)
    expect(Date.parse(after.expiresAt!) - Date.parse(before.expiresAt!)).toBe(pkg.days * 86_400_000)
    // The owner gets the confirmation with the consent on a durable medium (decision 040).
    const confirmation = mockApi.db.data.inbox.find((mail) => mail.kind === 'CONFIRMATION')
    expect(confirmation).toMatchObject({
      email: KIT_EMAIL,
      purpose: 'TOPUP',
      iccid: order.iccid,
      orderNo: order.orderNo,
      paymentId: setup.paymentId,
      deliveryConsentAt: expect.stringMatching(/^\d{4}-/),
    })
  })

  it('keeps the days of a top-up bought before the plan started, and starts them with it', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    expect((await findOrder(order.orderId)).expiresAt).toBeNull()
    const { setup } = await startTopup(order.iccid)
    const execution = await executeTopupPayment({
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: '/topup-success?paymentId=x',
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    })
    expect(execution.status).toBe('SUCCEEDED')
    const waiting = await findOrder(order.orderId)
    expect(waiting.expiresAt).toBeNull()
    const pkg = (await queryTopupOrder(order.iccid)).packages.find((p) => p.packageId === TOPUP)!
    const started = Date.now()
    const running = advanceOrder(mockApi.db, order.orderId, {
      state: 'INUSE',
      installStatus: 'ENABLED',
    })
    const days = (Date.parse(running.expiresAt!) - started) / 86_400_000
    expect(Math.round(days)).toBe(order.package.days + pkg.days)
  })

  it('brings a finished eSIM back to INUSE, through a redirect with two pending polls', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    advanceOrder(mockApi.db, order.orderId, { state: 'USAGE_FINISHED', installStatus: 'ENABLED' })
    const { setup } = await startTopup(order.iccid, PAYPAL)
    const execution = await executeTopupPayment({
      paymentId: setup.paymentId,
      paymentMethodId: PAYPAL,
      returnUrl: '/topup-success?paymentId=x',
      idempotencyKey: newKey(),
    })
    expect(execution.action).toMatchObject({ type: 'REDIRECT' })
    expect((execution.action as { url: string }).url).toContain('purpose=TOPUP')
    await executeTopupPayment({
      paymentId: setup.paymentId,
      paymentMethodId: PAYPAL,
      returnUrl: '/topup-success?paymentId=x',
      paymentData: await providerAnswer(setup.paymentId, 'AUTHORISED'),
      idempotencyKey: newKey(),
    })
    const statuses = []
    for (let i = 0; i < 3; i += 1)
      statuses.push((await queryTopupPaymentStatus(setup.paymentId)).status)
    expect(statuses).toEqual(['PENDING', 'PENDING', 'SUCCEEDED'])
    expect((await findOrder(order.orderId)).state).toBe('INUSE')
  })

  it('pays with credit only for an account session', async () => {
    const { email } = await registerAndLogin('topup@example.com')
    await submitRedeem(email, 'TRAVEL10')
    const order = await buyPlan()
    const { setup } = await startTopup(order.iccid, BALANCE)
    await executeTopupPayment({
      paymentId: setup.paymentId,
      paymentMethodId: BALANCE,
      returnUrl: RETURN_URL,
      idempotencyKey: newKey(),
    })
    const history = await queryTransactions(1, 5)
    expect(history.list[0]).toMatchObject({ type: 'TOPUP', amountUsd: -setup.amountUsd })

    signOut()
    const topup = await createTopupOrder(order.iccid, TOPUP, 'USD', newKey())
    await expect(
      setupTopup(topup.topupOrderId, BALANCE, newKey(), { immediateDelivery: true }),
    ).rejects.toMatchObject(refused('needsAccount'))
  })

  it('refuses bad, unknown, refunded, expired and deleted eSIMs, and foreign plans', async () => {
    await expect(queryTopupOrder('1234')).rejects.toMatchObject(refused('badIccid'))
    await expect(queryTopupOrder('8901000000000000000')).rejects.toMatchObject(missing('noIccid'))
    await loginAsNewGuest()
    const expired = await buyPlan()
    advanceOrder(mockApi.db, expired.orderId, { state: 'EXPIRED' })
    await expect(queryTopupOrder(expired.iccid)).rejects.toMatchObject(refused('iccidExpired'))
    const deleted = await buyPlan()
    advanceOrder(mockApi.db, deleted.orderId, { installStatus: 'DELETED' })
    await expect(queryTopupOrder(deleted.iccid)).rejects.toMatchObject(refused('iccidDeleted'))
    const refunded = await buyPlan()
    mockApi.db.data.orders.find((item) => item.orderId === refunded.orderId)!.paymentStatus =
      'REFUNDED'
    await expect(queryTopupOrder(refunded.iccid)).rejects.toMatchObject(refused('iccidRefunded'))
    const fine = await buyPlan()
    await expect(
      createTopupOrder(fine.iccid, 'us-data-10gb-30d', 'USD', newKey()),
    ).rejects.toMatchObject(refused('topupPackage'))
  })

  it('opens a top-up payment only for a buyer who asked for immediate delivery (45.3)', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    const topup = await createTopupOrder(order.iccid, TOPUP, 'USD', newKey())
    await expect(setupTopup(topup.topupOrderId, CARD, newKey())).rejects.toMatchObject(
      refused('consentMissing'),
    )
    await expect(
      setupTopup(topup.topupOrderId, CARD, newKey(), { immediateDelivery: true }),
    ).resolves.toHaveProperty('paymentId')
  })

  it('answers 10031 while payments are off, and never pays a top-up twice', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    const topup = await createTopupOrder(order.iccid, TOPUP, 'USD', newKey())
    mockApi.db.data.settings.paymentUnavailable = true
    await expect(
      setupTopup(topup.topupOrderId, CARD, newKey(), { immediateDelivery: true }),
    ).rejects.toMatchObject({
      code: ERROR_CODES.paymentUnavailable,
    })
    mockApi.db.data.settings.paymentUnavailable = false
    const setup = await setupTopup(topup.topupOrderId, CARD, newKey(), { immediateDelivery: true })
    const request = {
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: RETURN_URL,
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    }
    await executeTopupPayment(request)
    await executeTopupPayment(request)
    await executeTopupPayment({ ...request, idempotencyKey: newKey() })
    const after = await findOrder(order.orderId)
    expect(after.totalMb).toBe(order.totalMb + 1024)
    await expect(
      setupTopup(topup.topupOrderId, CARD, newKey(), { immediateDelivery: true }),
    ).rejects.toMatchObject(refused('topupPaid'))
  })
})
