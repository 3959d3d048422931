import * as v from 'valibot'
import {
  AFTER_FAULTS,
  MOCK_FAULTS,
  type MockScenarioDto,
  type MockSettingsDto,
} from '../api/contract/mockControl'
import { SLOW_MAX_MS } from './scenariosGrammar'

/**
 * What the mock HTTP server's control endpoints accept (docs/qa.md "The mock over HTTP"). The
 * body is a stranger's JSON: a value of the wrong kind stored in the settings would break every
 * later call (a `scenarios` of 5 once did), so anything but these shapes is refused with a
 * message that says what was wrong, and nothing is stored.
 */
const settingsPatch = v.strictObject({
  visitorCountry: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'visitorCountry: a two-letter country code, e.g. JP')),
  ),
  demandCaptcha: v.optional(v.boolean('demandCaptcha: true or false')),
  paymentUnavailable: v.optional(v.boolean('paymentUnavailable: true or false')),
})

const scenario = v.pipe(
  v.strictObject({
    fault: v.picklist(MOCK_FAULTS, `fault: one of ${MOCK_FAULTS.join(', ')}`),
    path: v.optional(
      v.pipe(v.string(), v.startsWith('/', 'path: an API path such as /v3/query/orders')),
    ),
    once: v.optional(v.boolean('once: true or false')),
    after: v.optional(v.boolean('after: true or false')),
    delayMs: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1),
        v.maxValue(SLOW_MAX_MS, `delayMs: whole milliseconds from 1 to ${SLOW_MAX_MS}`),
      ),
    ),
  }),
  v.check(
    (item) => !item.after || AFTER_FAULTS.includes(item.fault),
    `after: only with ${AFTER_FAULTS.join(', ')}`,
  ),
)

export type Read<T> = { ok: true; value: T } | { ok: false; error: string }

function read<T>(schema: v.GenericSchema<unknown, T>, input: unknown): Read<T> {
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, error: result.issues.map(describe).join('; ') }
}

function describe(issue: v.BaseIssue<unknown>): string {
  const key = v.getDotPath(issue)
  // valibot's own wording names the key only for unknown keys of a strict object.
  return key && !issue.message.startsWith(`${key}:`) ? `${key}: ${issue.message}` : issue.message
}

export const readSettingsPatch = (input: unknown): Read<Partial<MockSettingsDto>> =>
  read(settingsPatch, input)

export const readScenario = (input: unknown): Read<MockScenarioDto> => read(scenario, input)

/** Scenarios as stored: a database written before this check may hold anything there. */
export function storedScenarios(value: unknown): MockScenarioDto[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = readScenario(item)
    return parsed.ok ? [parsed.value] : []
  })
}
