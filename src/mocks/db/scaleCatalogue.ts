import type { CatalogueData } from './database'

/**
 * A synthetic catalogue `factor` times the seed's size, for measuring how the build's renderer
 * and the pages grow with the catalogue (scripts/prerender-bench.mjs): each destination and its
 * plans again under new slugs and ids (`japan-2`, `jp-data-5gb-30d-2`), named "Japan 2". The
 * copies are never popular, so the home page's first screen stays the seed's.
 */
export function scaleCatalogue(seed: CatalogueData, factor: number): CatalogueData {
  if (factor <= 1) return seed
  const areas = [...seed.areas]
  const packages = [...seed.packages]
  for (let copy = 2; copy <= factor; copy++) {
    for (const area of seed.areas) {
      areas.push({
        ...area,
        areaId: `${area.areaId}-${copy}`,
        slug: `${area.slug}-${copy}`,
        name: `${area.name} ${copy}`,
        popular: false,
      })
    }
    for (const pkg of seed.packages) {
      packages.push({
        ...pkg,
        packageId: `${pkg.packageId}-${copy}`,
        areaId: `${pkg.areaId}-${copy}`,
        areaSlug: `${pkg.areaSlug}-${copy}`,
      })
    }
  }
  return { ...seed, areas, packages }
}
