import type { SerializedApiError } from '../../../api/errors'

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed'

/**
 * A remote value as a small state machine (docs/architecture.md: slices are state machines). The
 * catalogue has the same shape; features may not share code, so the wallet keeps its own.
 */
export interface Loadable<T> {
  status: RequestStatus
  data: T
  error: SerializedApiError | null
}

export function idle<T>(data: T): Loadable<T> {
  return { status: 'idle', data, error: null }
}

/** Fetch unless a request is running or a result is already in. */
export function shouldFetch(loadable: Loadable<unknown> | undefined): boolean {
  return !loadable || loadable.status === 'idle' || loadable.status === 'failed'
}
