import type { AreaDto } from '../../api/contract/catalogue'
import { areaNameIn } from './areaNames'
import { contentLang, type ContentLang } from './seedContent'

/**
 * What a balance movement was for, kept as facts so each answer words it in the request's
 * language (docs/api.md 4.3): the list is read in the language the traveller reads the page in.
 */
export type TransactionAbout =
  | { kind: 'credit'; priceUsd: number; creditUsd: number }
  | {
      kind: 'plan' | 'topup'
      area: Pick<AreaDto, 'type' | 'code' | 'name'>
      dataMb: number
      days: number
      daily: boolean
    }
  | { kind: 'refund'; orderNo: string }
  | { kind: 'promo'; code: string }

/**
 * The list shows each movement's type beside it (Top-up, Refund, Promo code) and its order
 * number, so the words say only what those do not: the plan, the amounts, the code.
 */
interface Words {
  credit: (paid: string, got: string) => string
  plan: (area: string, plan: string) => string
  refund: () => string
  days: (count: number) => string
  perDay: (size: string) => string
  join: (data: string, days: string) => string
}

const dot = (data: string, days: string) => `${data} · ${days}`

const WORDS: Readonly<Record<ContentLang, Words>> = {
  en: {
    credit: (paid, got) => `Paid ${paid}, received ${got}`,
    plan: (area, plan) => `${area} eSIM, ${plan}`,
    refund: () => 'Paid back to your credit',
    days: (count) => (count === 1 ? '1 day' : `${count} days`),
    perDay: (size) => `${size}/day`,
    join: dot,
  },
  de: {
    credit: (paid, got) => `${paid} bezahlt, ${got} erhalten`,
    plan: (area, plan) => `eSIM (${area}), ${plan}`,
    refund: () => 'Ihrem Guthaben gutgeschrieben',
    days: (count) => (count === 1 ? '1 Tag' : `${count} Tage`),
    perDay: (size) => `${size}/Tag`,
    join: dot,
  },
  es: {
    credit: (paid, got) => `Pagaste ${paid} y recibiste ${got}`,
    plan: (area, plan) => `eSIM – ${area}, ${plan}`,
    refund: () => 'Devuelto a tu saldo',
    days: (count) => (count === 1 ? '1 día' : `${count} días`),
    perDay: (size) => `${size}/día`,
    join: dot,
  },
  ja: {
    credit: (paid, got) => `${paid}のお支払いで残高${got}を追加`,
    plan: (area, plan) => `${area}のeSIM（${plan}）`,
    refund: () => 'アカウント残高に返金',
    days: (count) => `${count}日間`,
    perDay: (size) => `1日${size}`,
    join: (data, days) => `${data}・${days}`,
  },
  tr: {
    credit: (paid, got) => `${paid} ödendi, ${got} eklendi`,
    plan: (area, plan) => `${area} eSIM, ${plan}`,
    refund: () => 'Kredinize iade edildi',
    days: (count) => `${count} gün`,
    perDay: (size) => `günde ${size}`,
    join: dot,
  },
  'zh-CN': {
    credit: (paid, got) => `支付 ${paid}，到账 ${got}`,
    plan: (area, plan) => `${area} eSIM（${plan}）`,
    refund: () => '已退回储值',
    days: (count) => `${count} 天`,
    perDay: (size) => `每天 ${size}`,
    join: (data, days) => `${data}，${days}`,
  },
  'zh-HK': {
    credit: (paid, got) => `支付 ${paid}，入賬 ${got}`,
    plan: (area, plan) => `${area} eSIM（${plan}）`,
    refund: () => '已退回帳戶餘額',
    days: (count) => `${count} 日`,
    perDay: (size) => `每日 ${size}`,
    join: (data, days) => `${data}，${days}`,
  },
}

function dataSize(mb: number, lang: ContentLang): string {
  if (mb < 1024) return `${new Intl.NumberFormat(lang).format(mb)} MB`
  const gb = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(mb / 1024)
  return `${gb} GB`
}

/** The movement in the request's language; one recorded as plain text stays as it was. */
export function describeTransaction(about: TransactionAbout | string, lang: string): string {
  if (typeof about === 'string') return about
  const code = contentLang(lang)
  const words = WORDS[code]
  const usd = (amount: number) =>
    new Intl.NumberFormat(code, { style: 'currency', currency: 'USD' }).format(amount)
  switch (about.kind) {
    case 'credit':
      return words.credit(usd(about.priceUsd), usd(about.creditUsd))
    case 'refund':
      return words.refund()
    case 'promo':
      return about.code
    default: {
      const size = dataSize(about.dataMb, code)
      const plan = words.join(about.daily ? words.perDay(size) : size, words.days(about.days))
      return words.plan(areaNameIn(about.area, code), plan)
    }
  }
}
