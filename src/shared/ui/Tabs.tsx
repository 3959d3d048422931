import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Words } from './Words'

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string
  tabs: readonly { id: T; label: string }[]
  selected: T
  onSelect: (id: T) => void
  /** The list's class; each tab gets `<className>__tab`. */
  className: string
  /** Tabs drawn as pills (the `pill` look of app/styles.css) instead of the list's own look. */
  pills?: boolean
  panelClassName?: string
  /** 0 when the panel has nothing focusable of its own at the start, so it can be reached. */
  panelTabIndex?: number
  children: ReactNode
}

/**
 * WAI-ARIA tabs: arrows move and select (wrapping), Home and End jump, only the selected tab is
 * in the tab order, and the one panel is named by its tab. The owner keeps the selection (in
 * state or the URL) and hears of changes.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
  pills = false,
  panelClassName,
  panelTabIndex,
  children,
}: TabsProps<T>) {
  const baseId = useId()
  const buttons = useRef(new Map<T, HTMLButtonElement>())
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = tabs[moves[event.key]!]!.id
    onSelect(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={pills ? `${className}__tab pill` : `${className}__tab`}
            onClick={() => onSelect(tab.id)}
          >
            <Words text={tab.label} />
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className={panelClassName}
        tabIndex={panelTabIndex}
      >
        {children}
      </div>
    </>
  )
}
