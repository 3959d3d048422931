import type { MockDatabase } from './database'
import { createAccount, findAccount } from './accounts'
import { seedDemoOrders } from './seedOrders'

/** The account QA and support log in with in demo builds (docs/qa.md). */
export const QA_ACCOUNT = { email: 'qa@roamwise.test', password: 'Roamwise2026' } as const

/**
 * Demo and dev builds start with one account whose orders show every label of SPEC 4.1, so
 * support can see any state at once. Tests start empty and seed what they need.
 */
export function ensureQaAccount(db: MockDatabase): void {
  if (findAccount(db, QA_ACCOUNT.email)) return
  createAccount(
    db,
    { email: QA_ACCOUNT.email, kind: 'ACCOUNT', country: 'US', merchant: null, sourceType: null },
    QA_ACCOUNT.password,
  )
  seedDemoOrders(db, QA_ACCOUNT.email)
  db.data.balancesUsd[QA_ACCOUNT.email] = 25
  db.save()
}
