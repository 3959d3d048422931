import { describe, it, expect } from 'vitest'
import type { AreaDto, PackageDto } from '../../../src/api/contract/catalogue'
import { seedAreas } from '../../../src/mocks/db/seedAreas'
import { seedPackages, seasonalDiscountPackageIds } from '../../../src/mocks/db/seedPackages'
import { recommendedPackageIds, seedBanners, seedDialogs } from '../../../src/mocks/db/seedContent'

const areas: AreaDto[] = seedAreas()
const packages: PackageDto[] = areas.flatMap((area) => seedPackages(area))
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.round(value * 100) / 100 === value
}

describe('catalogue seed', () => {
  it('has at least 120 destinations of every type', () => {
    expect(areas.length).toBeGreaterThanOrEqual(120)
    expect(areas.filter((a) => a.type === 'COUNTRY').length).toBeGreaterThanOrEqual(100)
    expect(areas.filter((a) => a.type === 'REGION').length).toBeGreaterThanOrEqual(10)
    expect(areas.filter((a) => a.type === 'GLOBAL')).toHaveLength(1)
  })

  it('has unique areaId, slug and code', () => {
    for (const key of ['areaId', 'slug', 'code'] as const) {
      const values = areas.map((a) => a[key])
      expect(new Set(values).size, key).toBe(values.length)
    }
  })

  it('uses lowercase hyphenated slugs', () => {
    for (const area of areas) expect(area.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('uses valid ISO 3166 alpha-2 codes for countries', () => {
    const countryCodes = areas.flatMap((a) => (a.type === 'COUNTRY' ? [a.code] : a.countryCodes))
    for (const code of countryCodes) {
      expect(code).toMatch(/^[A-Z]{2}$/)
      expect(regionNames.of(code), code).not.toBe(code)
    }
  })

  it('makes a country cover itself only', () => {
    for (const area of areas.filter((a) => a.type === 'COUNTRY')) {
      expect(area.countryCodes).toEqual([area.code])
    }
  })

  it('lets regions and global cover only seeded countries', () => {
    const countryCodes = new Set(areas.filter((a) => a.type === 'COUNTRY').map((a) => a.code))
    for (const area of areas.filter((a) => a.type !== 'COUNTRY')) {
      expect(area.countryCodes.length, area.code).toBeGreaterThan(1)
      expect(new Set(area.countryCodes).size, area.code).toBe(area.countryCodes.length)
      for (const code of area.countryCodes) expect(countryCodes.has(code), code).toBe(true)
    }
    const global = areas.find((a) => a.type === 'GLOBAL')
    expect(global?.countryCodes.length).toBeGreaterThanOrEqual(90)
  })

  it('gives each area at least 5 packages with unique ids', () => {
    for (const area of areas) {
      const own = seedPackages(area)
      expect(own.length, area.code).toBeGreaterThanOrEqual(5)
      for (const pkg of own) {
        expect(pkg.areaId).toBe(area.areaId)
        expect(pkg.areaSlug).toBe(area.slug)
      }
    }
    const ids = packages.map((p) => p.packageId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('is deterministic', () => {
    expect(seedAreas()).toEqual(areas)
    expect(areas.flatMap((area) => seedPackages(area))).toEqual(packages)
  })

  it('prices every package above zero with at most two decimals', () => {
    for (const pkg of packages) {
      expect(pkg.priceUsd, pkg.packageId).toBeGreaterThan(0)
      expect(hasAtMostTwoDecimals(pkg.priceUsd), pkg.packageId).toBe(true)
      if (pkg.originalPriceUsd !== undefined) {
        expect(hasAtMostTwoDecimals(pkg.originalPriceUsd), pkg.packageId).toBe(true)
      }
    }
  })

  it('fills plan details by type', () => {
    for (const pkg of packages) {
      expect(pkg.dataMb).toBeGreaterThan(0)
      expect(pkg.days).toBeGreaterThan(0)
      expect(pkg.operators.length).toBeGreaterThan(0)
      if (pkg.type === 'DAILY_UNLIMITED') expect([384, 512]).toContain(pkg.fairUseKbps)
      if (pkg.type === 'CALL_TEXT') {
        expect(pkg.voiceMinutes).toBeGreaterThan(0)
        expect(pkg.smsCount).toBeGreaterThan(0)
      }
    }
    const callTextAreas = new Set(
      packages.filter((p) => p.type === 'CALL_TEXT').map((p) => p.areaId),
    )
    expect(callTextAreas.size).toBeGreaterThanOrEqual(25)
  })

  it('derives fromPriceUsd from the cheapest package', () => {
    for (const area of areas) {
      const cheapest = Math.min(...seedPackages(area).map((p) => p.priceUsd))
      expect(area.fromPriceUsd, area.code).toBe(cheapest)
    }
  })

  it('discounts about 15 plans until the end of the season', () => {
    const discounted = packages.filter((p) => p.originalPriceUsd !== undefined)
    expect(discounted.length).toBeGreaterThanOrEqual(10)
    expect(discounted.length).toBeLessThanOrEqual(20)
    expect(discounted.map((p) => p.packageId).sort()).toEqual(
      [...seasonalDiscountPackageIds].sort(),
    )
    for (const pkg of discounted) {
      expect(pkg.originalPriceUsd, pkg.packageId).toBeGreaterThan(pkg.priceUsd)
      expect(pkg.discountEndsAt).toBe('2026-12-31T23:59:59Z')
    }
  })

  it('marks a handful of popular destinations', () => {
    const popular = areas.filter((a) => a.popular).map((a) => a.code)
    expect(popular.length).toBeGreaterThanOrEqual(10)
    expect(popular.length).toBeLessThanOrEqual(20)
    expect(popular).toEqual(expect.arrayContaining(['JP', 'US', 'EU', 'GLOBAL']))
  })

  it('recommends packages that exist', () => {
    const ids = new Set(packages.map((p) => p.packageId))
    expect(recommendedPackageIds).toHaveLength(6)
    for (const id of recommendedPackageIds) expect(ids.has(id), id).toBe(true)
  })

  it('links banners and dialogs inside the store', () => {
    const slugs = new Set(areas.map((a) => a.slug))
    const banners = seedBanners()
    expect(banners).toHaveLength(4)
    for (const banner of banners) {
      expect(banner.accent).toMatch(/^#[0-9A-Fa-f]{6}$/)
      const path = banner.link.slice(1)
      expect(path === 'esim-christmas-discount' || slugs.has(path), banner.link).toBe(true)
    }
    expect(seedDialogs()).toHaveLength(1)
  })
})
