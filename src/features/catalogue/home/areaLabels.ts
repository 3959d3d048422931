import type { TFunction } from 'i18next'
import type { AreaDto } from '../../../api/contract/catalogue'

/** "Country", or "Region · 35 countries": a region's name alone does not say what it covers. */
export function areaKind(type: AreaDto['type'], countries: number, t: TFunction): string {
  const kind = t(`home:kinds.${type}`)
  if (type === 'COUNTRY') return kind
  return `${kind} · ${t('common:plan.countries', { count: countries })}`
}
