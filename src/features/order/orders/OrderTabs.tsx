import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { OrderTab } from '../../../api/contract/order'

const TABS: readonly OrderTab[] = ['CURRENT', 'PAST']

/**
 * Current / Past as WAI-ARIA tabs (arrows, Home and End move and select). The selected tab
 * lives in the URL, so the owner passes it in and hears about changes.
 */
export function OrderTabs({
  idBase,
  label,
  selected,
  tabLabel,
  onSelect,
  children,
}: {
  idBase: string
  label: string
  selected: OrderTab
  tabLabel: (tab: OrderTab) => string
  onSelect: (tab: OrderTab) => void
  children: ReactNode
}) {
  const refs = useRef<Partial<Record<OrderTab, HTMLButtonElement | null>>>({})
  const index = TABS.indexOf(selected)

  const onKeyDown = (event: KeyboardEvent) => {
    const last = TABS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const tab = TABS[next]!
    onSelect(tab)
    refs.current[tab]?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="orders-tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            className="orders-tabs__tab"
            onClick={() => onSelect(tab)}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={`${idBase}-tab-${selected}`}
        className="orders-tabs__panel"
      >
        {children}
      </div>
    </>
  )
}
