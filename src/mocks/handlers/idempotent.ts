import type { MockDatabase, SessionInfo } from '../db/database'
import { fingerprintOf } from '../db/requestFingerprint'
import { isRefusal, refuse, reply, type Answer, type Reply } from '../respond'

/**
 * docs/api.md 1.8: the same key with the same body replays the first successful answer and does
 * no new work; the same key with another body is refused. Refusals are not stored, so a retry
 * after, say, RT_NOBEL_ERROR_10031 is decided afresh.
 */
export function idempotent<T>(
  db: MockDatabase,
  path: string,
  body: object,
  session: SessionInfo | null,
  lang: string,
  run: () => Answer<T>,
): Reply<T> {
  const fields = body as Record<string, unknown>
  const key = fields.idempotencyKey
  if (typeof key !== 'string' || !key.trim() || key.length > 200) {
    return reply(refuse('keyRequired'), lang)
  }
  const storeKey = `${path}|${session?.email ?? '-'}|${key}`
  const fingerprint = fingerprintOf(fields)
  const seen = db.data.idempotency[storeKey]
  if (seen) {
    // Stored under this path's key by this same call, so it is this call's answer.
    const first = seen.envelope as Answer<T>
    return reply(seen.fingerprint === fingerprint ? first : refuse('keyReused'), lang)
  }
  const answer = run()
  // Only successes are kept, and they carry no words, so a replay in another language is right.
  if (!isRefusal(answer) && answer.success) {
    db.data.idempotency[storeKey] = { fingerprint, envelope: answer, at: Date.now() }
  }
  db.save()
  return reply(answer, lang)
}
