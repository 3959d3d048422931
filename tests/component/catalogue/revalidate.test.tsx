import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OFFERS_SHOWN, trimForHtml } from '../../../src/features/catalogue/htmlTrim'
import { createTestI18n } from '../../support/i18n'
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

describe('revalidating what has not changed, and lists the build cut short', () => {
  it('an answer equal to what the page shows changes nothing', async () => {
    const area = mockApi.db.catalogue.areas.find((item) => item.slug === 'japan')!
    const current = {
      area,
      packages: mockApi.db.catalogue.packages.filter((pkg) => pkg.areaId === area.areaId),
    }
    const { store } = await renderApp('/japan', {
      catalogue: { areaPackages: { japan: { status: 'succeeded', data: current, error: null } } },
    })
    await screen.findByRole('heading', { level: 1, name: 'Japan eSIM' })
    const before = store.getState().catalogue.areaPackages.japan
    let notified = 0
    const unsubscribe = store.subscribe(() => {
      if (store.getState().catalogue.areaPackages.japan !== before) notified++
    })
    await revalidateCatalogue(store.dispatch, store.getState())
    unsubscribe()
    expect(notified).toBe(0)
  })

  it('a short list keeps its length with fresh values; "Show all" brings the rest', async () => {
    const user = userEvent.setup()
    const all = mockApi.db.catalogue.packages.filter((pkg) => pkg.type === 'CALL_TEXT')
    const areaIds = new Set(all.map((pkg) => pkg.areaId))
    const areas = mockApi.db.catalogue.areas.filter((area) => areaIds.has(area.areaId))
    const t = (await createTestI18n('en')).getFixedT('en')
    const full = { ...initialCatalogueState }
    full.crossAreaLists = {
      ...full.crossAreaLists,
      callText: { status: 'succeeded', data: { packages: all, areas }, error: null },
    }
    const short = trimForHtml(full, 'esim-call-text', {}, 'en', t).crossAreaLists!.callText!
    // The build's copy: every shown plan a dollar cheaper than the API's price now.
    const stale = {
      ...short,
      data: {
        ...short.data!,
        packages: short.data!.packages.map((pkg) => ({ ...pkg, priceUsd: pkg.priceUsd - 1 })),
      },
    }
    const { store } = await renderApp('/esim-call-text', {
      catalogue: { crossAreaLists: { ...initialCatalogueState.crossAreaLists, callText: stale } },
    })
    const grid = await screen.findByRole('list', { name: 'Calls, texts and data' })
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(OFFERS_SHOWN)
    await revalidateCatalogue(store.dispatch, store.getState())
    const held = store.getState().catalogue.crossAreaLists.callText
    expect(held.data!.packages).toHaveLength(OFFERS_SHOWN)
    expect(held.data).toEqual(short.data)
    expect(held.partial).toEqual({ plans: all.length, destinations: areas.length })

    await user.click(screen.getByRole('button', { name: `Show all ${all.length} plans` }))
    await waitFor(() => expect(grid.querySelectorAll(':scope > li')).toHaveLength(all.length))
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull()
  })
})
