import { ORDER_RULES as RULES } from '../db/orderRules'
import { refuse, type Refusal } from '../respond'

/** Shared by the paged lists: validation of pageNum and pageSize (docs/api.md 1.7). */
export function pageRefusal(pageNum: unknown, pageSize: unknown): Refusal | null {
  if (!Number.isInteger(pageNum) || (pageNum as number) < 1) return refuse('badPageNum')
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1) return refuse('badPageSize')
  if ((pageSize as number) > RULES.maxPageSize) return refuse('badPageSize')
  return null
}
