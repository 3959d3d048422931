import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export interface DestinationFilterProps {
  /** Destinations as [slug, localised name], already sorted. */
  options: readonly (readonly [slug: string, name: string])[]
  value: string
  onChange: (slug: string) => void
}

/** A native select: on phones it opens the system picker, which beats any custom list. */
export function DestinationFilter({ options, value, onChange }: DestinationFilterProps) {
  const { t } = useTranslation('plan')
  const id = useId()
  return (
    <div className="field offers-filter">
      <label className="field__label" htmlFor={id}>
        {t('callText.filterLabel')}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('callText.allDestinations')}</option>
        {options.map(([slug, name]) => (
          <option key={slug} value={slug}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}
