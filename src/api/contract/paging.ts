/**
 * Paging shared by every paged path (orders, transactions, reviews). The spec fixes only the
 * names pageNum and pageSize; the rest is ours (docs/api.md, "Paging").
 */
export interface PageRequest {
  /** 1-based, so the first page is pageNum 1 as the transactions query string shows it. */
  pageNum: number
  pageSize: number
}

export interface PageDto<T> {
  list: T[]
  /** Items across all pages, so the client can tell whether to offer more. */
  total: number
  pageNum: number
  pageSize: number
}
