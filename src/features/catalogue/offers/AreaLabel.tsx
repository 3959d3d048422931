import { useTranslation } from 'react-i18next'
import type { AreaDto } from '../../../api/contract/catalogue'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { localAreaName } from '../../../i18n/areaName'
import { AreaMark } from '../../../shared/ui/AreaMark'

/**
 * Flag and localised destination name, as the heading of a cross-destination plan card. `lazy`
 * for a card below the first screen: its flag loads as it scrolls into view.
 */
export function AreaLabel({ area, lazy = false }: { area: AreaDto; lazy?: boolean }) {
  const { t } = useTranslation('common')
  const locale = useCurrentLocale()
  return (
    <>
      <AreaMark code={area.code} kind={area.type} size="md" lazy={lazy} />{' '}
      {localAreaName(area, locale, t)}
    </>
  )
}
