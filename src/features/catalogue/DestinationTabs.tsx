import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AreaDto, AreaType } from '../../api/contract/catalogue'
import type { Currency } from '../../api/contract/currencies'
import type { LocaleCode } from '../../i18n/locales'
import { DestinationCard } from './DestinationCard'
import { destinationOrder, destinationsCollapsed } from './listOrder'

const TABS: readonly { type: AreaType; key: string }[] = [
  { type: 'COUNTRY', key: 'destinations.tabs.countries' },
  { type: 'REGION', key: 'destinations.tabs.regions' },
  { type: 'GLOBAL', key: 'destinations.tabs.global' },
]

/** Destinations in tabs (WAI-ARIA tabs: arrows move and select, Home/End jump). */
export function DestinationTabs({
  areas,
  locale,
  currency,
  limit,
  totals,
  onShowAll,
}: {
  areas: AreaDto[]
  locale: LocaleCode
  currency: Currency
  /** Cards shown before a "Show all" button, popular ones always; all when unset. */
  limit?: number
  /** How many destinations of each type there are, when `areas` holds only the first ones. */
  totals?: Record<string, number>
  /** "Show all" was pressed while `areas` holds only the first ones. */
  onShowAll?: () => void
}) {
  const { t } = useTranslation('home')
  const [selected, setSelected] = useState(0)
  const [expanded, setExpanded] = useState(false)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const type = TABS[selected]!.type

  const shown = useMemo(() => destinationOrder(areas, type, locale, t), [areas, type, locale, t])
  const collapsed = limit && !expanded ? destinationsCollapsed(shown, limit) : 0
  const total = totals?.[type] ?? shown.length

  const onKeyDown = (event: KeyboardEvent) => {
    const last = TABS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (selected + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (selected + last) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="destination-tabs">
      <div
        role="tablist"
        aria-label={t('destinations.title')}
        className="tabs"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.type}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(index)}
          >
            {t(tab.key)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
      >
        <ul id={`${baseId}-list`} className="destination-grid">
          {(collapsed ? shown.slice(0, collapsed) : shown).map((area) => (
            <DestinationCard key={area.areaId} area={area} locale={locale} currency={currency} />
          ))}
        </ul>
        {collapsed > 0 && total > collapsed && (
          <button
            type="button"
            className="button button--secondary destination-tabs__more"
            aria-expanded={expanded}
            aria-controls={`${baseId}-list`}
            onClick={() => {
              if (!expanded && totals) onShowAll?.()
              setExpanded((value) => !value)
            }}
          >
            {expanded ? t('destinations.showFewer') : t('destinations.showAll', { count: total })}
          </button>
        )}
      </div>
    </div>
  )
}
