import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AreaDto, AreaType } from '../../api/contract/catalogue'
import type { Currency } from '../../api/contract/currencies'
import type { LocaleCode } from '../../i18n/locales'
import { Tabs } from '../../shared/ui/Tabs'
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
  const [type, setType] = useState<AreaType>('COUNTRY')
  const [expanded, setExpanded] = useState(false)
  const baseId = useId()

  const shown = useMemo(() => destinationOrder(areas, type, locale, t), [areas, type, locale, t])
  const collapsed = limit && !expanded ? destinationsCollapsed(shown, limit) : 0
  const total = totals?.[type] ?? shown.length

  return (
    <div className="destination-tabs">
      <Tabs
        label={t('destinations.title')}
        tabs={TABS.map((tab) => ({ id: tab.type, label: t(tab.key) }))}
        selected={type}
        onSelect={setType}
        className="tabs"
        pills
        panelTabIndex={0}
      >
        <ul id={`${baseId}-list`} className="destination-grid grid-list">
          {(collapsed ? shown.slice(0, collapsed) : shown).map((area) => (
            <DestinationCard
              key={area.areaId}
              area={area}
              countries={area.countryCodes.length}
              locale={locale}
              currency={currency}
            />
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
      </Tabs>
    </div>
  )
}
