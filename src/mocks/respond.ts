import { HttpResponse, delay } from 'msw'
import type { ApiEnvelope } from '../api/contract/envelope'

/** Envelope helpers: every answer has HTTP 200 and `{ code, success, msg, obj }`. */
export function ok<T>(obj: T): HttpResponse<ApiEnvelope<T>> {
  return HttpResponse.json({ code: 200, success: true, msg: 'success', obj })
}

export function fail(code: string, msg: string): HttpResponse<ApiEnvelope<null>> {
  return HttpResponse.json({ code, success: false, msg, obj: null })
}

export interface MockOptions {
  signingKey: string
  /** [min, max] ms added to every answer; [0, 0] in tests. */
  latencyMs: readonly [number, number]
}

export async function simulateLatency(options: MockOptions): Promise<void> {
  const [min, max] = options.latencyMs
  if (max <= 0) return
  await delay(Math.round(min + Math.random() * (max - min)))
}
