// Starts a pre-rendered page's app once the page has painted (docs/decisions/014, addendum 3).
// The HTML already is the page; its module scripts wait in a <template> (which the browser does
// not fetch) so that on a phone they do not compete with the first paint for bandwidth and CPU.
// scripts/after-paint.mjs moves them there and writes this file into assets/ under a hash.
;(() => {
  const held = document.getElementById('rw-after-paint')
  if (!(held instanceof HTMLTemplateElement)) return
  let started = false
  // One tag per task: each starts a fetch, which on a slow phone costs enough that all twenty
  // at once were one long task (120-270 ms at 8x CPU slowdown), and four still 70-80 ms. The
  // module script comes first, so the largest download starts at once.
  const insert = (tags) => {
    document.head.append(tags[0])
    if (tags.length > 1) setTimeout(insert, 0, tags.slice(1))
  }
  const start = () => {
    if (started) return
    started = true
    insert([...document.importNode(held.content, true).children])
  }
  // A tab in the background paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState !== 'visible') return start()
  document.addEventListener('visibilitychange', start, { once: true })
  const painted = (entries) => entries.some((entry) => entry.name === 'first-contentful-paint')
  if (painted(performance.getEntriesByType('paint'))) return start()
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // No paint timing: a task after the next frame, which is the first one the page can paint.
    requestAnimationFrame(() => setTimeout(start, 0))
    return
  }
  // The paint is reported once it is on screen, which can be well after its frame (fonts).
  new PerformanceObserver((list, observer) => {
    if (!painted(list.getEntries())) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  // A page that somehow never paints content still comes to life.
  setTimeout(start, 3000)
})()
