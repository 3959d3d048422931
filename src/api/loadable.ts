import type { SerializedApiError } from '../../api/errors'

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed'

/** A remote value as a small state machine (docs/architecture.md: slices are state machines). */
export interface Loadable<T> {
  status: RequestStatus
  data: T
  error: SerializedApiError | null
  /**
   * Set when the build kept only the head of a long list in the page's HTML (htmlTrim.ts): the
   * list's full size by group (an area type, 'plans', 'destinations'). The rest arrives with
   * the page's revalidation, or when the visitor asks for more (revalidate.ts).
   */
  partial?: Record<string, number>
}

export function idle<T>(data: T): Loadable<T> {
  return { status: 'idle', data, error: null }
}

/** Fetch unless a request is running or a result is already in. */
export function shouldFetch(loadable: Loadable<unknown> | undefined): boolean {
  return !loadable || loadable.status === 'idle' || loadable.status === 'failed'
}
