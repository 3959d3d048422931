import { useLayoutEffect, useRef, type RefObject } from 'react'
import { ScrollRestoration, useLocation } from 'react-router'

type Place = RefObject<number | null>

/**
 * React Router's scroll restoration, except on the app's first render. There it would scroll a
 * pre-rendered page to the top: the router's first URL comes with no saved position, and the
 * app starts on the visitor's first scroll (docs/decisions/020), so the reader was thrown back
 * up the page they were reading. The first render keeps the page where the browser has it; a URL
 * with a #fragment still goes to its element. Later navigations are the router's as before.
 */
export function PageScrollRestoration() {
  const { hash } = useLocation()
  const place = useRef<number | null>(null)
  // Layout effects run in the order of siblings: one before the router's, one after it.
  return (
    <>
      <OnFirstCommit
        run={() => {
          place.current = hash ? null : window.scrollY
        }}
      />
      <ScrollRestoration />
      <OnFirstCommit run={() => returnTo(place)} />
    </>
  )
}

function returnTo(place: Place) {
  if (place.current !== null && window.scrollY !== place.current) window.scrollTo(0, place.current)
}

function OnFirstCommit({ run }: { run: () => void }) {
  const first = useRef(run)
  // Once, in the commit that mounts it, before the browser paints.
  useLayoutEffect(() => {
    first.current()
  }, [])
  return null
}
