/**
 * Any console.error a test did not announce fails it (epic-stack style): React warnings,
 * act() misuse and unhandled errors all surface here.
 */
const recorded: unknown[][] = []
let allowed: RegExp[] = []
const original = console.error

export function installConsoleGuard(): void {
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ')
    if (allowed.some((pattern) => pattern.test(text))) return
    recorded.push(args)
    original(...args)
  }
}

/** For a test that provokes an error on purpose. */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern)
}

export function takeConsoleErrors(): unknown[][] {
  const copy = recorded.splice(0)
  allowed = []
  return copy
}
