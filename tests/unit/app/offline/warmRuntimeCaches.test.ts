import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmRuntimeCaches } from '../../../../src/app/offline/registerServiceWorker'
import { RUNTIME_CACHES } from '../../../../src/app/offline/cacheNames'

describe("the first visit's files, put into the worker's caches", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('adds each same-origin config, message and flag file to its cache, one per task', async () => {
    vi.useFakeTimers()
    const origin = location.origin
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
      [
        `${origin}/config.json`,
        `${origin}/locales/en/common.json`,
        `${origin}/flags/jp.png`,
        `${origin}/flags/de.png`,
        `${origin}/assets/index-1.js`,
        'https://api.example/v1/query/areas',
      ].map((name) => ({ name }) as PerformanceEntry),
    )
    const added: [string, string][] = []
    vi.stubGlobal('caches', {
      open: async (name: string) => ({
        add: async (url: string) => void added.push([name, url]),
      }),
    })
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready: Promise.resolve() } })

    const yields = vi.spyOn(globalThis, 'setTimeout')
    const warming = warmRuntimeCaches()
    // Nothing is started in the task that found the files; each starts after a yield of its own.
    for (let turn = 0; turn < 10; turn++) await Promise.resolve()
    expect(added).toEqual([])
    await vi.runAllTimersAsync()
    await warming
    expect(added).toEqual([
      [RUNTIME_CACHES.config, `${origin}/config.json`],
      [RUNTIME_CACHES.locales, `${origin}/locales/en/common.json`],
      [RUNTIME_CACHES.flags, `${origin}/flags/jp.png`],
      [RUNTIME_CACHES.flags, `${origin}/flags/de.png`],
    ])
    expect(yields).toHaveBeenCalledTimes(added.length)
  })
})
