import { HttpResponse } from 'msw'
import { AFTER_FAULTS, type MockScenarioDto } from '../api/contract/mockControl'
import type { MockDatabase } from './db/database'
import { carriesTickedCaptcha } from './captcha'
import { fail } from './respond'
import { requestLang } from './verify'
import { SLOW_DEFAULT_MS, TIMEOUT_CLIENT_DEFAULT_MS, upsertScenario } from './scenariosGrammar'
import { storedScenarios } from './controlInput'

/**
 * Fault injection (docs/qa.md "Scenarios"). Scenarios live in the mock database's settings, so
 * they persist with it (a reload keeps them) and a reset clears them; signedRoute asks
 * `injectFault` before every handler, so the browser worker, the vitest server and
 * `npm run mock-api` behave alike.
 */

/**
 * How long a timeout scenario holds the answer: past the client's normal 60 s too, so a client
 * that was not told to shorten its timeout (curl, a production build on mock-api) times out.
 */
export const TIMEOUT_HOLD_MS = 65_000

/** A malformed answer: the start of an envelope, cut off mid-value. */
export const MALFORMED_BODY = '{"code":200,"success":true,"msg":"success","obj":{"'

export function listScenarios(db: MockDatabase): MockScenarioDto[] {
  // Databases saved before scenarios existed have none; anything malformed counts as none.
  return storedScenarios(db.data.settings.scenarios)
}

export function replaceScenarios(db: MockDatabase, scenarios: readonly MockScenarioDto[]): void {
  db.data.settings = { ...db.data.settings, scenarios: scenarios.map((item) => ({ ...item })) }
  db.save()
}

export function addScenario(db: MockDatabase, scenario: MockScenarioDto): void {
  const list = listScenarios(db).map((item) => ({ ...item }))
  const clean: MockScenarioDto = { fault: scenario.fault }
  if (scenario.path) clean.path = scenario.path
  if (scenario.once) clean.once = true
  if (scenario.after && AFTER_FAULTS.includes(scenario.fault)) clean.after = true
  if (scenario.fault === 'slow') clean.delayMs = scenario.delayMs ?? SLOW_DEFAULT_MS
  if (scenario.fault === 'timeout' && scenario.delayMs !== undefined) {
    clean.delayMs = scenario.delayMs
  }
  upsertScenario(list, clean)
  replaceScenarios(db, list)
}

/** Clears one path's scenario, or the every-endpoint one when path is undefined. */
export function removeScenario(db: MockDatabase, path?: string): void {
  replaceScenarios(
    db,
    listScenarios(db).filter((item) => item.path !== path),
  )
}

/** A path's own scenario wins over the every-endpoint one. */
export function scenarioFor(db: MockDatabase, path: string): MockScenarioDto | undefined {
  const list = listScenarios(db)
  return list.find((item) => item.path === path) ?? list.find((item) => item.path === undefined)
}

/** The client timeout while timeout scenarios are active: the shortest they ask for. */
export function clientTimeoutFor(db: MockDatabase): number | null {
  const asked = listScenarios(db)
    .filter((item) => item.fault === 'timeout')
    .map((item) => item.delayMs ?? TIMEOUT_CLIENT_DEFAULT_MS)
  return asked.length ? Math.min(...asked) : null
}

/** Resolves after ms, or as soon as the caller gives up on the request. */
function hold(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    // A held answer must not keep a Node process (vitest, mock-api) alive after its server closed.
    if (typeof timer === 'object' && 'unref' in timer) timer.unref()
    signal?.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })
}

function faultResponse(scenario: MockScenarioDto, lang: string): Response {
  switch (scenario.fault) {
    case 'network':
    case 'timeout':
      return HttpResponse.error()
    case '500':
      return new HttpResponse('Internal Server Error', {
        status: 500,
        headers: { 'Content-Type': 'text/plain' },
      })
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    case '10029':
      return fail('captchaRequired', lang)
    case '10031':
      return fail('paymentUnavailable', lang)
    case 'slow':
      throw new Error('slow is not a fault answer')
  }
}

/**
 * The scenario for this request, if any: a failed answer to send instead of the handler's, or
 * null to let the handler answer (after the delay of a slow scenario). A once scenario is used up
 * here. Network failures are `Response.error()` and must be returned untouched (no headers).
 * An `after` scenario lets the request through here and strikes in loseAnswer instead.
 */
export async function injectFault(
  db: MockDatabase,
  path: string,
  request: Request,
): Promise<Response | null> {
  const scenario = scenarioFor(db, path)
  if (!scenario || scenario.after) return null
  // A demanded captcha, once ticked, lets the same call through (SPEC 4.4 "after the server
  // demands it"); the scenario stays for the next call without one.
  if (scenario.fault === '10029' && (await carriesTickedCaptcha(request))) return null
  return strike(db, scenario, request)
}

/** Uses up a once scenario and answers as it says: null after a slow one's delay. */
async function strike(
  db: MockDatabase,
  scenario: MockScenarioDto,
  request: Request,
): Promise<Response | null> {
  // One scenario per target (a path, or every endpoint), so its target names it.
  if (scenario.once) removeScenario(db, scenario.path)
  if (scenario.fault === 'slow') {
    await hold(scenario.delayMs ?? SLOW_DEFAULT_MS, request.signal)
    return null
  }
  if (scenario.fault === 'timeout') await hold(TIMEOUT_HOLD_MS, request.signal)
  return faultResponse(scenario, requestLang(request))
}

/**
 * An `after` scenario for this request, once the handler has run and done its work: the answer
 * to send instead of the handler's (lost on the way back), or null to send the handler's.
 */
export async function loseAnswer(
  db: MockDatabase,
  path: string,
  request: Request,
): Promise<Response | null> {
  const scenario = scenarioFor(db, path)
  return scenario?.after ? strike(db, scenario, request) : null
}

/** POST paths answered over each database, for the lab's list of targets. */
const apiPaths = new WeakMap<MockDatabase, Set<string>>()

export function registerApiPath(db: MockDatabase, path: string): void {
  const paths = apiPaths.get(db) ?? new Set<string>()
  paths.add(path)
  apiPaths.set(db, paths)
}

export function registeredApiPaths(db: MockDatabase): string[] {
  return [...(apiPaths.get(db) ?? [])].sort()
}
