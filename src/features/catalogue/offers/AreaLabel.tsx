import { useTranslation } from 'react-i18next'
import type { AreaDto } from '../../../api/contract/catalogue'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { flagEmoji } from '../../../shared/lib/flag'
import { localAreaName } from '../../../i18n/areaName'

/** Flag and localised destination name, as the heading of a cross-destination plan card. */
export function AreaLabel({ area }: { area: AreaDto }) {
  const { t } = useTranslation('home')
  const locale = useCurrentLocale()
  return (
    <>
      <span className="offer-card__flag" aria-hidden="true">
        {area.type === 'COUNTRY' ? flagEmoji(area.code) : '🌍'}
      </span>{' '}
      {localAreaName(area, locale, t)}
    </>
  )
}
