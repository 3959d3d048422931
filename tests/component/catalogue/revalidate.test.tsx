import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { QueryPackageResponse } from '../../../src/api/contract/catalogue'
import { initialCatalogueState } from '../../../src/features/catalogue/catalogueSlice'
import { loadedEntries, revalidateCatalogue } from '../../../src/features/catalogue/revalidate'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'

/** Japan's plans as an older build saw them: every price a dollar lower than the API's now. */
function buildCopy(): QueryPackageResponse {
  const area = mockApi.db.catalogue.areas.find((item) => item.slug === 'japan')!
  const packages = mockApi.db.catalogue.packages
    .filter((pkg) => pkg.areaId === area.areaId)
    .map((pkg) => ({ ...pkg, priceUsd: pkg.priceUsd - 1 }))
  return { area: { ...area, fromPriceUsd: area.fromPriceUsd - 1 }, packages }
}

const preloaded = () => ({
  areaPackages: {
    japan: { status: 'succeeded' as const, data: buildCopy(), error: null },
  },
})

describe('fresh prices on a page that arrived with the build’s copy', () => {
  it('revalidates exactly what the page holds', () => {
    expect(
      loadedEntries({
        catalogue: { ...initialCatalogueState, ...preloaded() },
      }),
    ).toEqual([{ kind: 'areaPackages', slug: 'japan' }])
  })

  it('replaces the prices in place, never showing a loading state', async () => {
    const plan = mockApi.db.catalogue.packages.find((pkg) => pkg.packageId === 'jp-data-5gb-30d')!
    const { store } = await renderApp(`/japan/${plan.packageId}`, { catalogue: preloaded() })
    const stale = `$${(plan.priceUsd - 1).toFixed(2)}`
    const fresh = `$${plan.priceUsd.toFixed(2)}`
    expect((await screen.findAllByText(stale)).length).toBeGreaterThan(0)
    const statuses = new Set<string>()
    const unsubscribe = store.subscribe(() =>
      statuses.add(store.getState().catalogue.areaPackages.japan!.status),
    )
    await revalidateCatalogue(store.dispatch, store.getState())
    unsubscribe()
    await waitFor(() => expect(screen.queryAllByText(stale)).toHaveLength(0))
    expect(screen.getAllByText(fresh).length).toBeGreaterThan(0)
    expect([...statuses]).toEqual(['succeeded'])
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull()
  })

  it('keeps the build’s copy when the API cannot answer', async () => {
    const { store } = await renderApp('/japan', { catalogue: preloaded() })
    await screen.findByRole('heading', { level: 1, name: 'Japan eSIM' })
    mockApi.server.use(http.post('*/v3/query/package', () => HttpResponse.error()))
    await revalidateCatalogue(store.dispatch, store.getState())
    expect(store.getState().catalogue.areaPackages.japan).toEqual({
      status: 'succeeded',
      data: buildCopy(),
      error: null,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Japan eSIM' })).toBeVisible()
  })
})
