import { createMockServer } from '../../src/mocks/node'
import { getConfig } from '../../src/config/runtimeConfig'

/** One msw/node server per test file over a database reset before each test (tests/setup.ts). */
export const mockApi = createMockServer(getConfig().signingKey, getConfig().productSlug)
