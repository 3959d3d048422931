import { API } from '../../api/contract/routes'
import type { OrderDto, QueryTopupOrderResponse, TopupSetupDto } from '../../api/contract/order'
import { randomHex } from '../db/accounts'
import type { MockDatabase } from '../db/database'
import { createPayment } from '../db/orderLifecycle'
import { packageSnapshot, toOrderDto, toTopupOrderDto } from '../db/orderMappers'
import type { OrderRecord, TopupOrderRecord } from '../db/orderRecords'
import { executeAttempt } from '../payment/executePayment'
import { tick } from '../payment/paymentClock'
import { isCurrency, methodRefusal, paymentUnavailable } from '../payment/paymentMethods'
import { findPayment, pollPayment, topupStatusOf } from '../payment/paymentStatus'
import {
  fail,
  isRefusal,
  ok,
  okEnv,
  refuse,
  reply,
  type MockOptions,
  type Refusal,
} from '../respond'
import { STORE_RULES } from '../../api/contract/storeRules'
import { consentGiven } from '../payment/consent'
import { idempotent } from './idempotent'
import { signedRoute } from './signedRoute'

/** STORE_RULES' length, starting with 89 (ITU-T E.118), spaces allowed when typed in. */
export function normalizeIccid(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const iccid = value.replace(/\s/g, '')
  const { iccidMinDigits: min, iccidMaxDigits: max } = STORE_RULES
  return /^89\d+$/.test(iccid) && iccid.length >= min && iccid.length <= max ? iccid : null
}

/** The eSIM an ICCID names, or the refusal: unknown, refunded, expired or deleted. */
function topupableEsim(db: MockDatabase, value: unknown): OrderRecord | Refusal {
  const iccid = normalizeIccid(value)
  if (!iccid) return refuse('badIccid')
  const order = db.data.orders.find((item) => item.iccid === iccid)
  if (!order) return refuse('noIccid')
  if (order.paymentStatus === 'REFUNDING' || order.paymentStatus === 'REFUNDED') {
    return refuse('iccidRefunded')
  }
  if (order.state === 'EXPIRED') return refuse('iccidExpired')
  if (order.installStatus === 'DELETED') return refuse('iccidDeleted')
  return order
}

/** Top-up packages: the data plans of the eSIM's own area. */
function topupPackagesOf(db: MockDatabase, order: OrderDto) {
  return db.packagesOf(order.area.areaId).filter((pkg) => pkg.type === 'DATA')
}

/** Top-up by ICCID: no login needed, the ICCID is the credential (docs/api.md 4.3). */
export function topupHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.topupOrder, (body, _session, { lang }) => {
      tick(db)
      const esim = topupableEsim(db, body.iccid)
      if (isRefusal(esim)) return reply(esim, lang)
      const answer: QueryTopupOrderResponse = {
        order: toOrderDto(esim),
        packages: topupPackagesOf(db, esim),
      }
      return ok(answer)
    }),

    route(API.createTopupOrder, (body, session, { lang }) => {
      tick(db)
      return idempotent(db, API.createTopupOrder.path, body, session, lang, () => {
        const esim = topupableEsim(db, body.iccid)
        if (isRefusal(esim)) return esim
        const pkg = db.catalogue.packages.find((item) => item.packageId === body.packageId)
        if (!pkg) return refuse('noPackage')
        if (!topupPackagesOf(db, esim).includes(pkg)) return refuse('topupPackage')
        if (!isCurrency(body.currency)) return refuse('badCurrency')
        const topup: TopupOrderRecord = {
          topupOrderId: `top-${randomHex(8)}`,
          orderId: esim.orderId,
          iccid: esim.iccid,
          package: packageSnapshot(pkg),
          priceUsd: pkg.priceUsd,
          currency: body.currency,
          paymentStatus: 'UNPAID',
          createdAt: new Date().toISOString(),
          email: session?.email ?? null,
        }
        db.data.topupOrders.push(topup)
        return okEnv(toTopupOrderDto(topup))
      })
    }),

    route(API.setupTopup, (body, session, { lang }) => {
      tick(db)
      return idempotent(db, API.setupTopup.path, body, session, lang, () => {
        if (db.data.settings.paymentUnavailable) return paymentUnavailable()
        const topup = db.data.topupOrders.find((item) => item.topupOrderId === body.topupOrderId)
        if (!topup) return refuse('noTopupOrder')
        if (topup.paymentStatus !== 'UNPAID') return refuse('topupPaid')
        const esim = topupableEsim(db, topup.iccid)
        if (isRefusal(esim)) return esim
        const refusal = methodRefusal('TOPUP', body.paymentMethodId, session)
        if (refusal) return refusal
        if (!consentGiven(body.consent)) return refuse('consentMissing')
        topup.deliveryConsentAt = new Date().toISOString()
        const payment = createPayment(db, {
          purpose: 'TOPUP',
          targetId: topup.topupOrderId,
          email: session?.email ?? null,
          methodId: body.paymentMethodId,
          amountUsd: topup.priceUsd,
          currency: topup.currency,
        })
        const answer: TopupSetupDto = {
          paymentId: payment.paymentId,
          topupOrderId: topup.topupOrderId,
          amountUsd: payment.amountUsd,
          currency: payment.currency,
        }
        return okEnv(answer)
      })
    }),

    route(API.executeTopupPayment, (body, session, { lang }) => {
      tick(db)
      return idempotent(db, API.executeTopupPayment.path, body, session, lang, () => {
        if (db.data.settings.paymentUnavailable) return paymentUnavailable()
        const payment = findPayment(db, body.paymentId, session, ['TOPUP'])
        if (!payment) return refuse('noPayment')
        return executeAttempt(db, payment, body, session)
      })
    }),

    route(API.topupPaymentStatus, (body, session, { lang }) => {
      tick(db)
      const payment = findPayment(db, body.paymentId, session, ['TOPUP'])
      if (!payment) return fail('noPayment', lang)
      pollPayment(db, payment)
      return ok(topupStatusOf(db, payment, lang))
    }),
  ]
}
