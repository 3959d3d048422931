export interface CacheableRequest {
  method?: string
  baseURL?: string
  url?: string
  headers?: unknown
  data?: unknown
}
export function requestKey(config: CacheableRequest): string
export function cachingAdapter<C extends CacheableRequest, R extends object>(
  network?: (config: C) => Promise<R>,
  limit?: number,
): {
  adapter: (config: C) => Promise<R & { config: C }>
  stats: { network: number; cached: number }
}
