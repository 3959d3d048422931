import { useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PackageType } from '../../../api/contract/catalogue'

export interface PlanTypeTabsProps {
  types: readonly PackageType[]
  selected: PackageType
  onSelect: (type: PackageType) => void
  /** Ids tie each tab to the one panel below (aria-controls / aria-labelledby). */
  idFor: (type: PackageType) => string
  panelId: string
}

const TAB_KEYS: Record<PackageType, string> = {
  DATA: 'types.DATA',
  DAILY_UNLIMITED: 'types.DAILY_UNLIMITED',
  CALL_TEXT: 'types.CALL_TEXT',
}

/** WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump. */
export function PlanTypeTabs({ types, selected, onSelect, idFor, panelId }: PlanTypeTabsProps) {
  const { t } = useTranslation('plan')
  const refs = useRef<Partial<Record<PackageType, HTMLButtonElement | null>>>({})
  const index = Math.max(0, types.indexOf(selected))

  const onKeyDown = (event: KeyboardEvent) => {
    const last = types.length - 1
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const type = types[next]!
    onSelect(type)
    refs.current[type]?.focus()
  }

  return (
    <div role="tablist" aria-label={t('types.label')} className="plan-tabs" onKeyDown={onKeyDown}>
      {types.map((type) => (
        <button
          key={type}
          ref={(element) => {
            refs.current[type] = element
          }}
          type="button"
          role="tab"
          id={idFor(type)}
          aria-selected={type === selected}
          aria-controls={panelId}
          tabIndex={type === selected ? 0 : -1}
          className="plan-tabs__tab"
          onClick={() => onSelect(type)}
        >
          {t(TAB_KEYS[type])}
        </button>
      ))}
    </div>
  )
}
