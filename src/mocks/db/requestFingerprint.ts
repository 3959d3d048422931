import sha256 from 'crypto-js/sha256'

/**
 * How the idempotency store (docs/api.md 1.8) tells a retry of one request from another request
 * under the same key.
 */

/** Fields the interceptor adds to every body; they differ between retries of one intent. */
const ENVELOPE_FIELDS = new Set(['meta', 'clientId', 'email'])

/**
 * Same key with same body = replay; the fingerprint ignores what the interceptor adds. It is a
 * hash because the store is persisted (localStorage in the browser) and an execute body holds
 * the card number: comparing hashes needs no copy of the number.
 */
export function fingerprintOf(body: Record<string, unknown>): string {
  const canonical = stableStringify(
    Object.fromEntries(Object.entries(body).filter(([key]) => !ENVELOPE_FIELDS.has(key))),
  )
  return sha256(canonical).toString()
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}
