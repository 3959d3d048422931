import { describe, expect, it } from 'vitest'
import {
  executePayment,
  queryCreditPlans,
  queryPaymentStatus,
  queryTransactions,
  setupPayment,
} from '../../../src/api/endpoints/order'
import { queryUserInfo } from '../../../src/api/endpoints/account'
import { submitRedeem } from '../../../src/api/endpoints/promo'
import { getHttp } from '../../../src/api/http'
import { MSG } from './failureSupport'
import { mockApi } from '../../support/mockApi'
import { loginAsNewGuest, registerAndLogin, wireAccountClient } from './accountSupport'
import {
  BALANCE,
  CARD,
  CARDS,
  RETURN_URL,
  cardData,
  missing,
  newKey,
  refused,
} from './orderSupport'

wireAccountClient()

const accountOnly = refused('needsAccount')

describe('credit plans', () => {
  it('lists pay 20 get 22, pay 50 get 57 and pay 100 get 120, for accounts only', async () => {
    await loginAsNewGuest()
    await expect(queryCreditPlans()).rejects.toMatchObject(accountOnly)
    await expect(
      setupPayment({ type: 'CREDIT', creditPlanId: 'credit-50' }, CARD, 'USD', newKey()),
    ).rejects.toMatchObject(accountOnly)

    await registerAndLogin('plans@example.com')
    expect(await queryCreditPlans()).toEqual([
      { creditPlanId: 'credit-20', priceUsd: 20, creditUsd: 22, popular: false },
      { creditPlanId: 'credit-50', priceUsd: 50, creditUsd: 57, popular: true },
      { creditPlanId: 'credit-100', priceUsd: 100, creditUsd: 120, popular: false },
    ])
  })

  it('buying one adds its credit to the balance with a RECHARGE', async () => {
    const { email } = await registerAndLogin('recharge@example.com')
    const setup = await setupPayment(
      { type: 'CREDIT', creditPlanId: 'credit-50' },
      CARD,
      'USD',
      newKey(),
    )
    expect(setup.amountUsd).toBe(50)
    const request = {
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: '/recharge-success?paymentId=x',
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    }
    expect((await executePayment(request)).status).toBe('SUCCEEDED')
    await executePayment(request)
    await executePayment({ ...request, idempotencyKey: newKey() })
    expect(await queryPaymentStatus(setup.paymentId)).toMatchObject({
      status: 'SUCCEEDED',
      orderId: setup.orderId,
    })
    expect(mockApi.db.data.balancesUsd[email]).toBe(57)
    expect((await queryUserInfo(email)).balanceText).toBe('$57.00')
    const history = await queryTransactions(1, 10)
    expect(history.list).toEqual([
      expect.objectContaining({
        type: 'RECHARGE',
        amountUsd: 57,
        balanceAfterUsd: 57,
        orderNo: setup.orderNo,
      }),
    ])
    // Confirmed once by mail, however often the same payment is executed (decision 040).
    const confirmations = mockApi.db.data.inbox.filter((mail) => mail.kind === 'CONFIRMATION')
    expect(confirmations).toEqual([
      expect.objectContaining({
        email,
        purpose: 'CREDIT',
        orderNo: setup.orderNo,
        paymentId: setup.paymentId,
        amountUsd: 50,
        deliveryConsentAt: null,
      }),
    ])
  })

  it('cannot be bought with credit, nor with an unknown plan', async () => {
    await registerAndLogin('nocredit@example.com')
    await expect(
      setupPayment({ type: 'CREDIT', creditPlanId: 'credit-20' }, BALANCE, 'USD', newKey()),
    ).rejects.toMatchObject(refused('creditForCredit'))
    await expect(
      setupPayment({ type: 'CREDIT', creditPlanId: 'credit-7' }, CARD, 'USD', newKey()),
    ).rejects.toMatchObject(missing('noCreditPlan'))
  })
})

describe('POST /v2/query/transactions', () => {
  it('pages the balance movements newest first, with signed amounts', async () => {
    const { email } = await registerAndLogin('ledger@example.com')
    await submitRedeem(email, 'WELCOME5')
    await submitRedeem(email, 'TRAVEL10')
    const plan = mockApi.db.catalogue.packages.find((pkg) => pkg.priceUsd <= 15)!
    const setup = await setupPayment(
      { type: 'PACKAGE', packageId: plan.packageId },
      BALANCE,
      'USD',
      newKey(),
      undefined,
      { immediateDelivery: true },
    )
    await executePayment({
      paymentId: setup.paymentId,
      paymentMethodId: BALANCE,
      returnUrl: RETURN_URL,
      idempotencyKey: newKey(),
    })
    const first = await queryTransactions(1, 2)
    const second = await queryTransactions(2, 2)
    expect(first).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 })
    expect([...first.list, ...second.list].map((item) => [item.type, item.amountUsd])).toEqual([
      ['PURCHASE', -plan.priceUsd],
      ['REDEEM', 10],
      ['REDEEM', 5],
    ])
    expect(second.list[0]).toMatchObject({
      description: 'WELCOME5',
      balanceAfterUsd: 5,
      orderNo: null,
    })
    expect((await queryTransactions(3, 2)).list).toEqual([])
  })

  it('reads paging from the query string only and is for accounts only', async () => {
    await registerAndLogin('paging@example.com')
    await expect(queryTransactions(0, 10)).rejects.toMatchObject(refused('badPageNum'))
    await expect(queryTransactions(1, 51)).rejects.toMatchObject(refused('badPageSize'))
    const noQuery = await (
      await getHttp()
    ).post('/v2/query/transactions', { pageNum: 1, pageSize: 5 })
    expect(noQuery.data).toMatchObject({ success: false, msg: MSG.badPageNum })

    await loginAsNewGuest()
    await expect(queryTransactions(1, 10)).rejects.toMatchObject(accountOnly)
  })
})
