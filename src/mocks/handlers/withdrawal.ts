import { API } from '../../api/contract/routes'
import type { WithdrawalResponse } from '../../api/contract/withdrawal'
import {
  WITHDRAWAL_FIELDS,
  normaliseOrderNo,
  withdrawalProblems,
} from '../../shared/lib/withdrawalRules'
import { deliverMail } from '../db/accounts'
import type { MockDatabase } from '../db/database'
import { nextWithdrawalId } from '../db/withdrawals'
import { ok, refuseField, type MockOptions } from '../respond'
import { signedRoute } from './signedRoute'

/**
 * The withdrawal function (Consumer Rights Directive art. 11a; docs/api.md 4.7): checks the
 * statement with the form's own rules, keeps it with the time it arrived and mails the
 * acknowledgement. Whether the right still applies is support's call afterwards, so every well
 * formed statement is received alike, and nothing about the order is told back.
 */
export function withdrawalHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.withdraw, (body, session, context) => {
      const problems = withdrawalProblems(body)
      const field = WITHDRAWAL_FIELDS.find((name) => problems[name])
      if (field) return refuseField(field, problems[field]!)
      // A database persisted before withdrawals existed has no list yet.
      const withdrawals = (db.data.withdrawals ??= [])
      const receivedAt = new Date().toISOString()
      const statement = {
        name: body.name.trim(),
        orderNo: normaliseOrderNo(body.orderNo),
        email: body.email.trim(),
      }
      const withdrawalId = nextWithdrawalId(withdrawals)
      withdrawals.push({
        ...statement,
        withdrawalId,
        lang: context.lang,
        accountEmail: session?.email ?? null,
        receivedAt,
      })
      deliverMail(db, {
        kind: 'WITHDRAWAL',
        ...statement,
        withdrawalId,
        receivedAt,
        sentAt: receivedAt,
      })
      db.save()
      const answer: WithdrawalResponse = { withdrawalId, receivedAt }
      return ok(answer)
    }),
  ]
}
