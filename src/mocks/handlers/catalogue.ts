import type {
  AreaSuggestionRequest,
  AreaType,
  PackageType,
  QueryAreasRequest,
  QueryPackageListRequest,
  QueryPackageRequest,
  SearchAreasRequest,
} from '../../api/contract/catalogue'
import type { MockDatabase } from '../db/database'
import { fail, ok, type MockOptions } from '../respond'
import { localiseBanners, localiseDialogs } from '../db/seedContent'
import { signedRoute, type RequestContext } from './signedRoute'
import { searchAreasByKeyword } from './catalogueSearch'
import { USAGE_PROFILES, suggestTrip } from '../trip/suggestTrip'

const AREA_TYPES: readonly AreaType[] = ['COUNTRY', 'REGION', 'GLOBAL']
const PACKAGE_TYPES: readonly PackageType[] = ['DATA', 'DAILY_UNLIMITED', 'CALL_TEXT']

export function catalogueHandlers(db: MockDatabase, options: MockOptions) {
  const signed = signedRoute(db, options)
  // Catalogue calls are public; texts follow the request's lang header (SPEC 7.1).
  const route = <Body>(path: string, handle: (body: Body, context: RequestContext) => Response) =>
    signed<Body>(path, 'public', (body, _session, context) => handle(body, context))

  return [
    route('/v1/query/banner', (_body, { lang }) =>
      ok({ banners: localiseBanners(db.catalogue.banners, lang) }),
    ),
    route<QueryAreasRequest>('/v1/query/areas', (body, { lang }) => {
      if (body.type !== undefined && !AREA_TYPES.includes(body.type)) {
        return fail('badAreaType', lang, { value: String(body.type) })
      }
      const areas = body.type
        ? db.catalogue.areas.filter((area) => area.type === body.type)
        : db.catalogue.areas
      return ok({ areas })
    }),
    route<SearchAreasRequest>('/v2/search/areas', (body, { lang }) => {
      if (typeof body.keyword !== 'string') return fail('keywordRequired', lang)
      return ok({ areas: searchAreasByKeyword(db.catalogue.areas, body.keyword) })
    }),
    route<QueryPackageRequest>('/v3/query/package', (body, { lang }) => {
      const area = db.areaBySlug(String(body.areaSlug ?? ''))
      if (!area) return fail('destinationNotFound', lang)
      return ok({ area, packages: db.packagesOf(area.areaId) })
    }),
    route<QueryPackageListRequest>('/v2/query/package/list', (body, { lang }) => {
      if (body.type !== undefined && !PACKAGE_TYPES.includes(body.type)) {
        return fail('badPackageType', lang, { value: String(body.type) })
      }
      if (body.areaId === undefined && !body.type && !body.discountedOnly) {
        return fail('packageListFilter', lang)
      }
      let packages = db.catalogue.packages
      if (body.areaId !== undefined) {
        if (!db.catalogue.areas.some((area) => area.areaId === body.areaId)) {
          return fail('destinationNotFound', lang)
        }
        packages = db.packagesOf(body.areaId)
      }
      packages = packages.filter(
        (pkg) =>
          (!body.type || pkg.type === body.type) &&
          (!body.discountedOnly || pkg.originalPriceUsd !== undefined),
      )
      const areaIds = new Set(packages.map((pkg) => pkg.areaId))
      return ok({ packages, areas: db.catalogue.areas.filter((area) => areaIds.has(area.areaId)) })
    }),
    route('/v1/query/recommended-package', () => {
      const items = db.catalogue.recommendedPackageIds.flatMap((id) => {
        const pkg = db.catalogue.packages.find((item) => item.packageId === id)
        const area = pkg && db.catalogue.areas.find((item) => item.areaId === pkg.areaId)
        return pkg && area ? [{ area, package: pkg }] : []
      })
      return ok({ items })
    }),
    route<AreaSuggestionRequest>('/api/v1/area-ai-suggestion-detail/query', (body, { lang }) => {
      const text = typeof body.text === 'string' ? body.text.trim() : ''
      if (text.length < 3) return fail('tripTooShort', lang)
      if (body.usage !== undefined && !USAGE_PROFILES.includes(body.usage)) {
        return fail('badUsage', lang, { value: String(body.usage) })
      }
      return ok(suggestTrip(db, text, lang, body.usage))
    }),
    route('/v1/dialog/show/list', (_body, { lang }) =>
      ok({ dialogs: localiseDialogs(db.catalogue.dialogs, lang) }),
    ),
  ]
}
