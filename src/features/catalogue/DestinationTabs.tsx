import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AreaDto, AreaType } from '../../api/contract/catalogue'
import type { Currency } from '../../config/currencies'
import type { LocaleCode } from '../../i18n/locales'
import { DestinationCard } from './DestinationCard'
import { localAreaName } from '../../i18n/areaName'

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
}: {
  areas: AreaDto[]
  locale: LocaleCode
  currency: Currency
  /** Cards shown before a "Show all" button, popular ones always; all when unset. */
  limit?: number
}) {
  const { t } = useTranslation('home')
  const [selected, setSelected] = useState(0)
  const [expanded, setExpanded] = useState(false)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const type = TABS[selected]!.type

  const shown = useMemo(() => {
    const collator = new Intl.Collator(locale)
    const ofType = areas.filter((area) => area.type === type)
    const named = ofType.map((area) => ({ area, name: localAreaName(area, locale, t) }))
    // Popular destinations first, then alphabetically in the visitor's language.
    return named
      .sort(
        (a, b) =>
          Number(b.area.popular) - Number(a.area.popular) || collator.compare(a.name, b.name),
      )
      .map(({ area }) => area)
  }, [areas, type, locale, t])

  const popular = shown.filter((area) => area.popular).length
  const collapsed = limit && !expanded ? Math.max(limit, popular) : 0

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
        {collapsed > 0 && shown.length > collapsed && (
          <button
            type="button"
            className="button button--secondary destination-tabs__more"
            aria-expanded={expanded}
            aria-controls={`${baseId}-list`}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded
              ? t('destinations.showFewer')
              : t('destinations.showAll', { count: shown.length })}
          </button>
        )}
      </div>
    </div>
  )
}
