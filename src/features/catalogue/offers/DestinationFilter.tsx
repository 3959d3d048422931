import { useTranslation } from 'react-i18next'
import { SelectField } from '../../../shared/ui/SelectField'

export interface DestinationFilterProps {
  /** Destinations as [slug, localised name], already sorted. */
  options: readonly (readonly [slug: string, name: string])[]
  value: string
  onChange: (slug: string) => void
}

/** A native select: on phones it opens the system picker, which beats any custom list. */
export function DestinationFilter({ options, value, onChange }: DestinationFilterProps) {
  const { t } = useTranslation('plan')
  return (
    // Its own box: the toolbar sizes it beside the plan count.
    <div className="offers-filter">
      <SelectField
        label={t('callText.filterLabel')}
        placeholder={t('callText.allDestinations')}
        options={options.map(([slug, name]) => ({ value: slug, label: name }))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
