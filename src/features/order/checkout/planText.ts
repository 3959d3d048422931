import type { TFunction } from 'i18next'
import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { formatDataSize } from '../../../shared/lib/dataSize'

/**
 * How the checkout names what is bought. Features share no code, so this is the order
 * feature's own wording; region names come from the shared `home` messages, with the API's
 * English name as the fallback should that key ever move.
 */
export function areaLabel(
  area: Pick<AreaDto, 'type' | 'code' | 'name'>,
  locale: string,
  t: TFunction,
) {
  if (area.type === 'COUNTRY') {
    try {
      const name = new Intl.DisplayNames([locale], { type: 'region' }).of(area.code)
      if (name && name !== area.code) return name
    } catch {
      // An unknown code: the API's own name below.
    }
    return area.name
  }
  return t(`regions.${area.code}`, { ns: 'common', defaultValue: area.name })
}

export function dataLabel(pkg: Pick<PackageDto, 'type' | 'dataMb'>, t: TFunction): string {
  const size = formatDataSize(pkg.dataMb)
  return pkg.type === 'DAILY_UNLIMITED' ? t('checkout:summary.perDay', { size }) : size
}

export function validityLabel(pkg: Pick<PackageDto, 'days'>, t: TFunction): string {
  return t('checkout:summary.days', { count: pkg.days })
}
