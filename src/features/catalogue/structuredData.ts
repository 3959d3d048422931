import type { BreadcrumbList, Organization, Product, WebSite, WithContext } from 'schema-dts'
import type { PackageDto } from '../../api/contract/catalogue'
import type { ReviewPageDto } from '../../api/contract/promo'
import { absoluteUrl } from '../../shared/lib/siteUrl'

/**
 * schema.org JSON-LD for search engines (Google's Product, BreadcrumbList, Organization and
 * WebSite rich results), typed with schema-dts. Prices are the API's USD, written with the two
 * decimals of SPEC 3.2, since a crawler sees the store in its base currency.
 */

export interface Crumb {
  name: string
  /** A site path (`/ja/japan`). */
  path: string
}

export function breadcrumbList(
  siteUrl: string,
  crumbs: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

export interface PlanProductInput {
  siteUrl: string
  /** The plan page's path. */
  path: string
  name: string
  description: string
  pkg: PackageDto
  brand: string
  /** The plan's first page of reviews, when loaded. */
  reviews?: ReviewPageDto | null
  image?: string
}

export function planProduct(input: PlanProductInput): WithContext<Product> {
  const { pkg, reviews } = input
  const url = absoluteUrl(input.siteUrl, input.path)
  const rated = reviews && reviews.total > 0 && reviews.averageRating !== null
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    sku: pkg.packageId,
    url,
    ...(input.image ? { image: input.image } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    offers: {
      '@type': 'Offer',
      price: pkg.priceUsd.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      ...(pkg.discountEndsAt ? { priceValidUntil: pkg.discountEndsAt.slice(0, 10) } : {}),
    },
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.averageRating!.toFixed(1),
            reviewCount: reviews.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** The store itself, on the home page: who sells, and the site with its language. */
export function storeGraph(
  siteUrl: string,
  name: string,
  language: string,
  homePath: string,
): { '@context': 'https://schema.org'; '@graph': [Organization, WebSite] } {
  const origin = absoluteUrl(siteUrl, '/')
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}#organization`,
        name,
        url: origin,
        logo: absoluteUrl(siteUrl, '/icons/icon-512.png'),
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}#website`,
        name,
        url: absoluteUrl(siteUrl, homePath),
        inLanguage: language,
        publisher: { '@id': `${origin}#organization` },
      },
    ],
  }
}
