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
    // The name leads, so no preposition or article meets a bare name ("in Netherlands").
    stay: (place, days, data) =>
      `${place}: covers ${days === 1 ? 'your 1-day stay' : `all ${days} days of your stay`}; you'll need about ${data}`,
    assumedStay: (place, days, data) =>
      `${place}: you didn't say how long you're staying, so this is sized for ${days} ${days === 1 ? 'day' : 'days'} (about ${data})`,
    regional: (places, days, data) =>
      `One eSIM for your whole trip (${places}): all ${days} days, about ${data}, no SIM swaps at the border`,
    noPlan: (place, days) =>
      `${place}: no single plan lasts ${days} days. See all plans, or top up as you go`,
    slowsDown: (share) =>
      `Daily plan: the first ${share} a day at full speed, then unlimited at reduced speed`,
    both: latinSentences,
  },
  ja: {
    stay: (place, days, data) =>
      `${place}での${days}日間をカバーし、約${data}の利用に十分な容量です`,
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
      `${place}: reicht für ${days === 1 ? 'Ihren eintägigen Aufenthalt' : `alle ${days} Tage Ihres Aufenthalts`} und für einen Verbrauch von etwa ${data}`,
    assumedStay: (place, days, data) =>
      `${place}: Sie haben keine Aufenthaltsdauer angegeben, daher haben wir mit ${days} ${days === 1 ? 'Tag' : 'Tagen'} gerechnet (etwa ${data})`,
    regional: (places, days, data) =>
      `Eine eSIM für Ihre ganze Reise (${places}): ${days === 1 ? '1 Tag' : `alle ${days} Tage`}, etwa ${data}, kein SIM-Wechsel an der Grenze`,
    noPlan: (place, days) =>
      `${place}: Kein einzelner Tarif reicht für ${days} Tage. Sehen Sie sich alle Tarife an oder laden Sie unterwegs auf`,
    slowsDown: (share) =>
      `Tagestarif: täglich ${share} mit voller Geschwindigkeit, danach unbegrenzt mit gedrosselter Geschwindigkeit`,
    both: latinSentences,
  },
  es: {
    stay: (place, days, data) =>
      `${place}: cubre ${days === 1 ? 'tu estancia de un día' : `los ${days} días de tu estancia`}, con margen para unos ${data}`,
    assumedStay: (place, days, data) =>
      `${place}: no has indicado cuánto tiempo estarás, así que lo hemos calculado para ${days} ${days === 1 ? 'día' : 'días'} (unos ${data})`,
    regional: (places, days, data) =>
      `Una sola eSIM para todo tu viaje (${places}): ${days === 1 ? '1 día' : `los ${days} días`}, unos ${data}, sin cambiar de SIM en la frontera`,
    noPlan: (place, days) =>
      `${place}: ningún plan cubre por sí solo ${days} días; mira todos los planes o recarga sobre la marcha`,
    slowsDown: (share) =>
      `Plan diario: ${share} al día a máxima velocidad y, después, ilimitado a velocidad reducida`,
    both: latinSentences,
  },
  tr: {
    stay: (place, days, data) =>
      `${place}: ${days === 1 ? 'kalacağınız 1 günü' : `kalacağınız ${days} günün tamamını`} kapsar ve tahmini ${data} kullanımınıza yeter`,
    assumedStay: (place, days, data) =>
      `${place}: kalış sürenizi belirtmediniz; öneri ${days} gün (yaklaşık ${data}) üzerinden hesaplandı`,
    regional: (places, days, data) =>
      `Tüm seyahatiniz için tek eSIM (${places}): ${days} günün tamamı, yaklaşık ${data}; sınırda SIM değiştirmeye gerek yok`,
    noPlan: (place, days) =>
      `${place}: ${days} günü tek başına kapsayan bir paket yok. Tüm paketlere göz atın veya seyahat sırasında yükleme yapın`,
    slowsDown: (share) =>
      `Günlük paket: her gün ilk ${share} tam hızda, ardından düşük hızda sınırsız`,
    both: latinSentences,
  },
  'zh-CN': {
    stay: (place, days, data) => `覆盖您在${place}的 ${days} 天行程，足够使用约 ${data} 流量`,
    assumedStay: (place, days, data) =>
      `您没有说明在${place}停留多久，已按 ${days} 天（约 ${data}）估算`,
    regional: (places, days, data) =>
      `一张 eSIM 畅游${places}，覆盖全程 ${days} 天（约 ${data}），跨境无需换卡`,
    noPlan: (place, days) =>
      `${place}暂无能单独覆盖 ${days} 天的套餐，请查看全部套餐，或在旅途中充值`,
    slowsDown: (share) => `每日套餐：每天前 ${share} 全速，超出后降速不限量`,
    both: cjkSentences,
  },
  'zh-HK': {
    stay: (place, days, data) => `足夠你在${place}逗留的 ${days} 日全程使用，數據用量約 ${data}`,
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
