import { useEffect, useMemo, useState } from 'react'
import type { AreaDto } from '../../../api/contract/catalogue'
import type { SerializedApiError } from '../../../api/errors'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { useDebouncedValue } from '../../../shared/ui/useDebouncedValue'
import type { NeighbourArea } from '../neighbours'
import { selectSearch } from '../selectors'
import { fetchNeighbours, searchDestinations } from '../thunks'

/**
 * Short enough that what was typed is answered within 200 ms on a mid-range phone (issue 34:
 * 250 ms made the answer come 285-350 ms after the last key at 4x CPU), long enough to skip the
 * keys of a fast typist. A slower typist's every key asks; the slice drops stale answers.
 */
export const SEARCH_DELAY_MS = 100

export type SearchPhase = 'idle' | 'loading' | 'results' | 'empty' | 'error'

export interface DestinationSearch {
  query: string
  setQuery: (query: string) => void
  phase: SearchPhase
  /** Results of exactly the text in the box; never an older query's. */
  results: readonly AreaDto[]
  /** Countries a slip away from the best match and not among the results: Australia for Austria. */
  lookalikes: readonly NeighbourArea[]
  error: SerializedApiError | null
  retry: () => void
}

const NONE: readonly AreaDto[] = []
const NO_NEIGHBOURS: readonly NeighbourArea[] = []

/** Search as you type over POST /v2/search/areas, debounced; the slice drops stale answers. */
export function useDestinationSearch(): DestinationSearch {
  const dispatch = useAppDispatch()
  const search = useAppSelector(selectSearch)
  const [query, setQuery] = useState('')
  const wanted = query.trim()
  const debounced = useDebouncedValue(wanted, SEARCH_DELAY_MS)

  useEffect(() => {
    if (debounced) void dispatch(searchDestinations(debounced))
  }, [dispatch, debounced])

  const answered = wanted !== '' && debounced === wanted && search.query === wanted
  const phase: SearchPhase = !wanted
    ? 'idle'
    : !answered || search.status === 'pending' || search.status === 'idle'
      ? 'loading'
      : search.status === 'failed'
        ? 'error'
        : search.data.length > 0
          ? 'results'
          : 'empty'

  const results = phase === 'results' ? search.data : NONE
  // The wrong-country guard (issue 37.2) asks about the best match only: the one a traveller
  // who typed a whole name is about to tap.
  const best = results[0]?.type === 'COUNTRY' ? results[0] : undefined
  useEffect(() => {
    if (best) void dispatch(fetchNeighbours(best))
  }, [dispatch, best])
  const neighbours = useAppSelector((state) =>
    best ? state.catalogue.neighbours[best.slug]?.data : null,
  )
  const lookalikes = useMemo(
    () =>
      neighbours?.lookalikes.filter((other) => !results.some((r) => r.areaId === other.areaId)) ??
      NO_NEIGHBOURS,
    [neighbours, results],
  )

  return {
    query,
    setQuery,
    phase,
    results,
    lookalikes,
    error: phase === 'error' ? search.error : null,
    retry: () => void dispatch(searchDestinations(wanted)),
  }
}
