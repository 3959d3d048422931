import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'

/** A cross-area list's plans paired with their areas (plans of unknown areas are dropped). */
export function withAreas(
  packages: readonly PackageDto[],
  areas: readonly AreaDto[],
): { area: AreaDto; pkg: PackageDto }[] {
  const byId = new Map(areas.map((area) => [area.areaId, area]))
  return packages.flatMap((pkg) => {
    const area = byId.get(pkg.areaId)
    return area ? [{ area, pkg }] : []
  })
}
