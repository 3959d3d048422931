import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildTimeConfig, type RuntimeConfig } from '../../../src/config/runtimeConfig'
import {
  startThirdParty,
  thirdPartyIds,
  type ThirdPartyRuntime,
} from '../../../src/app/thirdParty/startThirdParty'
import { VENDOR_SCRIPT_IDS } from '../../../src/app/thirdParty/vendors'
import { getConsent, onConsentChange, setConsent } from '../../../src/app/thirdParty/consent'
import { injectScript } from '../../../src/app/thirdParty/injectScript'

/** Fake but well-formed ids: jsdom never fetches external scripts, so no network is used. */
const IDS = {
  tagManagerId: 'GTM-TEST123',
  analyticsId: 'G-TEST12345',
  adPixelId: '123456789012345',
  chatWidgetId: '01234567-89ab-cdef-0123-456789abcdef',
}

const live = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  ...buildTimeConfig({ VITE_APP_ENV: 'pro', VITE_MOCK_API: 'false' }),
  ...IDS,
  ...overrides,
})

function fakeRuntime() {
  const idle: Array<{ delayMs: number; task: () => void }> = []
  const runtime: ThirdPartyRuntime = {
    whenIdleOr: (delayMs, task) => void idle.push({ delayMs, task }),
    getConsent,
    onConsentChange,
  }
  return { runtime, runIdle: () => idle.splice(0).forEach(({ task }) => task()), idle }
}

const scriptSrcs = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))
const script = (id: string) => document.getElementById(id) as HTMLScriptElement | null

beforeEach(() => {
  for (const element of document.head.querySelectorAll('script')) element.remove()
  delete window.dataLayer
  delete window.fbq
  delete window._fbq
  delete window.$crisp
  delete window.CRISP_WEBSITE_ID
})

let stop = () => {}
afterEach(() => stop())

describe('third-party scripts (SPEC 7.4)', () => {
  it("cancels the chat's start, still waiting, when stopped", () => {
    vi.useFakeTimers()
    try {
      const stopped = startThirdParty(
        live({ tagManagerId: '', analyticsId: '', adPixelId: '' }),
        'en',
      )
      stopped()
      vi.advanceTimersByTime(10_000)
      expect(script(VENDOR_SCRIPT_IDS.chat)).toBeNull()
      // Not stopped, it comes.
      stop = startThirdParty(live({ tagManagerId: '', analyticsId: '', adPixelId: '' }), 'en')
      vi.advanceTimersByTime(10_000)
      expect(script(VENDOR_SCRIPT_IDS.chat)).not.toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('loads nothing in mock or demo builds, even with ids', () => {
    const { runtime, runIdle, idle } = fakeRuntime()
    stop = startThirdParty(live({ mockApi: true }), 'en', runtime)
    setConsent('granted')
    runIdle()
    expect(idle).toHaveLength(0)
    expect(scriptSrcs()).toEqual([])
  })

  it('loads nothing for a live build without ids, or with ids that are not ids', () => {
    const { runtime } = fakeRuntime()
    stop = startThirdParty(
      live({ tagManagerId: '', analyticsId: '', adPixelId: '', chatWidgetId: '' }),
      'en',
      runtime,
    )
    expect(scriptSrcs()).toEqual([])
    expect(
      thirdPartyIds(
        live({
          tagManagerId: 'GTM-X"></script><script src=//evil.example/x.js>',
          analyticsId: 'https://evil.example/g.js',
          adPixelId: '12345&callback=x',
          chatWidgetId: '../../evil',
        }),
      ),
    ).toEqual({})
  })

  it('before consent: the tag manager (storage denied) now, the chat when idle, no tracking', () => {
    const { runtime, runIdle, idle } = fakeRuntime()
    stop = startThirdParty(live(), 'ja', runtime)

    const gtm = script(VENDOR_SCRIPT_IDS.tagManager)
    expect(gtm?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123')
    expect(gtm?.async).toBe(true)
    expect(Array.from(window.dataLayer![0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ])
    expect(script(VENDOR_SCRIPT_IDS.chat)).toBeNull()
    expect(idle[0]?.delayMs).toBe(2000)

    runIdle()
    expect(script(VENDOR_SCRIPT_IDS.chat)?.src).toBe('https://client.crisp.chat/l.js')
    expect(window.CRISP_WEBSITE_ID).toBe(IDS.chatWidgetId)
    expect(window.CRISP_RUNTIME_CONFIG).toEqual({ locale: 'ja' })
    expect(script(VENDOR_SCRIPT_IDS.analytics)).toBeNull()
    expect(script(VENDOR_SCRIPT_IDS.adPixel)).toBeNull()
  })

  it('a refusal keeps analytics and the pixel out; an acceptance brings them in, once', () => {
    const { runtime } = fakeRuntime()
    stop = startThirdParty(live(), 'en', runtime)
    setConsent('denied')
    expect(script(VENDOR_SCRIPT_IDS.analytics)).toBeNull()
    expect(script(VENDOR_SCRIPT_IDS.adPixel)).toBeNull()

    setConsent('granted')
    setConsent('granted')
    expect(script(VENDOR_SCRIPT_IDS.analytics)?.src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST12345',
    )
    expect(script(VENDOR_SCRIPT_IDS.adPixel)?.src).toBe(
      'https://connect.facebook.net/en_US/fbevents.js',
    )
    expect(document.head.querySelectorAll('script')).toHaveLength(3)
    const updates = window.dataLayer!.filter(
      (entry) => (entry as ArrayLike<unknown>)[1] === 'update',
    )
    expect(updates).toHaveLength(1)
    expect(window.fbq?.queue?.map((args) => Array.from(args as ArrayLike<unknown>))).toEqual([
      ['init', IDS.adPixelId],
      ['track', 'PageView'],
    ])
  })

  it('an earlier acceptance loads analytics and the pixel at start', () => {
    setConsent('granted')
    const { runtime } = fakeRuntime()
    stop = startThirdParty(live({ tagManagerId: '', chatWidgetId: '' }), 'en', runtime)
    expect(scriptSrcs()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST12345',
      'https://connect.facebook.net/en_US/fbevents.js',
    ])
  })

  it('a script that fails to load resolves false and is not added twice', async () => {
    const loading = injectScript('rw-tp-test', 'https://blocked.example/x.js')
    const element = script('rw-tp-test')!
    element.dispatchEvent(new Event('error'))
    await expect(loading).resolves.toBe(false)
    await expect(injectScript('rw-tp-test', 'https://blocked.example/x.js')).resolves.toBe(false)
    expect(document.head.querySelectorAll('#rw-tp-test')).toHaveLength(1)
    expect(element.referrerPolicy).toBe('strict-origin')
  })
})
