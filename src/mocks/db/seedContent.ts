import type { BannerDto, DialogDto } from '../../api/contract/catalogue'

/**
 * Home page content of the mock catalogue. Links point at store paths that exist in the seed
 * (area slugs, or the seasonal discount page), so every banner leads somewhere.
 *
 * Texts come in every store language because the real server answers in the language of the
 * request's `lang` header (docs/api.md); English is the fallback for any other tag.
 */

export const CONTENT_LANGS = ['en', 'ja', 'de', 'es', 'tr', 'zh-CN', 'zh-HK'] as const
export type ContentLang = (typeof CONTENT_LANGS)[number]

/** The content language for a lang header: exact code, then the language part, else English. */
export function contentLang(lang: string | undefined): ContentLang {
  const tag = (lang ?? '').trim()
  const exact = CONTENT_LANGS.find((code) => code.toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  const [language = '', region = ''] = tag.toLowerCase().split('-')
  if (language === 'zh') {
    return ['hk', 'tw', 'mo', 'hant'].includes(region) ? 'zh-HK' : 'zh-CN'
  }
  return CONTENT_LANGS.find((code) => code === language) ?? 'en'
}

type Texts<T> = Record<ContentLang, T>

interface BannerSeed {
  bannerId: string
  link: string
  accent: string
  text: Texts<{ title: string; subtitle: string }>
}

const BANNERS: readonly BannerSeed[] = [
  {
    bannerId: 'banner-christmas-discount',
    link: '/esim-christmas-discount',
    accent: '#C62828',
    text: {
      en: {
        title: 'Christmas eSIM sale',
        subtitle: 'Up to 30% off selected plans until 31 December',
      },
      ja: { title: 'クリスマスeSIMセール', subtitle: '対象プランが最大30%オフ（12月31日まで）' },
      de: {
        title: 'Weihnachts-Sale für eSIMs',
        subtitle: 'Bis zu 30 % sparen bei ausgewählten Tarifen – bis zum 31. Dezember 2026',
      },
      es: {
        title: 'Ofertas de Navidad en eSIM',
        subtitle:
          'Ahorra hasta un 30 % en planes seleccionados. Oferta válida hasta el 31 de diciembre.',
      },
      tr: {
        title: 'Yılbaşı eSIM indirimi',
        subtitle: 'Seçili paketlerde 31 Aralık’a kadar %30’a varan indirim',
      },
      'zh-CN': {
        title: '圣诞 eSIM 特惠',
        subtitle: '精选套餐低至七折，活动截至 2026 年 12 月 31 日',
      },
      'zh-HK': { title: '聖誕 eSIM 優惠', subtitle: '精選計劃低至七折，優惠至 12 月 31 日' },
    },
  },
  {
    bannerId: 'banner-japan',
    link: '/japan',
    accent: '#BC002D',
    text: {
      en: {
        title: 'Japan on 5G',
        subtitle: 'NTT Docomo and SoftBank coverage from Tokyo to Hokkaido',
      },
      ja: {
        title: '日本で5G',
        subtitle: '東京から北海道まで、NTTドコモとソフトバンクの通信網でつながります',
      },
      de: {
        title: 'Japan mit 5G',
        subtitle: 'Netze von NTT Docomo und SoftBank – von Tokio bis Hokkaido',
      },
      es: {
        title: 'Japón con 5G',
        subtitle: 'Cobertura de NTT Docomo y SoftBank desde Tokio hasta Hokkaido',
      },
      tr: {
        title: 'Japonya’da 5G',
        subtitle: 'Tokyo’dan Hokkaido’ya NTT Docomo ve SoftBank kapsaması',
      },
      'zh-CN': { title: '畅享日本 5G', subtitle: '从东京到北海道，接入 NTT Docomo 与软银网络' },
      'zh-HK': {
        title: '暢享日本 5G',
        subtitle: '由東京到北海道，均可接駁 NTT Docomo 及 SoftBank 網絡',
      },
    },
  },
  {
    bannerId: 'banner-europe',
    link: '/europe',
    accent: '#1A4FA0',
    text: {
      en: {
        title: 'One eSIM for Europe',
        subtitle: '35 countries, one plan, no roaming surprises',
      },
      ja: {
        title: 'ヨーロッパを1枚のeSIMで',
        subtitle: '35か国を1つのプランで。ローミング料金の心配なし',
      },
      de: {
        title: 'Eine eSIM für ganz Europa',
        subtitle: '35 Länder, ein Tarif, keine bösen Roaming-Überraschungen',
      },
      es: {
        title: 'Una eSIM para toda Europa',
        subtitle: '35 países, un solo plan y sin sorpresas de roaming',
      },
      tr: {
        title: 'Avrupa için tek eSIM',
        subtitle: '35 ülke, tek paket, sürpriz dolaşım ücreti yok',
      },
      'zh-CN': {
        title: '一张 eSIM 畅游欧洲',
        subtitle: '35 个国家和地区，一个套餐，不怕意外漫游费',
      },
      'zh-HK': { title: '一張 eSIM 暢遊歐洲', subtitle: '35 個國家，一個計劃，不怕意外漫遊費' },
    },
  },
  {
    bannerId: 'banner-global',
    link: '/global',
    accent: '#00796B',
    text: {
      en: {
        title: 'Go global',
        subtitle: 'Stay connected in 100 countries with a single eSIM',
      },
      ja: { title: '世界中でつながる', subtitle: '1枚のeSIMで100か国に対応' },
      de: {
        title: 'Weltweit online',
        subtitle: 'Mit einer einzigen eSIM in 100 Ländern verbunden bleiben',
      },
      es: {
        title: 'Conéctate en todo el mundo',
        subtitle: 'Mantente conectado en 100 países con una sola eSIM',
      },
      tr: {
        title: 'Dünyanın her yerinde',
        subtitle: 'Tek bir eSIM ile 100 ülkede bağlantıda kalın',
      },
      'zh-CN': { title: '环球畅连', subtitle: '一张 eSIM，100 个国家和地区随时在线' },
      'zh-HK': { title: '環球暢連', subtitle: '一張 eSIM，100 個國家及地區隨時在線' },
    },
  },
]

interface DialogSeed {
  dialogId: string
  link?: string
  text: Texts<{ title: string; body: string }>
}

const DIALOGS: readonly DialogSeed[] = [
  {
    dialogId: 'dialog-christmas-discount',
    link: '/esim-christmas-discount',
    text: {
      en: {
        title: 'Holiday travel deals',
        body: 'Save up to 30% on eSIM plans for Japan, Europe, the US and more. Offer ends 31 December 2026.',
      },
      ja: {
        title: '年末年始の旅行セール',
        body: '日本、ヨーロッパ、アメリカなどのeSIMプランが最大30%オフ。2026年12月31日まで。',
      },
      de: {
        title: 'Reiseangebote zu den Feiertagen',
        body: 'Sparen Sie bis zu 30 % bei eSIM-Tarifen für Japan, Europa, die USA und mehr. Angebot gültig bis zum 31. Dezember 2026.',
      },
      es: {
        title: 'Ofertas de viaje para las fiestas',
        body: 'Ahorra hasta un 30 % en planes eSIM para Japón, Europa, EE. UU. y más. Oferta válida hasta el 31 de diciembre de 2026.',
      },
      tr: {
        title: 'Tatil seyahati fırsatları',
        body: 'Japonya, Avrupa, ABD ve daha birçok yer için eSIM paketlerinde %30’a varan indirim. Kampanya 31 Aralık 2026’da sona erer.',
      },
      'zh-CN': {
        title: '假日出行优惠',
        body: '日本、欧洲、美国等地的 eSIM 套餐低至七折，优惠截至 2026 年 12 月 31 日。',
      },
      'zh-HK': {
        title: '假期旅遊優惠',
        body: '日本、歐洲、美國等地的 eSIM 計劃低至七折，優惠至 2026 年 12 月 31 日。',
      },
    },
  },
]

/** The banners as stored, in English; `localiseBanners` gives them in a request's language. */
export function seedBanners(): BannerDto[] {
  return BANNERS.map(({ bannerId, link, accent, text }) => ({ bannerId, link, accent, ...text.en }))
}

export function seedDialogs(): DialogDto[] {
  return DIALOGS.map(({ dialogId, link, text }) => ({
    dialogId,
    ...(link ? { link } : {}),
    ...text.en,
  }))
}

/** Banners unknown to the seed (added by a test or QA) keep their own text. */
export function localiseBanners(banners: readonly BannerDto[], lang: string): BannerDto[] {
  const language = contentLang(lang)
  return banners.map((banner) => {
    const text = BANNERS.find((seed) => seed.bannerId === banner.bannerId)?.text[language]
    return text ? { ...banner, ...text } : banner
  })
}

export function localiseDialogs(dialogs: readonly DialogDto[], lang: string): DialogDto[] {
  const language = contentLang(lang)
  return dialogs.map((dialog) => {
    const text = DIALOGS.find((seed) => seed.dialogId === dialog.dialogId)?.text[language]
    return text ? { ...dialog, ...text } : dialog
  })
}

/**
 * Plans featured on the home page: the best-selling size for each popular destination, and a
 * daily unlimited plan, the favourite of people who stream and tether.
 */
export const recommendedPackageIds: string[] = [
  'jp-data-5gb-30d',
  'us-data-10gb-30d',
  'eu-data-10gb-30d',
  'kr-data-5gb-30d',
  'th-daily-2gb-7d',
  'global-data-5gb-30d',
]
