import { afterEach, describe, expect, it, vi } from 'vitest'
import { absorbWorkerUpdateRace } from '../../../src/mocks/browser'

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true })
  Object.defineProperty(event, 'reason', { value: reason })
  return event
}

describe("the demo build's mock worker", () => {
  const later = vi.fn()
  afterEach(() => window.removeEventListener('unhandledrejection', later))

  it("keeps MSW's unawaited worker update failing on a closing page out of the console and the toast", () => {
    absorbWorkerUpdateRace()
    window.addEventListener('unhandledrejection', later)

    const race = rejection(
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4180/') with script ('http://127.0.0.1:4180/mockServiceWorker.js'): Not found",
      ),
    )
    window.dispatchEvent(race)
    expect(race.defaultPrevented).toBe(true)
    expect(later).not.toHaveBeenCalled()

    const other = rejection(new Error('Network Error'))
    window.dispatchEvent(other)
    expect(other.defaultPrevented).toBe(false)
    expect(later).toHaveBeenCalledTimes(1)
  })
})
