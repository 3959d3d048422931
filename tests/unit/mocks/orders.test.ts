import { describe, expect, it } from 'vitest'
import {
  executePayment,
  loadEsimResource,
  queryOrders,
  queryTransactions,
  refundOrder,
  setupPayment,
} from '../../../src/api/endpoints/order'
import { createOrderReview, queryReviews, submitRedeem } from '../../../src/api/endpoints/promo'
import type { OrderDto } from '../../../src/api/contract/order'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { advanceOrder } from '../../../src/mocks/db/advanceOrder'
import { seedDemoOrders } from '../../../src/mocks/db/seedOrders'
import { mockApi } from '../../support/mockApi'
import { advance, loginAsNewGuest, registerAndLogin, wireAccountClient } from './accountSupport'
import {
  BALANCE,
  CARDS,
  RETURN_URL,
  buyPlan,
  findOrder,
  missing,
  newKey,
  payByCard,
  refused,
  KIT_EMAIL,
  CONSENT,
} from './orderSupport'

wireAccountClient()

/** SPEC 4.1, written out here so the seed is checked against the spec, not against itself. */
function labelOf(order: OrderDto): string {
  if (order.paymentStatus === 'REFUNDED') return 'Refunded'
  if (order.paymentStatus === 'REFUNDING') return 'Refunding'
  if (order.state === 'TIME_FINISHED') return 'Time finished'
  if (order.state === 'USAGE_FINISHED') return 'Usage finished'
  if (order.state === 'EXPIRED') return 'Expired'
  if (order.paymentStatus === 'PAID' && order.state === 'VALID') {
    if (order.installStatus === 'UNDOWNLOAD') return 'Undownload'
    if (order.installStatus === 'DELETED') return 'Deleted'
    return 'Inactive'
  }
  if (order.paymentStatus === 'PAID' && order.state === 'INUSE') {
    if (order.installStatus === 'DELETED') return 'Deleted'
    if (order.installStatus === 'UNDOWNLOAD') return 'Undownload'
    return 'Active'
  }
  return 'Unpaid'
}

describe('POST /v3/query/orders', () => {
  it('shows the demo orders in every label of SPEC 4.1, split into the two tabs', async () => {
    const { email } = await registerAndLogin('orders@example.com')
    seedDemoOrders(mockApi.db, email)
    const current = await queryOrders('CURRENT', 1, 50)
    const past = await queryOrders('PAST', 1, 50)
    expect(current.total + past.total).toBe(12)
    expect(new Set([...current.list, ...past.list].map(labelOf))).toEqual(
      new Set([
        'Unpaid',
        'Undownload',
        'Inactive',
        'Deleted',
        'Active',
        'Time finished',
        'Usage finished',
        'Expired',
        'Refunding',
        'Refunded',
      ]),
    )
    for (const order of current.list) {
      expect(order.paymentStatus === 'UNPAID' || ['VALID', 'INUSE'].includes(order.state)).toBe(
        true,
      )
      expect(['UNPAID', 'PAID']).toContain(order.paymentStatus)
    }
    expect(past.list.map(labelOf).sort()).toEqual(
      ['Expired', 'Refunded', 'Refunding', 'Time finished', 'Usage finished'].sort(),
    )
    const active = current.list.filter((order) => labelOf(order) === 'Active')
    expect(active.some((order) => order.usedMb / order.totalMb > 0.8)).toBe(true)
    expect(active.some((order) => Date.parse(order.expiresAt!) - Date.now() < 86_400_000)).toBe(
      true,
    )
  })

  it('pages newest first without overlap, and shows only the caller’s orders', async () => {
    const { email } = await registerAndLogin('pager@example.com')
    seedDemoOrders(mockApi.db, email)
    const first = await queryOrders('CURRENT', 1, 3)
    const second = await queryOrders('CURRENT', 2, 3)
    const third = await queryOrders('CURRENT', 3, 3)
    expect(first).toMatchObject({ total: 7, pageNum: 1, pageSize: 3 })
    expect(third.list).toHaveLength(1)
    const all = [...first.list, ...second.list, ...third.list]
    expect(new Set(all.map((order) => order.orderId)).size).toBe(7)
    const dates = all.map((order) => order.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect((await queryOrders('CURRENT', 4, 3)).list).toEqual([])

    await loginAsNewGuest()
    expect((await queryOrders('CURRENT', 1, 50)).total).toBe(0)
    expect((await queryOrders('PAST', 1, 50)).total).toBe(0)
  })

  it('refuses a bad tab or page and needs a session', async () => {
    await expect(queryOrders('CURRENT', 1, 10)).rejects.toMatchObject({
      code: ERROR_CODES.unauthorized,
    })
    await loginAsNewGuest()
    await expect(queryOrders('OLD' as 'PAST', 1, 10)).rejects.toMatchObject(refused('badTab'))
    await expect(queryOrders('PAST', 0, 10)).rejects.toMatchObject(refused('badPageNum'))
    await expect(queryOrders('PAST', 1, 51)).rejects.toMatchObject(refused('badPageSize'))
  })
})

describe('POST /v1/load/resource', () => {
  it('gives the owner of a paid order the install kit and marks it downloaded', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    const kit = await loadEsimResource(order.orderId)
    expect(kit.iccid).toBe(order.iccid)
    expect(kit.smdpAddress).toBe('smdp.esim-mock.example')
    expect(kit.lpaString).toBe(`LPA:1$${kit.smdpAddress}$${kit.activationCode}`)
    expect(kit.qrText).toBe(kit.lpaString)
    expect((await findOrder(order.orderId)).installStatus).toBe('DOWNLOAD')
    expect(await loadEsimResource(order.orderId)).toEqual(kit)

    await loginAsNewGuest()
    await expect(loadEsimResource(order.orderId)).rejects.toMatchObject(missing('noOrder'))
  })

  it('has nothing for an unpaid order', async () => {
    await loginAsNewGuest()
    const { setup } = await payByCard(CARDS.declined)
    await expect(loadEsimResource(setup.orderId)).rejects.toMatchObject(refused('notPaidResource'))
  })
})

describe('POST /v1/refund/order', () => {
  it('moves a fresh order to REFUNDING, replays the same key, and reads REFUNDED 3 s later', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    const key = newKey()
    const refunding = await refundOrder(order.orderId, 'Trip cancelled', key)
    expect(refunding).toMatchObject({ orderId: order.orderId, paymentStatus: 'REFUNDING' })
    expect(await refundOrder(order.orderId, 'Trip cancelled', key)).toEqual(refunding)
    // A second request with a new key changes nothing either.
    expect((await refundOrder(order.orderId, '', newKey())).paymentStatus).toBe('REFUNDING')
    expect((await queryOrders('PAST', 1, 10)).list[0]?.paymentStatus).toBe('REFUNDING')
    advance(3000)
    expect((await queryOrders('PAST', 1, 10)).list[0]?.paymentStatus).toBe('REFUNDED')
    await expect(loadEsimResource(order.orderId)).rejects.toMatchObject(refused('refundedResource'))
  })

  it('refuses installed, used, old, unpaid and other people’s orders', async () => {
    await loginAsNewGuest()
    const installed = await buyPlan()
    advanceOrder(mockApi.db, installed.orderId, { installStatus: 'INSTALLED' })
    await expect(refundOrder(installed.orderId, '', newKey())).rejects.toMatchObject(
      refused('refundInUse'),
    )
    const used = await buyPlan()
    advanceOrder(mockApi.db, used.orderId, { state: 'INUSE', installStatus: 'ENABLED' })
    await expect(refundOrder(used.orderId, '', newKey())).rejects.toMatchObject(
      refused('refundInUse'),
    )
    const old = await buyPlan()
    // Two visits 16 and 15 days apart: the session never sits idle for 30 days (docs/api.md 3).
    advance(16 * 86_400_000)
    await queryOrders('CURRENT', 1, 10)
    advance(15 * 86_400_000)
    await expect(refundOrder(old.orderId, '', newKey())).rejects.toMatchObject(
      refused('refundWindow'),
    )
    const { setup } = await payByCard(CARDS.declined)
    await expect(refundOrder(setup.orderId, '', newKey())).rejects.toMatchObject(
      refused('refundUnpaid'),
    )
    await expect(refundOrder(old.orderId, 'x'.repeat(501), newKey())).rejects.toMatchObject(
      refused('refundReasonTooLong'),
    )
    await loginAsNewGuest()
    await expect(refundOrder(old.orderId, '', newKey())).rejects.toMatchObject(missing('noOrder'))
  })

  it('gives a credit payment back to the balance with a REFUND transaction', async () => {
    const { email } = await registerAndLogin('refund@example.com')
    await submitRedeem(email, 'TRAVEL10')
    const plan = mockApi.db.catalogue.packages.find((pkg) => pkg.priceUsd <= 10)!
    const setup = await setupPayment(
      { type: 'PACKAGE', packageId: plan.packageId },
      BALANCE,
      'USD',
      newKey(),
      KIT_EMAIL,
      CONSENT,
    )
    await executePayment({
      paymentId: setup.paymentId,
      paymentMethodId: BALANCE,
      returnUrl: RETURN_URL,
      idempotencyKey: newKey(),
    })
    await refundOrder(setup.orderId, '', newKey())
    advance(3000)
    const history = await queryTransactions(1, 10)
    expect(history.list.map((item) => item.type)).toEqual(['REFUND', 'PURCHASE', 'REDEEM'])
    expect(history.list[0]).toMatchObject({ amountUsd: plan.priceUsd, balanceAfterUsd: 10 })
    expect(mockApi.db.data.balancesUsd[email]).toBe(10)
  })
})

describe('POST /v2/create/dataPlanOrderReviewed', () => {
  it('reviews an own paid order once; the order reads reviewed and the review is listed', async () => {
    await registerAndLogin('reviewer@example.com')
    const order = await buyPlan()
    const review = await createOrderReview(order.orderId, 4, '  Fast and easy  ')
    expect(review).toMatchObject({
      packageId: order.package.packageId,
      areaId: order.area.areaId,
      rating: 4,
      text: 'Fast and easy',
      author: '*****wer@*******.***',
    })
    expect((await findOrder(order.orderId)).reviewed).toBe(true)
    // Listed with the seeded ones (dated by their own clock, so look it up rather than first).
    const page = await queryReviews({ packageId: order.package.packageId }, 1, 50)
    expect(page.list.find((item) => item.reviewId === review.reviewId)).toEqual(review)
    await expect(createOrderReview(order.orderId, 5, '')).rejects.toMatchObject(
      refused('reviewTwice'),
    )
  })

  it('refuses unpaid or foreign orders and bad ratings or texts', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    await expect(createOrderReview(order.orderId, 6 as 5, '')).rejects.toMatchObject(
      refused('badRating'),
    )
    await expect(createOrderReview(order.orderId, 5, 'x'.repeat(1001))).rejects.toMatchObject(
      refused('reviewTooLong'),
    )
    const { setup } = await payByCard(CARDS.declined)
    await expect(createOrderReview(setup.orderId, 5, '')).rejects.toMatchObject(
      refused('reviewUnpaid'),
    )
    await loginAsNewGuest()
    await expect(createOrderReview(order.orderId, 5, '')).rejects.toMatchObject(missing('noOrder'))
  })
})

describe('advanceOrder (QA helper)', () => {
  it('starts the validity clock on INUSE and stamps usage', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    const moved = advanceOrder(mockApi.db, order.orderId, {
      state: 'INUSE',
      installStatus: 'ENABLED',
      usedMb: 1234.4,
    })
    expect(moved).toMatchObject({ state: 'INUSE', installStatus: 'ENABLED', usedMb: 1234 })
    expect(Date.parse(moved.expiresAt!) - Date.now()).toBe(order.package.days * 86_400_000)
    expect(moved.usageUpdatedAt).toBe(new Date().toISOString())
    expect(await findOrder(order.orderId)).toEqual(moved)
    expect(() => advanceOrder(mockApi.db, 'nope', {})).toThrow(/no order/)
  })
})
