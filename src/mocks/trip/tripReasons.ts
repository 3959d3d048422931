import type { ContentLang } from '../db/seedContent'

/** Why a suggested plan fits, as the server says it in each store language. */
export interface TripReasons {
  stay: (place: string, days: number, data: string) => string
  assumedStay: (place: string, days: number, data: string) => string
  regional: (places: string, days: number, data: string) => string
  noPlan: (place: string, days: number) => string
  /** Said of an unlimited daily plan whose high-speed share is less than the day's need. */
  slowsDown: (share: string) => string
  /** Two reasons as two sentences, with the language's full stop between them. */
  both: (first: string, second: string) => string
}

const latinSentences = (first: string, second: string) => `${first}. ${second}`
const cjkSentences = (first: string, second: string) => `${first}。${second}`

export const TRIP_REASONS: Readonly<Record<ContentLang, TripReasons>> = {
  en: {
    stay: (place, days, data) =>
      `Lasts your ${days} ${days === 1 ? 'day' : 'days'} in ${place}, with room for about ${data}`,
    assumedStay: (place, days, data) =>
      `You didn't say how long you'll be in ${place}, so this is sized for ${days} days (about ${data})`,
    regional: (places, days, data) =>
      `One eSIM for ${places}, for all ${days} days (about ${data}): no swapping at the border`,
    noPlan: (place, days) =>
      `No single plan for ${place} lasts ${days} days: see all plans, or top up as you go`,
    slowsDown: (share) =>
      `Daily plan: the first ${share} each day at full speed, then unlimited at a lower speed`,
    both: latinSentences,
  },
  ja: {
    stay: (place, days, data) =>
      `${place}での${days}日間をカバーし、約${data}のデータ利用にも余裕のある容量です`,
    assumedStay: (place, days, data) =>
      `${place}の滞在日数が未指定のため、${days}日間（約${data}）で見積もりました`,
    regional: (places, days, data) =>
      `${places}を1枚のeSIMで${days}日間カバー（約${data}）。国境を越えるたびにSIMを差し替える必要はありません`,
    noPlan: (place, days) =>
      `${place}には、1つで${days}日間をカバーできるプランがありません。すべてのプランをご覧いただくか、滞在中にチャージしてください`,
    slowsDown: (share) => `1日プラン：1日${share}まで高速、以降は低速で無制限`,
    both: cjkSentences,
  },
  de: {
    stay: (place, days, data) =>
      `${place}: reicht für alle ${days} ${days === 1 ? 'Tag' : 'Tage'} Ihres Aufenthalts, mit genug Datenvolumen für etwa ${data}`,
    assumedStay: (place, days, data) =>
      `${place}: Sie haben keine Aufenthaltsdauer angegeben, daher berechnet für ${days} Tage (etwa ${data})`,
    regional: (places, days, data) =>
      `${places}: eine eSIM für alle ${days} Tage (etwa ${data}) – kein SIM-Wechsel an der Grenze`,
    noPlan: (place, days) =>
      `${place}: Kein einzelner Tarif reicht für ${days} Tage. Sehen Sie sich alle Tarife an oder laden Sie unterwegs auf`,
    slowsDown: (share) =>
      `Tagestarif: täglich ${share} mit voller Geschwindigkeit, danach unbegrenzt mit gedrosselter Geschwindigkeit`,
    both: latinSentences,
  },
  es: {
    stay: (place, days, data) =>
      `${place}: cubre tus ${days} ${days === 1 ? 'día' : 'días'} de viaje, con margen para unos ${data}`,
    assumedStay: (place, days, data) =>
      `${place}: no has indicado cuánto tiempo estarás, así que lo hemos calculado para ${days} días (unos ${data})`,
    regional: (places, days, data) =>
      `Una sola eSIM para ${places} durante los ${days} días (unos ${data}): sin cambiar de SIM en la frontera`,
    noPlan: (place, days) =>
      `${place}: ningún plan cubre por sí solo ${days} días; mira todos los planes o recarga sobre la marcha`,
    slowsDown: (share) =>
      `Plan diario: ${share} al día a máxima velocidad y, después, ilimitado a velocidad reducida`,
    both: latinSentences,
  },
  tr: {
    stay: (place, days, data) =>
      `${place}: ${days} günlük konaklamanızın tamamını kapsar, yaklaşık ${data} için yeterli`,
    assumedStay: (place, days, data) =>
      `${place} için süre belirtmediniz; ${days} gün (yaklaşık ${data}) olarak hesaplandı`,
    regional: (places, days, data) =>
      `${places} için ${days} gün boyunca tek eSIM (yaklaşık ${data}): sınırda SIM değiştirmeye gerek yok`,
    noPlan: (place, days) =>
      `${place} için tek başına ${days} günü kapsayan bir paket yok: tüm paketlere göz atın veya seyahat sırasında yükleme yapın`,
    slowsDown: (share) =>
      `Günlük paket: her gün ilk ${share} tam hızda, ardından düşük hızda sınırsız`,
    both: latinSentences,
  },
  'zh-CN': {
    stay: (place, days, data) => `覆盖您在${place}的 ${days} 天行程，足够使用约 ${data} 流量`,
    assumedStay: (place, days, data) =>
      `您没有说明在${place}停留多久，已按 ${days} 天（约 ${data}）估算`,
    regional: (places, days, data) =>
      `一张 eSIM 畅游${places}，覆盖全程 ${days} 天（约 ${data}），过境无需换卡`,
    noPlan: (place, days) =>
      `${place}暂无能单独覆盖 ${days} 天的套餐，请查看全部套餐，或在旅途中充值`,
    slowsDown: (share) => `每日套餐：每天前 ${share} 全速，超出后降速不限量`,
    both: cjkSentences,
  },
  'zh-HK': {
    stay: (place, days, data) => `可覆蓋你在${place}的 ${days} 日，足夠約 ${data} 的用量`,
    assumedStay: (place, days, data) =>
      `你未有說明會在${place}逗留多久，已按 ${days} 日（約 ${data}）估算`,
    regional: (places, days, data) =>
      `一張 eSIM 暢遊${places}，覆蓋全程 ${days} 日（約 ${data}），過境毋須換卡`,
    noPlan: (place, days) =>
      `${place}沒有能覆蓋 ${days} 日的單一計劃：請查看所有計劃，或在旅途中增值`,
    slowsDown: (share) => `按日計劃：每日首 ${share} 以全速使用，其後降速但不限用量`,
    both: cjkSentences,
  },
}
