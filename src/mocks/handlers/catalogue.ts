import type {
  AreaSuggestionRequest,
  AreaType,
  PackageType,
  QueryAreasRequest,
  QueryPackageListRequest,
  QueryPackageRequest,
  SearchAreasRequest,
} from '../../api/contract/catalogue'
import { ERROR_CODES } from '../../api/contract/envelope'
import type { MockDatabase } from '../db/database'
import { fail, ok, type MockOptions } from '../respond'
import { localiseBanners, localiseDialogs } from '../db/seedContent'
import { signedRoute, type RequestContext } from './signedRoute'
import { searchAreasByKeyword } from './catalogueSearch'
import { USAGE_PROFILES, suggestTrip, tooShortMessage } from '../trip/suggestTrip'

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
    route<QueryAreasRequest>('/v1/query/areas', (body) => {
      if (body.type !== undefined && !AREA_TYPES.includes(body.type)) {
        return fail(ERROR_CODES.invalidInput, `Unknown area type ${String(body.type)}`)
      }
      const areas = body.type
        ? db.catalogue.areas.filter((area) => area.type === body.type)
        : db.catalogue.areas
      return ok({ areas })
    }),
    route<SearchAreasRequest>('/v2/search/areas', (body) => {
      if (typeof body.keyword !== 'string')
        return fail(ERROR_CODES.invalidInput, 'keyword is required')
      return ok({ areas: searchAreasByKeyword(db.catalogue.areas, body.keyword) })
    }),
    route<QueryPackageRequest>('/v3/query/package', (body) => {
      const area = db.areaBySlug(String(body.areaSlug ?? ''))
      if (!area) return fail(ERROR_CODES.notFound, 'Destination not found')
      return ok({ area, packages: db.packagesOf(area.areaId) })
    }),
    route<QueryPackageListRequest>('/v2/query/package/list', (body) => {
      if (body.type !== undefined && !PACKAGE_TYPES.includes(body.type)) {
        return fail(ERROR_CODES.invalidInput, `Unknown package type ${String(body.type)}`)
      }
      if (body.areaId === undefined && !body.type && !body.discountedOnly) {
        return fail(ERROR_CODES.invalidInput, 'Give an areaId, a type or discountedOnly')
      }
      let packages = db.catalogue.packages
      if (body.areaId !== undefined) {
        if (!db.catalogue.areas.some((area) => area.areaId === body.areaId)) {
          return fail(ERROR_CODES.notFound, 'Destination not found')
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
      if (text.length < 3) return fail(ERROR_CODES.invalidInput, tooShortMessage(lang))
      if (body.usage !== undefined && !USAGE_PROFILES.includes(body.usage)) {
        return fail(ERROR_CODES.invalidInput, `Unknown usage ${String(body.usage)}`)
      }
      return ok(suggestTrip(db, text, lang, body.usage))
    }),
    route('/v1/dialog/show/list', (_body, { lang }) =>
      ok({ dialogs: localiseDialogs(db.catalogue.dialogs, lang) }),
    ),
  ]
}
