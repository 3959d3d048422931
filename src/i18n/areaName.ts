import type { TFunction } from 'i18next'
import type { AreaDto } from '../api/contract/catalogue'

const displayNames = new Map<string, Intl.DisplayNames>()

function regionNames(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' })
    displayNames.set(locale, names)
  }
  return names
}

/**
 * Countries are named by Intl in the visitor's language; regions and Global are our own
 * groupings, so their names come from the message files (falling back to the API's English).
 */
export function localAreaName(
  area: Pick<AreaDto, 'type' | 'code' | 'name'>,
  locale: string,
  t: TFunction,
): string {
  if (area.type === 'COUNTRY') {
    const name = regionNames(locale).of(area.code)
    return name && name !== area.code ? name : area.name
  }
  return t(`regions.${area.code}`, { ns: 'common', defaultValue: area.name })
}
