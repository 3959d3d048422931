import type { PackageDto } from '../../api/contract/catalogue'
import type { ReviewDto, ReviewRating } from '../../api/contract/promo'
import { maskEmail } from '../../shared/lib/maskEmail'
import { seedAreas } from './seedAreas'
import { seedPackages } from './seedPackages'

/**
 * Deterministic reviews for the plans people actually buy: every plan of the popular
 * destinations gets a handful, the best sellers more. No Math.random and no clock, so every
 * test and every fresh browser database sees the same reviews.
 */

/** Reviews are dated back from here; fixed so the seed never changes with the calendar. */
const SEED_NOW_MS = Date.parse('2026-11-15T09:00:00Z')
const DAY_MS = 86_400_000
/** How far back the oldest seeded review may be. */
const HISTORY_DAYS = 330

/** Best sellers (package id -> number of reviews); other reviewed plans get 0 to 8. */
const BEST_SELLERS: Readonly<Record<string, number>> = {
  'jp-data-5gb-30d': 24,
  'jp-data-10gb-30d': 15,
  'us-data-10gb-30d': 13,
  'eu-data-10gb-30d': 18,
  'kr-data-5gb-30d': 9,
  'th-data-10gb-30d': 11,
  'global-data-5gb-30d': 8,
}

/** FNV-1a, as in seedPackages: a stable per-review dice. */
function hashCode(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Mostly happy travellers, a few lukewarm ones, the odd unhappy one: like a real shop. */
function ratingOf(hash: number): ReviewRating {
  const roll = hash % 20
  if (roll === 0) return 2
  if (roll <= 2) return 3
  if (roll <= 7) return 4
  return 5
}

// Texts by rating, in the languages of the store's visitors, with the language each was written
// in. '' is a rating without a comment, in no language.
const TEXTS: Readonly<Record<ReviewRating, readonly (readonly [string | null, string])[]>> = {
  5: [
    [
      'en',
      'Installed it at home, switched it on after landing and it just worked. Fast everywhere we went.',
    ],
    [
      'en',
      'Great value compared to my carrier’s roaming pass. Worked from the airport to the hotel without a hitch.',
    ],
    [
      'en',
      'Used it for maps, ride apps and video calls the whole trip. Never had to think about it.',
    ],
    ['en', 'Setup took two minutes with the QR code. Would buy again.'],
    ['ja', '空港に着いてすぐに繋がりました。地下鉄でも快適でした。'],
    ['ja', 'QRコードを読み込むだけで設定完了。旅行中ずっと安定していました。'],
    ['de', 'Funktionierte sofort nach der Landung, auch in kleineren Orten stabiles Netz.'],
    ['es', 'Perfecta para el viaje, la instalé antes de salir y al aterrizar ya tenía datos.'],
    ['zh-CN', '落地即用，速度很快，导航和视频通话都没问题。'],
    ['zh-HK', '一落機就有網，速度穩定，下次旅行會再買。'],
    ['tr', 'Kurulumu çok kolaydı, tüm seyahat boyunca sorunsuz çalıştı.'],
    [null, ''],
  ],
  4: [
    ['en', 'Good coverage in the cities, a bit slower in the mountains. Support answered quickly.'],
    ['en', 'Worked well. I would like a cheaper top-up option, but otherwise no complaints.'],
    ['en', 'Fast and reliable, only the activation took a few minutes longer than expected.'],
    ['ja', '都市部はとても速いです。郊外では少し遅くなることもありました。'],
    ['de', 'Gutes Preis-Leistungs-Verhältnis, lief vom Flughafen bis ins Hotel problemlos.'],
    ['es', 'Buena cobertura en general, algo lenta en zonas rurales.'],
    ['zh-CN', '整体不错，只是偏远地区信号一般。'],
    [null, ''],
  ],
  3: [
    ['en', 'It worked, but the speed dropped in the evenings. Fine for messages and maps.'],
    ['en', 'Had to restart my phone once before it connected. Fine after that.'],
    ['ja', '繋がりましたが、夜は少し遅く感じました。'],
    ['de', 'Funktioniert, aber im Zug oft nur 4G statt 5G.'],
  ],
  2: [
    [
      'en',
      'Took a while to connect on arrival and I needed to contact support. They sorted it out.',
    ],
    ['es', 'Velocidad bastante lenta en mi hotel, aunque en la calle iba mejor.'],
  ],
  1: [['en', 'Could not get it to connect. Support refunded me, but I lost a day online.']],
}

const NAMES = [
  'traveller.anna',
  'kenji.tanaka',
  'maria.lopez88',
  'lukas.becker',
  'wanderlust.sam',
  'mei.lin',
  'ahmet.yilmaz',
  'chloe.martin',
  'daniel.wong',
  'sofia.rossi',
  'yuki.sato',
  'emre.kaya',
  'lena.schmidt',
  'javier.ruiz',
  'hannah.backpacks',
  'oliver.james',
] as const

const DOMAINS = ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.co.jp', 'web.de', 'qq.com']

function pick<T>(items: readonly T[], hash: number): T {
  return items[hash % items.length]!
}

/** Popular destinations' plans; daily passes only from a week up, which people review. */
function isReviewed(pkg: PackageDto, popularAreaIds: ReadonlySet<string>): boolean {
  if (!popularAreaIds.has(pkg.areaId)) return false
  return pkg.type !== 'DAILY_UNLIMITED' || pkg.days >= 7
}

function reviewsOf(pkg: PackageDto): ReviewDto[] {
  const count = BEST_SELLERS[pkg.packageId] ?? hashCode(pkg.packageId) % 9
  return Array.from({ length: count }, (_, index) => {
    const hash = hashCode(`${pkg.packageId}#${index}`)
    const rating = ratingOf(hash)
    const [lang, text] = pick(TEXTS[rating], hash >>> 13)
    const email = `${pick(NAMES, hash >>> 3)}@${pick(DOMAINS, hash >>> 7)}`
    const ageMs = ((hash >>> 11) % HISTORY_DAYS) * DAY_MS + ((hash >>> 5) % 24) * 3_600_000
    return {
      reviewId: `rev-${pkg.packageId}-${index + 1}`,
      packageId: pkg.packageId,
      areaId: pkg.areaId,
      rating,
      text,
      author: maskEmail(email),
      lang,
      createdAt: new Date(SEED_NOW_MS - ageMs).toISOString(),
    }
  })
}

/** The reviews a fresh mock database starts with, in seed order (the handler sorts). */
export function seedReviews(): ReviewDto[] {
  const areas = seedAreas()
  const popular = new Set(areas.filter((area) => area.popular).map((area) => area.areaId))
  return areas
    .flatMap((area) => seedPackages(area))
    .filter((pkg) => isReviewed(pkg, popular))
    .flatMap(reviewsOf)
}
