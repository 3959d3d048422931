import { API, type ApiRoute, type RequestOf, type ResponseOf } from '../../api/contract/routes'
import type { AreaType, PackageType } from '../../api/contract/catalogue'
import type { MockDatabase } from '../db/database'
import { fail, ok, type MockOptions, type Reply } from '../respond'
import { localiseBanners, localiseDialogs } from '../db/seedContent'
import { localisePackages } from '../db/seedPackages'
import { signedRoute, type RequestContext } from './signedRoute'
import { searchAreasByKeyword } from './catalogueSearch'
import { USAGE_PROFILES, suggestTrip } from '../trip/suggestTrip'

const AREA_TYPES: readonly AreaType[] = ['COUNTRY', 'REGION', 'GLOBAL']
const PACKAGE_TYPES: readonly PackageType[] = ['DATA', 'DAILY_UNLIMITED', 'CALL_TEXT']

export function catalogueHandlers(db: MockDatabase, options: MockOptions) {
  const signed = signedRoute(db, options)
  // Catalogue calls are public; texts follow the request's lang header (SPEC 7.1).
  const route = <R extends ApiRoute<unknown, unknown, 'public'>>(
    api: R,
    handle: (body: RequestOf<R>, context: RequestContext) => Reply<ResponseOf<R>>,
  ) => signed(api, (body, _session, context) => handle(body, context))

  return [
    route(API.banners, (_body, { lang }) =>
      ok({ banners: localiseBanners(db.catalogue.banners, lang) }),
    ),
    route(API.areas, (body, { lang }) => {
      if (body.type !== undefined && !AREA_TYPES.includes(body.type)) {
        return fail('badAreaType', lang, { value: String(body.type) })
      }
      const areas = body.type
        ? db.catalogue.areas.filter((area) => area.type === body.type)
        : db.catalogue.areas
      return ok({ areas })
    }),
    route(API.searchAreas, (body, { lang }) => {
      if (typeof body.keyword !== 'string') return fail('keywordRequired', lang)
      return ok({ areas: searchAreasByKeyword(db.catalogue.areas, body.keyword) })
    }),
    route(API.package, (body, { lang }) => {
      const area = db.areaBySlug(String(body.areaSlug ?? ''))
      if (!area) return fail('destinationNotFound', lang)
      return ok({ area, packages: localisePackages(db.packagesOf(area.areaId), lang) })
    }),
    route(API.packageList, (body, { lang }) => {
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
      return ok({
        packages: localisePackages(packages, lang),
        areas: db.catalogue.areas.filter((area) => areaIds.has(area.areaId)),
      })
    }),
    route(API.recommended, (_body, { lang }) => {
      const items = db.catalogue.recommendedPackageIds.flatMap((id) => {
        const pkg = db.catalogue.packages.find((item) => item.packageId === id)
        const area = pkg && db.catalogue.areas.find((item) => item.areaId === pkg.areaId)
        return pkg && area ? [{ area, package: localisePackages([pkg], lang)[0]! }] : []
      })
      return ok({ items })
    }),
    route(API.areaSuggestion, (body, { lang }) => {
      const text = typeof body.text === 'string' ? body.text.trim() : ''
      if (text.length < 3) return fail('tripTooShort', lang)
      if (body.usage !== undefined && !USAGE_PROFILES.includes(body.usage)) {
        return fail('badUsage', lang, { value: String(body.usage) })
      }
      return ok(suggestTrip(db, text, lang, body.usage))
    }),
    route(API.dialogs, (_body, { lang }) =>
      ok({ dialogs: localiseDialogs(db.catalogue.dialogs, lang) }),
    ),
  ]
}
