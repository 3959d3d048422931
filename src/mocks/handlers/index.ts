import type { MockDatabase } from '../db/database'
import type { MockOptions } from '../respond'
import { catalogueHandlers } from './catalogue'
import { promoHandlers } from './promo'

/** Every domain's handlers over one database. */
export function createHandlers(db: MockDatabase, options: MockOptions) {
  return [...catalogueHandlers(db, options), ...promoHandlers(db, options)]
}
