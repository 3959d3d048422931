import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AreaDto, QueryPackageListResponse } from '../../../src/api/contract/catalogue'
import { initialCatalogueState } from '../../../src/features/catalogue/catalogueSlice'
import { OFFERS_SHOWN, trimForHtml } from '../../../src/features/catalogue/htmlTrim'
import { DESTINATIONS_SHOWN, destinationOrder } from '../../../src/features/catalogue/listOrder'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { createTestI18n } from '../../support/i18n'

const allAreas = () => mockApi.db.catalogue.areas
const callTextList = (): QueryPackageListResponse => {
  const packages = mockApi.db.catalogue.packages.filter((pkg) => pkg.type === 'CALL_TEXT')
  const ids = new Set(packages.map((pkg) => pkg.areaId))
  return { packages, areas: allAreas().filter((area) => ids.has(area.areaId)) }
}
const succeeded = <T,>(data: T) => ({ status: 'succeeded' as const, data, error: null })

describe("what of the catalogue's long lists a page's HTML keeps", () => {
  it("home: each tab's first screen, with the full counts", async () => {
    const t = (await createTestI18n('de')).getFixedT('de')
    const catalogue = { ...initialCatalogueState, areas: succeeded(allAreas()) }
    const { areas } = trimForHtml(catalogue, 'index', {}, 'de', t)
    const countries = allAreas().filter((area) => area.type === 'COUNTRY')
    expect(areas!.partial).toMatchObject({ COUNTRY: countries.length })
    const kept = areas!.data.filter((area) => area.type === 'COUNTRY')
    const firstScreen = destinationOrder(allAreas(), 'COUNTRY', 'de', t).slice(
      0,
      Math.max(DESTINATIONS_SHOWN, countries.filter((area) => area.popular).length),
    )
    expect(new Set(kept)).toEqual(new Set(firstScreen))
    expect(kept.length).toBeLessThan(countries.length)
  })

  it('call-and-text: the first offers, and on a plan page only its destination', async () => {
    const t = (await createTestI18n('en')).getFixedT('en')
    const list = callTextList()
    expect(list.packages.length).toBeGreaterThan(OFFERS_SHOWN)
    const catalogue = {
      ...initialCatalogueState,
      crossAreaLists: { ...initialCatalogueState.crossAreaLists, callText: succeeded(list) },
    }
    const page = trimForHtml(catalogue, 'esim-call-text', {}, 'en', t).crossAreaLists!.callText!
    expect(page.data!.packages).toHaveLength(OFFERS_SHOWN)
    expect(page.partial).toEqual({ plans: list.packages.length, destinations: list.areas.length })

    const plan = list.packages[0]!
    const detail = trimForHtml(
      catalogue,
      'esim-call-text-dataplan',
      { dataplan: plan.packageId },
      'en',
      t,
    ).crossAreaLists!.callText!
    expect(detail.data!.packages.every((pkg) => pkg.areaId === plan.areaId)).toBe(true)
    expect(detail.data!.packages).toContainEqual(plan)
    expect(detail.data!.areas.map((area: AreaDto) => area.areaId)).toEqual([plan.areaId])
  })

  it('home with the first screen only: "Show all" names the full count and brings the rest', async () => {
    const user = userEvent.setup()
    const t = (await createTestI18n('en')).getFixedT('en')
    const full = { ...initialCatalogueState, areas: succeeded(allAreas()) }
    const { areas } = trimForHtml(full, 'index', {}, 'en', t)
    const total = allAreas().filter((area) => area.type === 'COUNTRY').length
    await renderApp('/', { catalogue: { areas } })
    const more = await screen.findByRole('button', { name: `Show all ${total} destinations` })
    const grid = () => screen.getByRole('tabpanel').querySelector('ul')!
    const before = within(grid()).getAllByRole('listitem').length
    await user.click(more)
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(total))
    expect(before).toBeLessThan(total)
  })
})
