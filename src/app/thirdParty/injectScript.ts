/**
 * Adds an async <script> for a third party. It never blocks parsing or rendering, never
 * throws into our code, and resolves false when the script could not load (blocked by an ad
 * blocker, offline, refused by the CSP): the store works the same without it.
 */
export function injectScript(id: string, src: string, doc: Document = document): Promise<boolean> {
  const existing = doc.getElementById(id)
  if (existing) return Promise.resolve(existing.dataset.loaded !== 'false')
  return new Promise((resolve) => {
    try {
      const script = doc.createElement('script')
      script.id = id
      script.src = src
      script.async = true
      // Third parties get our origin only, never the page path with its query (SPEC 7.4).
      script.referrerPolicy = 'strict-origin'
      script.onload = () => resolve(true)
      script.onerror = () => {
        script.dataset.loaded = 'false'
        resolve(false)
      }
      doc.head.appendChild(script)
    } catch {
      resolve(false)
    }
  })
}
