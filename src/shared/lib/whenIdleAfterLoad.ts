/**
 * Runs `task` once the page has loaded and the browser is idle, so work the visitor does not
 * wait for (warming the HTTP client, refreshing the build's prices) never competes with the
 * page's own start-up.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 0)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
