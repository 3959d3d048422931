import type { MockScenarioDto } from '../../api/contract/mockControl'

/**
 * Knobs QA turns in the mock server (docs/qa.md). They live in the database so they persist with
 * it and `db.reset()` restores them.
 */
export interface MockSettings {
  /**
   * ISO alpha-2 country the "CDN" reports for the visitor (header X-Client-Country). Anything but
   * the base country makes guest login ask for a recaptcha (SPEC 4.4).
   */
  visitorCountry: string
  /** Make guest login demand a recaptcha regardless of country (SPEC 4.4 "server demands it"). */
  demandCaptcha: boolean
  /**
   * Switch payments off: setup, execute, confirm and the top-up payment steps answer
   * RT_NOBEL_ERROR_10031 'Payment is unavailable' (SPEC 8).
   */
  paymentUnavailable: boolean
  /**
   * Injected faults (scenarios.ts). Optional because databases saved before scenarios existed
   * lack it; read it through listScenarios().
   */
  scenarios?: MockScenarioDto[]
}

/** The mock cannot import config/ (rules of direction), so it keeps its own copy of BASE_COUNTRY. */
export const MOCK_BASE_COUNTRY = 'US'

export function defaultSettings(): MockSettings {
  // No `scenarios` key: absent reads as none (listScenarios), like an older saved database.
  return { visitorCountry: MOCK_BASE_COUNTRY, demandCaptcha: false, paymentUnavailable: false }
}
