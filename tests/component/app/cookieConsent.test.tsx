import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { getConfig, setConfig } from '../../../src/config/runtimeConfig'
import { getConsent } from '../../../src/app/thirdParty/consent'
import { VENDOR_SCRIPT_IDS } from '../../../src/app/thirdParty/vendors'

const testConfig = getConfig()
afterEach(() => {
  setConfig(testConfig)
  for (const element of document.head.querySelectorAll('script')) element.remove()
})

describe('the cookie notice decides about tracking', () => {
  it('Reject closes the notice and keeps tracking off', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const notice = await screen.findByRole('region', { name: 'Cookie notice' })
    await user.click(within(notice).getByRole('button', { name: 'Reject' }))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
    expect(getConsent()).toBe('denied')
  })

  it('in a live build with ids: analytics and the pixel load only after Accept', async () => {
    setConfig({
      ...testConfig,
      mockApi: false,
      tagManagerId: 'GTM-TEST123',
      analyticsId: 'G-TEST12345',
      adPixelId: '123456789012345',
    })
    const user = userEvent.setup()
    await renderApp('/')
    const notice = await screen.findByRole('region', { name: 'Cookie notice' })
    await waitFor(() =>
      expect(document.getElementById(VENDOR_SCRIPT_IDS.tagManager)).not.toBeNull(),
    )
    expect(document.getElementById(VENDOR_SCRIPT_IDS.analytics)).toBeNull()
    expect(document.getElementById(VENDOR_SCRIPT_IDS.adPixel)).toBeNull()

    await user.click(within(notice).getByRole('button', { name: 'Accept' }))
    expect(getConsent()).toBe('granted')
    expect(document.getElementById(VENDOR_SCRIPT_IDS.analytics)).not.toBeNull()
    expect(document.getElementById(VENDOR_SCRIPT_IDS.adPixel)).not.toBeNull()
  })

  it('Cookie settings in the footer asks again on any page, and a No is kept', async () => {
    const user = userEvent.setup()
    await renderApp('/agreement', { session: { cookieVisible: 2 } })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    await user.click(within(footer).getByRole('button', { name: 'Cookie settings' }))
    const notice = await screen.findByRole('region', { name: 'Cookie notice' })
    await waitFor(() => expect(notice).toHaveFocus())
    expect(notice).toHaveTextContent(
      /With your consent, analytics and ad cookies show us how the store is used/,
    )
    // Informed consent: the notice links what each kind of cookie does (PECR reg 6, LSSI 22.2).
    expect(within(notice).getByRole('link', { name: 'About cookies' })).toHaveAttribute(
      'href',
      '/privacy-policy#privacy-cookies',
    )
    await user.click(within(notice).getByRole('button', { name: 'Reject' }))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
    expect(getConsent()).toBe('denied')
  })
})
