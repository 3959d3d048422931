import { API } from '../../api/contract/routes'
import type { EsimResourceDto, OrderDto, RefundOrderResponse } from '../../api/contract/order'
import type { PageDto } from '../../api/contract/paging'
import { STORE_RULES } from '../../api/contract/storeRules'
import type { ReviewDto, ReviewRating } from '../../api/contract/promo'
import { maskEmail } from '../../shared/lib/maskEmail'
import { randomHex } from '../db/accounts'
import type { MockDatabase } from '../db/database'
import { CONTENT_LANGS } from '../db/seedContent'
import { toOrderDto } from '../db/orderMappers'
import type { OrderRecord } from '../db/orderRecords'
import { ORDER_RULES as RULES } from '../db/orderRules'
import type { FailureId } from '../failures'
import { tick } from '../payment/paymentClock'
import { fail, ok, okEnv, refuse, reply, type MockOptions } from '../respond'
import { idempotent } from './idempotent'
import { pageRefusal } from './paging'
import { signedRoute } from './signedRoute'

/** CURRENT: unpaid, or paid with time and data left; PAST: everything else. */
export function isCurrentOrder(order: Pick<OrderDto, 'paymentStatus' | 'state'>): boolean {
  return (
    order.paymentStatus === 'UNPAID' ||
    (order.paymentStatus === 'PAID' && (order.state === 'VALID' || order.state === 'INUSE'))
  )
}

/** Newest first; the id breaks ties so pages never overlap. */
function newestFirst(a: OrderRecord, b: OrderRecord): number {
  return b.createdAt.localeCompare(a.createdAt) || b.orderId.localeCompare(a.orderId)
}

function ownOrder(db: MockDatabase, orderId: unknown, email: string): OrderRecord | undefined {
  return db.data.orders.find((order) => order.orderId === orderId && order.email === email)
}

/** Why a paid order cannot be refunded now, or null. */
function refundRefusal(order: OrderRecord, now: number): FailureId | null {
  if (order.paymentStatus !== 'PAID') return 'refundUnpaid'
  if (
    order.state !== 'VALID' ||
    !STORE_RULES.refundableInstallStatuses.includes(order.installStatus)
  ) {
    return 'refundInUse'
  }
  const paidAt = Date.parse(order.paidAt ?? order.createdAt)
  if (now - paidAt > RULES.refundWindowMs) return 'refundWindow'
  return null
}

const isRating = (value: unknown): value is ReviewRating =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5

/** The caller's orders, the install kit, refunds and reviews (SPEC 7.2). */
export function orderHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.orders, (body, session, { lang }) => {
      tick(db)
      const refusal = pageRefusal(body.pageNum, body.pageSize)
      if (refusal) return reply(refusal, lang)
      if (body.tab !== 'CURRENT' && body.tab !== 'PAST') return fail('badTab', lang)
      const current = body.tab === 'CURRENT'
      const matching = db.data.orders
        .filter((order) => order.email === session.email && isCurrentOrder(order) === current)
        .sort(newestFirst)
      const start = (body.pageNum - 1) * body.pageSize
      const page: PageDto<OrderDto> = {
        list: matching.slice(start, start + body.pageSize).map(toOrderDto),
        total: matching.length,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }
      return ok(page)
    }),

    route(API.loadResource, (body, session, { lang }) => {
      tick(db)
      const order = ownOrder(db, body.orderId, session.email)
      if (!order) return fail('noOrder', lang)
      if (order.paymentStatus === 'REFUNDING' || order.paymentStatus === 'REFUNDED') {
        return fail('refundedResource', lang)
      }
      if (order.paymentStatus !== 'PAID' || !order.iccid) return fail('notPaidResource', lang)
      // The kit has been handed out: the profile counts as downloaded (docs/api.md 4.1).
      if (order.installStatus === 'UNDOWNLOAD') {
        order.installStatus = 'DOWNLOAD'
        db.save()
      }
      const lpaString = `LPA:1$${order.smdpAddress}$${order.activationCode}`
      const resource: EsimResourceDto = {
        iccid: order.iccid,
        smdpAddress: order.smdpAddress,
        activationCode: order.activationCode,
        lpaString,
        qrText: lpaString,
      }
      return ok(resource)
    }),

    route(API.refund, (body, session, { lang }) => {
      tick(db)
      return idempotent(db, API.refund.path, body, session, lang, () => {
        const order = ownOrder(db, body.orderId, session.email)
        if (!order) return refuse('noOrder')
        const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
        if (reason.length > RULES.refundReasonMaxLength) return refuse('refundReasonTooLong')
        // Asking again for an order already on its way back changes nothing.
        if (order.paymentStatus !== 'REFUNDING' && order.paymentStatus !== 'REFUNDED') {
          const now = Date.now()
          const refusal = refundRefusal(order, now)
          if (refusal) return refuse(refusal)
          order.paymentStatus = 'REFUNDING'
          order.refundReason = reason
          order.refundSettlesAt = now + RULES.refundSettleMs
        }
        const answer: RefundOrderResponse = { order: toOrderDto(order) }
        return okEnv(answer)
      })
    }),

    route(API.createReview, (body, session, { lang }) => {
      tick(db)
      const email = session.email
      const order = ownOrder(db, body.orderId, email)
      if (!order) return fail('noOrder', lang)
      if (order.paymentStatus !== 'PAID') return fail('reviewUnpaid', lang)
      if (order.reviewed) return fail('reviewTwice', lang)
      if (!isRating(body.rating)) return fail('badRating', lang)
      const text = typeof body.text === 'string' ? body.text.trim() : ''
      if (text.length > RULES.reviewMaxLength) return fail('reviewTooLong', lang)
      const review: ReviewDto = {
        reviewId: `rev-${randomHex(8)}`,
        packageId: order.package.packageId,
        areaId: order.area.areaId,
        rating: body.rating,
        text,
        author: maskEmail(email),
        // Written in the request's language: shoppers reading that language see it first.
        lang: CONTENT_LANGS.find((code) => code === lang) ?? null,
        createdAt: new Date().toISOString(),
      }
      db.data.reviews.push(review)
      order.reviewed = true
      db.save()
      return ok(review)
    }),
  ]
}
