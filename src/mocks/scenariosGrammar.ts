import {
  AFTER_FAULTS,
  MOCK_FAULTS,
  type MockFault,
  type MockScenarioDto,
} from '../api/contract/mockControl'

/**
 * The `?mock=` grammar (docs/qa.md "Scenarios"): a comma-separated list of rules, or `off`.
 *
 *   rule  = [ "once:" ] [ "after:" ] fault [ ":" ms ] [ "@" path ]
 *   fault = network | 500 | timeout | slow | malformed | 10029 | 10031
 *           (RT_NOBEL_ERROR_10029 and RT_NOBEL_ERROR_10031 are accepted too)
 *   ms    = the delay of `slow` (default SLOW_DEFAULT_MS), or the client timeout the lab sets
 *           while a `timeout` is active (default TIMEOUT_CLIENT_DEFAULT_MS)
 *   path  = one API path, e.g. /v3/query/orders; none means every endpoint
 *   after = the handler runs (and does its work) first, then its answer is lost; for network,
 *           timeout, 500 and malformed
 *
 * Examples: `500`, `timeout@/v3/query/orders`, `slow:5000`, `timeout:2000`,
 * `once:network@/v1/guest/login`,
 * `10031@/v1/payment/setup,slow:2000`.
 */
export const MOCK_PARAM = 'mock'
export const SLOW_DEFAULT_MS = 3000
/** The client timeout the lab asks for while a timeout scenario is active, unless it names one. */
export const TIMEOUT_CLIENT_DEFAULT_MS = 5000
/** The most milliseconds a rule takes: a longer delay is a timeout, not a slow answer. */
export const SLOW_MAX_MS = 60_000

const CLEAR_WORDS = new Set(['', 'off', 'none', 'clear'])
const ONCE_PREFIX = 'once:'
const AFTER_PREFIX = 'after:'
const CODE_PREFIX = 'RT_NOBEL_ERROR_'

export interface ParsedMockParam {
  scenarios: MockScenarioDto[]
  /** One message per rule that could not be read; nothing should be applied when non-empty. */
  errors: string[]
}

function isFault(word: string): word is MockFault {
  return (MOCK_FAULTS as readonly string[]).includes(word)
}

function parseRule(text: string, knownPaths: readonly string[] | null): MockScenarioDto | string {
  let rest = text.trim()
  const once = rest.toLowerCase().startsWith(ONCE_PREFIX)
  if (once) rest = rest.slice(ONCE_PREFIX.length)
  const after = rest.toLowerCase().startsWith(AFTER_PREFIX)
  if (after) rest = rest.slice(AFTER_PREFIX.length)
  const at = rest.indexOf('@')
  const path = at >= 0 ? rest.slice(at + 1).trim() : undefined
  const head = (at >= 0 ? rest.slice(0, at) : rest).trim()
  const [rawFault = '', rawMs, ...extra] = head.split(':')
  let fault = rawFault.trim().toLowerCase()
  if (fault.startsWith(CODE_PREFIX.toLowerCase())) fault = fault.slice(CODE_PREFIX.length)
  if (!isFault(fault)) return `"${text}": unknown fault "${rawFault}" (${MOCK_FAULTS.join(', ')})`
  if (extra.length > 0) return `"${text}": too many ":"`
  if (after && !AFTER_FAULTS.includes(fault)) {
    return `"${text}": only ${AFTER_FAULTS.join(', ')} can strike after the handler`
  }
  const scenario: MockScenarioDto = { fault }
  if (rawMs !== undefined) {
    const ms = Number(rawMs)
    if (fault !== 'slow' && fault !== 'timeout') {
      return `"${text}": only slow and timeout take milliseconds`
    }
    if (!/^\d+$/.test(rawMs.trim()) || ms < 1 || ms > SLOW_MAX_MS) {
      return `"${text}": the delay must be whole milliseconds from 1 to ${SLOW_MAX_MS}`
    }
    scenario.delayMs = ms
  } else if (fault === 'slow') {
    scenario.delayMs = SLOW_DEFAULT_MS
  }
  if (path !== undefined) {
    if (!path.startsWith('/')) return `"${text}": the path must start with "/"`
    if (knownPaths && !knownPaths.includes(path)) return `"${text}": no API path ${path}`
    scenario.path = path
  }
  if (once) scenario.once = true
  if (after) scenario.after = true
  return scenario
}

/**
 * Reads a `?mock=` value. Rules for the same target replace earlier ones, as setting them one by
 * one would. `knownPaths` (when given) turns a mistyped path into an error instead of a scenario
 * that never strikes.
 */
export function parseMockParam(
  value: string,
  knownPaths: readonly string[] | null = null,
): ParsedMockParam {
  if (CLEAR_WORDS.has(value.trim().toLowerCase())) return { scenarios: [], errors: [] }
  const scenarios: MockScenarioDto[] = []
  const errors: string[] = []
  for (const text of value.split(',')) {
    if (!text.trim()) continue
    const parsed = parseRule(text, knownPaths)
    if (typeof parsed === 'string') errors.push(parsed)
    else upsertScenario(scenarios, parsed)
  }
  return { scenarios, errors }
}

/** The rule that parseMockParam reads back as this scenario. */
export function formatScenario(scenario: MockScenarioDto): string {
  const usual = scenario.fault === 'slow' ? SLOW_DEFAULT_MS : TIMEOUT_CLIENT_DEFAULT_MS
  const delay =
    (scenario.fault === 'slow' || scenario.fault === 'timeout') &&
    scenario.delayMs !== undefined &&
    scenario.delayMs !== usual
      ? `:${scenario.delayMs}`
      : ''
  return `${scenario.once ? ONCE_PREFIX : ''}${scenario.after ? AFTER_PREFIX : ''}${scenario.fault}${delay}${scenario.path ? `@${scenario.path}` : ''}`
}

export function formatMockParam(scenarios: readonly MockScenarioDto[]): string {
  return scenarios.length ? scenarios.map(formatScenario).join(',') : 'off'
}

/** Adds a scenario in place, replacing the one with the same target (every endpoint, or a path). */
export function upsertScenario(list: MockScenarioDto[], scenario: MockScenarioDto): void {
  const index = list.findIndex((item) => item.path === scenario.path)
  if (index >= 0) list[index] = scenario
  else list.push(scenario)
}

/**
 * Splits a URL into its `mock` value (null when absent) and the same URL without it, so the
 * bootstrap can apply the scenarios and leave a clean address (a reload must not re-apply them
 * over what QA changed in the panel since).
 */
export function takeMockParam(href: string): { value: string | null; href: string } {
  const url = new URL(href)
  const value = url.searchParams.get(MOCK_PARAM)
  if (value === null) return { value: null, href }
  url.searchParams.delete(MOCK_PARAM)
  return { value, href: url.toString() }
}
