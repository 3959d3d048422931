import { readJson, removeItem, safeSessionStorage, writeJson } from '../../shared/lib/storage'
import type { CodeFlow } from './sessionSlice'

/**
 * The code dialog's context kept in the tab (sessionStorage), so a reload does not lose the
 * code already mailed: the address, the kind of code and when it was sent. Never the password.
 */
const KEY = 'rw_code_flow'

/** A mailed code is good for 10 minutes (docs/api.md); past that there is nothing to resume. */
export const CODE_FLOW_RESUMABLE_MS = 10 * 60_000

interface StoredCodeFlow extends CodeFlow {
  sentAt: number
}

export function saveCodeFlow(flow: CodeFlow, now = Date.now()): void {
  writeJson(KEY, { email: flow.email, codeType: flow.codeType, sentAt: now }, safeSessionStorage())
}

export function clearCodeFlow(): void {
  removeItem(KEY, safeSessionStorage())
}

/** The flow a reload interrupted, if it is of this kind and its code may still be good. */
export function resumableCodeFlow(
  codeType: CodeFlow['codeType'],
  now = Date.now(),
): CodeFlow | null {
  const stored = readJson<Partial<StoredCodeFlow>>(KEY, safeSessionStorage())
  if (!stored || stored.codeType !== codeType || typeof stored.email !== 'string') return null
  if (typeof stored.sentAt !== 'number' || now - stored.sentAt > CODE_FLOW_RESUMABLE_MS) {
    return null
  }
  return { email: stored.email, codeType }
}
