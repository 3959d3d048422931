import type { MockScenarioDto } from '../../src/api/contract/mockControl'
import { parseMockParam } from '../../src/mocks/scenariosGrammar'
import { mockApi } from './mockApi'

/**
 * Sets the mock API's fault scenarios for one vitest test, in the `?mock=` grammar of docs/qa.md
 * (`'500@/v3/query/orders'`, `'once:timeout'`, `'off'`), or as scenario objects. Replaces any
 * scenario already set; tests/setup.ts resets the database (scenarios included) before each test.
 */
export function setMockScenarios(scenarios: string | readonly MockScenarioDto[]): void {
  const list =
    typeof scenarios === 'string'
      ? parsedOrThrow(scenarios)
      : scenarios.map((item) => ({ ...item }))
  mockApi.control.clearScenarios()
  list.forEach((scenario) => mockApi.control.setScenario(scenario))
}

function parsedOrThrow(value: string): MockScenarioDto[] {
  const { scenarios, errors } = parseMockParam(value, mockApi.control.apiPaths())
  if (errors.length > 0) throw new Error(`setMockScenarios('${value}'):\n${errors.join('\n')}`)
  return scenarios
}
