import { API } from '../../api/contract/routes'
import type { QueryCreditPlansResponse, TransactionDto } from '../../api/contract/order'
import type { PageDto } from '../../api/contract/paging'
import type { MockDatabase } from '../db/database'
import { toTransactionDto } from '../db/orderMappers'
import { CREDIT_PLANS } from '../db/orderRules'
import { tick } from '../payment/paymentClock'
import { ok, reply, type MockOptions } from '../respond'
import { pageRefusal } from './paging'
import { signedRoute } from './signedRoute'

/** A query-string number, or NaN so the paging check refuses it. */
function queryNumber(url: URL, name: string): number {
  const raw = url.searchParams.get(name)
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : Number.NaN
}

/** Credit plans and the balance's history (account sessions only, SPEC 6). */
export function creditHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.creditPlans, () => {
      const answer: QueryCreditPlansResponse = { plans: CREDIT_PLANS.map((plan) => ({ ...plan })) }
      return ok(answer)
    }),

    // SPEC 7.2: paging in the query string, an empty body (the envelope fields only).
    route(API.transactions, (_body, session, { lang, url }) => {
      tick(db)
      const pageNum = queryNumber(url, 'pageNum')
      const pageSize = queryNumber(url, 'pageSize')
      const refusal = pageRefusal(pageNum, pageSize)
      if (refusal) return reply(refusal, lang)
      // Recorded oldest first: reversed, then a stable sort keeps same-millisecond ones in order.
      const matching = db.data.transactions
        .filter((record) => record.email === session.email)
        .reverse()
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      const start = (pageNum - 1) * pageSize
      const page: PageDto<TransactionDto> = {
        list: matching
          .slice(start, start + pageSize)
          .map((record) => toTransactionDto(record, lang)),
        total: matching.length,
        pageNum,
        pageSize,
      }
      return ok(page)
    }),
  ]
}
