import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { suggestDestinations } from '../../../src/features/catalogue/thunks'

describe('home page content', () => {
  it('prices the recommended plans in the chosen currency and links each to its plan', async () => {
    await renderApp('/', { session: { currentCurrency: 'EUR' } })
    const section = await screen.findByRole('region', { name: 'Popular plans' })
    const links = await within(section).findAllByRole('link')
    expect(links).toHaveLength(6)
    const japan = within(section).getByRole('link', { name: /japan/i })
    expect(japan).toHaveAttribute('href', '/japan/jp-data-5gb-30d')
    // 13.89 USD at 1.02, with the seasonal discount shown against the original price.
    expect(japan).toHaveTextContent('5 GB · 30 days')
    expect(japan).toHaveTextContent('€14.17')
    expect(japan).toHaveTextContent(/Lowest price in the 30 days before the offer: €17\.84/)
    const thailand = within(section).getByRole('link', { name: /thailand/i })
    expect(thailand).toHaveTextContent('2 GB/day · 7 days')
    expect(thailand).toHaveTextContent('Daily plan')
    expect(thailand).toHaveAttribute('href', '/thailand/th-daily-2gb-7d')
  })

  it('shows localised banners linking to localised store paths', async () => {
    await renderApp('/ja')
    const offers = await screen.findByRole('region', { name: 'セール・キャンペーン' })
    const japan = await within(offers).findByRole('link', { name: /日本で5G/ })
    expect(japan).toHaveAttribute('href', '/ja/japan')
    expect(within(offers).getByRole('link', { name: /クリスマス/ })).toHaveAttribute(
      'href',
      '/ja/esim-christmas-discount',
    )
  })

  it('fetches banners again in the new language after a language switch', async () => {
    const { router } = await renderApp('/')
    await screen.findByRole('link', { name: /Japan on 5G/ })
    await router.navigate('/de')
    expect(await screen.findByRole('link', { name: /Japan mit 5G/ })).toHaveAttribute(
      'href',
      '/de/japan',
    )
  })

  it('gets dialogs and server messages in the language of the lang header', async () => {
    const { store } = await renderApp('/tr')
    await waitFor(() => expect(store.getState().catalogue.dialogs.status).toBe('succeeded'))
    expect(store.getState().catalogue.dialogs.data[0]?.title).toBe('Tatil seyahati fırsatları')
    const refused = await store.dispatch(suggestDestinations({ text: 'x', usage: 'normal' }))
    expect(refused.payload).toMatchObject({
      msg: 'Lütfen seyahatinizi birkaç kelimeyle anlatın',
    })
  })

  it('leaves the banners out quietly when they fail', async () => {
    mockApi.server.use(http.post('*/v1/query/banner', () => HttpResponse.error()))
    await renderApp('/')
    await screen.findByRole('region', { name: 'Popular plans' })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Offers' })).not.toBeInTheDocument(),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('walks through the four steps to the how-it-works page and links both app stores', async () => {
    await renderApp('/es')
    const steps = await screen.findByRole('region', { name: 'Cómo funciona' })
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4)
    expect(within(steps).getByRole('link', { name: /guía completa/ })).toHaveAttribute(
      'href',
      '/es/how-it-works',
    )
    const app = screen.getByRole('region', { name: 'Lleva Roamwise contigo' })
    expect(within(app).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    )
    expect(within(app).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    )
  })

  it('has its own title and meta description in the visitor’s language', async () => {
    await renderApp('/de')
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() =>
      expect(document.title).toBe(
        'Reise-eSIM-Datentarife für Länder und Regionen weltweit | Roamwise',
      ),
    )
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    expect(meta?.content).toMatch(/^Roamwise-Reise-eSIM für Länder/)
  })
})
