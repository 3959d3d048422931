import type { SerializedApiError } from './errors'

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed'

/**
 * A value the API answers, held as a small state machine (docs/architecture.md: slices are
 * state machines). Every feature's slice keeps its remote values in this one shape.
 */
export interface Loadable<T> {
  status: RequestStatus
  data: T
  error: SerializedApiError | null
  /**
   * Set when only the head of a long list is held (the catalogue's HTML, features/catalogue/
   * htmlTrim.ts): the list's full size by group (an area type, 'plans', 'destinations'). The
   * rest arrives with the page's revalidation, or when the visitor asks for more.
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
