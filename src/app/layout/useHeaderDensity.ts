import { useLayoutEffect, useRef, useState, type RefObject } from 'react'

/** How much the header gives up to fit on one line: nothing, the chips' texts, the nav links. */
export type HeaderDensity = 'full' | 'tight' | 'compact'
const DENSITIES: readonly HeaderDensity[] = ['full', 'tight', 'compact']

/**
 * Labels differ in length from language to language (Spanish needs ~300 px more than Chinese),
 * so a fixed breakpoint either wastes room or lets the login button fall off the edge. The row
 * is measured instead: when it overflows, the header steps down one density (first the promo and
 * language chips keep only their icons, then the nav moves into the menu), and it steps back up
 * once the row is as wide as that density needed. `resetKey` (language, login state) changes the
 * labels, so it starts a fresh measurement from 'full'.
 */
export function useHeaderDensity(resetKey: string): {
  rowRef: RefObject<HTMLDivElement | null>
  density: HeaderDensity
} {
  const rowRef = useRef<HTMLDivElement>(null)
  // Keyed by resetKey, so new labels start from 'full' without an effect resetting state.
  const [measured, setMeasured] = useState({ key: resetKey, level: 0 })
  const level = measured.key === resetKey ? measured.level : 0
  /** widths[n]: the row width density n needed when it last overflowed. */
  const needed = useRef<{ key: string; widths: number[] }>({ key: resetKey, widths: [] })

  // A layout effect: the steps in between are measured before paint and never shown.
  useLayoutEffect(() => {
    const row = rowRef.current
    if (!row || typeof ResizeObserver === 'undefined') return
    if (needed.current.key !== resetKey) needed.current = { key: resetKey, widths: [] }
    const widths = needed.current.widths
    const measure = () => {
      if (row.scrollWidth > row.clientWidth + 1 && level < DENSITIES.length - 1) {
        widths[level] = row.scrollWidth
        setMeasured({ key: resetKey, level: level + 1 })
      } else if (level > 0 && row.clientWidth >= (widths[level - 1] ?? Infinity)) {
        setMeasured({ key: resetKey, level: level - 1 })
      }
    }
    measure()
    // The row's own box keeps its width when a label grows (a web font arriving, a balance
    // appearing), so its parts are watched as well.
    const observer = new ResizeObserver(measure)
    for (const element of [row, ...Array.from(row.children)]) observer.observe(element)
    return () => observer.disconnect()
  }, [level, resetKey])

  return { rowRef, density: DENSITIES[level]! }
}
