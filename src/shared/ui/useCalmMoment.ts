import { useEffect, useRef } from 'react'
import { anyOverlayOpen, isTyping } from './overlayPresence'

const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const

/** Something on the page is still loading an answer the visitor asked for. */
const answerPending = () => document.querySelector('[aria-busy="true"]') !== null

/**
 * Calls `onCalm` once, after the page has been left alone for `idleMs` with no overlay open,
 * nothing being typed and no answer pending: every click, key, input or scroll starts the wait
 * again. For what opens by itself (a promotion, the review prompt), so it never lands in the
 * middle of something.
 */
export function useCalmMoment(enabled: boolean, idleMs: number, onCalm: () => void): void {
  const calm = useRef(onCalm)
  useEffect(() => {
    calm.current = onCalm
  })

  useEffect(() => {
    if (!enabled) return
    let timer = 0
    const wait = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(fire, idleMs)
    }
    const fire = () => {
      if (anyOverlayOpen() || isTyping() || answerPending()) return wait()
      stop()
      calm.current()
    }
    const stop = () => {
      window.clearTimeout(timer)
      for (const type of ACTIVITY) window.removeEventListener(type, wait, true)
    }
    for (const type of ACTIVITY) {
      window.addEventListener(type, wait, { capture: true, passive: true })
    }
    wait()
    return stop
  }, [enabled, idleMs])
}
