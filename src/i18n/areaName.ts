import type { TFunction } from 'i18next'
import type { AreaDto } from '../api/contract/catalogue'
import { countryName } from '../shared/lib/countries'

/**
 * Countries are named by Intl in the visitor's language; regions and Global are our own
 * groupings, so their names come from the message files (falling back to the API's English).
 */
export function localAreaName(
  area: Pick<AreaDto, 'type' | 'code' | 'name'>,
  locale: string,
  t: TFunction,
): string {
  if (area.type === 'COUNTRY') return countryName(area.code, locale) ?? area.name
  return t(`regions.${area.code}`, { ns: 'common', defaultValue: area.name })
}
