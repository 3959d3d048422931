import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../support/render'
import { getConfig, setConfig } from '../../../src/config/runtimeConfig'
import { VENDOR_SCRIPT_IDS } from '../../../src/app/thirdParty/vendors'
import { pages } from '../../../src/app/router/pages'
import { useThirdPartyScripts } from '../../../src/app/thirdParty/useThirdPartyScripts'
import { startThirdParty, stopThirdParty } from '../../../src/app/thirdParty/startThirdParty'
import { getConsent, onConsentChange, setConsent } from '../../../src/app/thirdParty/consent'

const testConfig = getConfig()
const liveWithIds = () =>
  setConfig({
    ...testConfig,
    mockApi: false,
    tagManagerId: 'GTM-TEST123',
    chatWidgetId: '01234567-89ab-cdef-0123-456789abcdef',
  })
const vendorScripts = () =>
  Object.values(VENDOR_SCRIPT_IDS).filter((id) => document.getElementById(id) !== null)

afterEach(() => {
  vi.restoreAllMocks()
  // The chat's start, due 2 s after the home page rendered, would otherwise come due in a later
  // test file and put a vendor script into the document every test shares.
  stopThirdParty()
  setConfig(testConfig)
  for (const element of document.querySelectorAll('script')) element.remove()
})

describe('pages where no third-party script runs (issue 35.4, PCI DSS 6.4.3)', () => {
  it('covers every account and payment page', () => {
    const scriptFree = pages.filter((page) => page.scriptFree).map((page) => page.name)
    for (const name of ['topay', 'transit', 'payment-success', 'payment-fail', 'topup'])
      expect(scriptFree).toContain(name)
    for (const name of ['topup-fail', 'credit', 'balance', 'recharge-fail', 'orders'])
      expect(scriptFree).toContain(name)
    for (const name of ['login', 'signup', 'forgotPwd', 'resetpwd', 'changepwd'])
      expect(scriptFree).toContain(name)
    expect(scriptFree).not.toContain('index')
    expect(scriptFree).not.toContain('area')
  })

  // One file, one document: the second test finds the scripts the first one left running.
  it('starts no vendor on a script-free page opened directly', async () => {
    liveWithIds()
    await renderApp('/login')
    await screen.findByRole('heading', { level: 1 })
    // The shop's pages start the tag manager in the same effect; give it the same time here.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(vendorScripts()).toEqual([])
  })

  it('loads a payment page as a new document when the page before ran vendor scripts', async () => {
    liveWithIds()
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const { router } = await renderApp('/')
    await waitFor(() => expect(vendorScripts()).toContain(VENDOR_SCRIPT_IDS.tagManager))
    expect(reload).not.toHaveBeenCalled()

    await act(() => router.navigate('/topup'))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    // Not drawn with the vendors' scripts in the document: only the loading state.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('loads nothing that comes due while a script-free page is shown: the chat, analytics', () => {
    liveWithIds()
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const idle: (() => void)[] = []
    const stop = startThirdParty({ ...getConfig(), analyticsId: 'G-TEST12345' }, 'en', {
      whenIdleOr: (_delayMs, task) => void idle.push(task),
      getConsent,
      onConsentChange,
    })
    expect(vendorScripts()).toEqual([VENDOR_SCRIPT_IDS.tagManager])

    // The visitor goes on to a payment page before the chat's idle time and before consenting.
    const page = renderHook(() => useThirdPartyScripts('en', true))
    expect(reload).toHaveBeenCalledTimes(1)
    idle.splice(0).forEach((task) => task())
    setConsent('granted')
    expect(vendorScripts()).toEqual([VENDOR_SCRIPT_IDS.tagManager])
    page.unmount()
    stop()
    setConsent('denied')
  })
})
