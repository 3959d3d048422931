import type { BannerDto, DialogDto } from '../../api/contract/catalogue'

/**
 * Home page content of the mock catalogue. Links point at store paths that exist in the seed
 * (area slugs, or the seasonal discount page), so every banner leads somewhere.
 */

export function seedBanners(): BannerDto[] {
  return [
    {
      bannerId: 'banner-christmas-discount',
      title: 'Christmas eSIM sale',
      subtitle: 'Up to 30% off selected plans until 31 December',
      link: '/esim-christmas-discount',
      accent: '#C62828',
    },
    {
      bannerId: 'banner-japan',
      title: 'Japan on 5G',
      subtitle: 'NTT Docomo and SoftBank coverage from Tokyo to Hokkaido',
      link: '/japan',
      accent: '#BC002D',
    },
    {
      bannerId: 'banner-europe',
      title: 'One eSIM for Europe',
      subtitle: '35 countries, one plan, no roaming surprises',
      link: '/europe',
      accent: '#1A4FA0',
    },
    {
      bannerId: 'banner-global',
      title: 'Go global',
      subtitle: 'Stay connected in 100 countries with a single eSIM',
      link: '/global',
      accent: '#00897B',
    },
  ]
}

export function seedDialogs(): DialogDto[] {
  return [
    {
      dialogId: 'dialog-christmas-discount',
      title: 'Holiday travel deals',
      body: 'Save up to 30% on eSIM plans for Japan, Europe, the US and more. Offer ends 31 December 2026.',
      link: '/esim-christmas-discount',
    },
  ]
}

/** Plans featured on the home page: the best-selling size for each popular destination. */
export const recommendedPackageIds: string[] = [
  'jp-data-5gb-30d',
  'us-data-10gb-30d',
  'eu-data-10gb-30d',
  'kr-data-5gb-30d',
  'th-data-10gb-30d',
  'global-data-5gb-30d',
]
