import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import Cookies from 'js-cookie'
import { mockApi } from './support/mockApi'
import { installConsoleGuard, takeConsoleErrors } from './support/consoleGuard'

installConsoleGuard()

// Shared, noisy machines: findBy/waitFor wait up to 5 s before calling something missing.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks layout: a fixed desktop width for matchMedia, and scrolling is a no-op.
window.matchMedia ??= (query: string) =>
  ({
    matches: /max-width:\s*(\d+)px/.test(query)
      ? window.innerWidth <= Number(/(\d+)px/.exec(query)![1])
      : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList
window.scrollTo = () => {}

beforeAll(() => mockApi.server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  mockApi.db.reset()
  localStorage.clear()
  sessionStorage.clear()
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
})
afterEach(() => {
  cleanup()
  mockApi.server.resetHandlers()
  const errors = takeConsoleErrors()
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})
afterAll(() => mockApi.server.close())
