type SchedulerWithYield = { yield?: () => Promise<void> }

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: a start-up made of a few short tasks instead of one long one (a phone's Total
 * Blocking Time, issue 8). `scheduler.yield()` where the browser has it (it resumes ahead of
 * other queued work), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
