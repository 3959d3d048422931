import { ERROR_CODES, type ApiEnvelope } from '../api/contract/envelope'
import { ACCOUNT_MESSAGES } from './db/messages/accountMessages'
import { ORDER_MESSAGES } from './db/messages/orderMessages'
import { PAYMENT_MESSAGES } from './db/messages/paymentMessages'
import { PAYMENT_REASONS } from './db/messages/paymentReasons'
import { contentLang } from './db/seedContent'
import type { Failure, Texts } from './failureTexts'

/**
 * Every refusal the mock API can send, one entry each: the documented code (docs/api.md 1.5) and
 * the `msg` in each store language. The account, payment and order sides keep theirs under
 * db/messages/ (ACCOUNT_MESSAGES, PAYMENT_MESSAGES, ORDER_MESSAGES); the rest are here, and
 * FAILURES joins them. Handlers name a failure by its id and pass the request's `lang` header
 * (`fail(id, lang)` in respond.ts); code that runs without the request at hand (the payment
 * engine, db helpers) returns the id and lets the handler word it. The client has its own
 * translation of every code that stands for one failure (locales/<lng>/common.json), and its
 * English is the English here, word for word.
 *
 * `{{name}}` in a text is filled from the params given with the id. English texts are unique, so
 * a test can tell a failure by its English message.
 */
export type FailureParams = Readonly<Record<string, string | number>>

const C = ERROR_CODES

/** The gateway's refusals: signature, body and token (verify.ts, signedRoute.ts). */
const GATEWAY_MESSAGES = {
  badSignature: {
    code: C.badSignature,
    text: {
      en: 'Invalid request signature',
      ja: 'リクエストの署名が無効です',
      de: 'Die Signatur der Anfrage ist ungültig',
      es: 'La firma de la solicitud no es válida',
      tr: 'İsteğin imzası geçersiz',
      'zh-CN': '请求签名无效',
      'zh-HK': '未能驗證此請求，請重新載入頁面後再試。',
    },
  },
  malformedJson: {
    code: C.invalidInput,
    text: {
      en: 'Malformed JSON body',
      ja: 'リクエスト本文のJSONの形式が正しくありません',
      de: 'Der JSON-Inhalt der Anfrage ist fehlerhaft',
      es: 'El cuerpo JSON de la solicitud está mal formado',
      tr: 'İstek gövdesindeki JSON hatalı',
      'zh-CN': '请求正文不是有效的 JSON',
      'zh-HK': '請求內容不是有效的 JSON。',
    },
  },
  missingMeta: {
    code: C.invalidInput,
    text: {
      en: 'Missing meta or clientId',
      ja: 'metaまたはclientIdがありません',
      de: 'meta oder clientId fehlt',
      es: 'Falta meta o clientId',
      tr: 'meta veya clientId eksik',
      'zh-CN': '缺少 meta 或 clientId',
      'zh-HK': '缺少 meta 或 clientId。',
    },
  },
  requestExpired: {
    code: C.requestExpired,
    text: {
      en: 'The request time is not within 5 minutes of the server time',
      ja: 'リクエストの時刻がサーバーの時刻から5分以上ずれています',
      de: 'Der Zeitpunkt der Anfrage weicht um mehr als 5 Minuten von der Serverzeit ab',
      es: 'La hora de la solicitud difiere en más de 5 minutos de la hora del servidor',
      tr: 'İsteğin zamanı sunucu saatinden 5 dakikadan fazla farklı',
      'zh-CN': '请求时间与服务器时间相差超过 5 分钟',
      'zh-HK': '你裝置的時鐘似乎不準確。請設定正確的日期和時間後再試。',
    },
  },
  requestReplayed: {
    code: C.requestReplayed,
    text: {
      en: 'This request was already received',
      ja: 'このリクエストはすでに受け付けられています',
      de: 'Diese Anfrage wurde bereits empfangen',
      es: 'Esta solicitud ya se ha recibido',
      tr: 'Bu istek zaten alındı',
      'zh-CN': '此请求已被接收过',
      'zh-HK': '此請求已收到，請重新載入頁面後再試。',
    },
  },
  invalidFields: {
    code: C.invalidInput,
    text: {
      en: 'Invalid request fields: {{fields}}',
      ja: 'リクエストの項目が正しくありません（{{fields}}）。',
      de: 'Ungültige Felder in der Anfrage: {{fields}}',
      es: 'Campos de la solicitud no válidos: {{fields}}',
      tr: 'İstekte geçersiz alanlar: {{fields}}',
      'zh-CN': '请求字段无效：{{fields}}',
      'zh-HK': '請求欄位無效：{{fields}}。',
    },
  },
  signInAgain: {
    code: C.unauthorized,
    text: {
      en: 'Please log in again',
      ja: 'もう一度ログインしてください',
      de: 'Bitte melden Sie sich erneut an',
      es: 'Vuelve a iniciar sesión',
      tr: 'Lütfen tekrar giriş yapın',
      'zh-CN': '请重新登录',
      'zh-HK': '登入已逾時，請重新登入。',
    },
  },
  needsAccount: {
    code: C.accountRequired,
    text: {
      en: 'Please log in with your account to do this',
      ja: 'この操作を行うには、アカウントでログインしてください',
      de: 'Bitte melden Sie sich dafür mit Ihrem Konto an',
      es: 'Inicia sesión con tu cuenta para hacer esto',
      tr: 'Bu işlemi yapmak için lütfen hesabınızla giriş yapın',
      'zh-CN': '请登录账户后再进行此操作',
      'zh-HK': '請以帳戶登入後再進行此操作。',
    },
  },
} as const satisfies Record<string, Failure>

/** Promo codes (handlers/promo.ts). */
const PROMO_MESSAGES = {
  promoEmpty: {
    code: C.promoCodeMissing,
    text: {
      en: 'Please enter a promo code',
      ja: 'プロモーションコードを入力してください',
      de: 'Bitte geben Sie einen Aktionscode ein',
      es: 'Introduce un código promocional',
      tr: 'Lütfen bir promosyon kodu girin',
      'zh-CN': '请输入优惠码',
      'zh-HK': '請輸入優惠碼。',
    },
  },
  promoOtherAccount: {
    code: C.unauthorized,
    text: {
      en: 'This code belongs to another account',
      ja: 'このコードは別のアカウントのものです',
      de: 'Dieser Code gehört zu einem anderen Konto',
      es: 'Este código pertenece a otra cuenta',
      tr: 'Bu kod başka bir hesaba ait',
      'zh-CN': '此优惠码属于其他账户',
      'zh-HK': '此優惠碼屬於另一個帳戶。',
    },
  },
  otherAccountQuery: {
    code: C.unauthorized,
    text: {
      en: 'You can only ask about your own account',
      ja: 'ご自身のアカウントについてのみ確認できます',
      de: 'Sie können nur Angaben zu Ihrem eigenen Konto abfragen',
      es: 'Solo puedes consultar tu propia cuenta',
      tr: 'Yalnızca kendi hesabınızla ilgili bilgi alabilirsiniz',
      'zh-CN': '您只能查询自己的账户',
      'zh-HK': '你只可查詢自己的帳戶。',
    },
  },
  promoUnknown: {
    code: C.promoCodeUnknown,
    text: {
      en: 'This promo code does not exist',
      ja: 'このプロモーションコードは存在しません',
      de: 'Diesen Aktionscode gibt es nicht',
      es: 'Este código promocional no existe',
      tr: 'Bu promosyon kodu bulunamadı',
      'zh-CN': '该优惠码不存在',
      'zh-HK': '此優惠碼不存在。',
    },
  },
  promoExpired: {
    code: C.promoCodeExpired,
    text: {
      en: 'This promo code has expired',
      ja: 'このプロモーションコードは有効期限が切れています',
      de: 'Dieser Aktionscode ist abgelaufen',
      es: 'Este código promocional ha caducado',
      tr: 'Bu promosyon kodunun süresi dolmuş',
      'zh-CN': '该优惠码已过期',
      'zh-HK': '此優惠碼已過期。',
    },
  },
  promoUsed: {
    code: C.promoCodeUsed,
    text: {
      en: 'You have already used this promo code',
      ja: 'このプロモーションコードはすでに登録済みです',
      de: 'Sie haben diesen Aktionscode bereits eingelöst',
      es: 'Ya has canjeado este código promocional',
      tr: 'Bu promosyon kodunu zaten kullandınız',
      'zh-CN': '您已兑换过该优惠码',
      'zh-HK': '你已兌換過此優惠碼。',
    },
  },
  promoNewAccountsOnly: {
    code: C.promoNewAccountsOnly,
    text: {
      en: 'This promo code is for new accounts only',
      ja: 'このプロモーションコードは新規登録のアカウント専用です',
      de: 'Dieser Aktionscode gilt nur für neue Konten',
      es: 'Este código promocional es solo para cuentas nuevas',
      tr: 'Bu promosyon kodu yalnızca yeni hesaplar içindir',
      'zh-CN': '该优惠码仅限新账户使用',
      'zh-HK': '此優惠碼只適用於新帳戶。',
    },
  },
  badRedeemType: {
    code: C.invalidInput,
    text: {
      en: 'redeemType must be PROMO_CODE, SIGNUP_GIFT or PARTNER_GIFT',
      ja: 'redeemTypeにはPROMO_CODE、SIGNUP_GIFT、PARTNER_GIFTのいずれかを指定してください',
      de: 'redeemType muss PROMO_CODE, SIGNUP_GIFT oder PARTNER_GIFT sein',
      es: 'redeemType debe ser PROMO_CODE, SIGNUP_GIFT o PARTNER_GIFT',
      tr: 'redeemType PROMO_CODE, SIGNUP_GIFT veya PARTNER_GIFT olmalıdır',
      'zh-CN': 'redeemType 必须为 PROMO_CODE、SIGNUP_GIFT 或 PARTNER_GIFT',
      'zh-HK': 'redeemType 必須為 PROMO_CODE、SIGNUP_GIFT 或 PARTNER_GIFT。',
    },
  },
} as const satisfies Record<string, Failure>

/** The catalogue, the trip planner, the review list and partners. */
const CATALOGUE_MESSAGES = {
  badAreaType: {
    code: C.invalidInput,
    text: {
      en: 'Unknown area type {{value}}',
      ja: '不明なエリア種別です：{{value}}',
      de: 'Unbekannter Gebietstyp: {{value}}',
      es: 'Tipo de zona desconocido: {{value}}',
      tr: 'Bilinmeyen bölge türü: {{value}}',
      'zh-CN': '未知的区域类型：{{value}}',
      'zh-HK': '未知的目的地類型：{{value}}。',
    },
  },
  keywordRequired: {
    code: C.invalidInput,
    text: {
      en: 'keyword is required',
      ja: 'keywordは必須です',
      de: 'keyword ist erforderlich',
      es: 'keyword es obligatorio',
      tr: 'keyword zorunludur',
      'zh-CN': 'keyword 为必填项',
      'zh-HK': 'keyword 為必填項目。',
    },
  },
  destinationNotFound: {
    code: C.notFound,
    text: {
      en: 'Destination not found',
      ja: '渡航先が見つかりません',
      de: 'Reiseziel nicht gefunden',
      es: 'No se ha encontrado el destino',
      tr: 'Destinasyon bulunamadı',
      'zh-CN': '未找到该目的地',
      'zh-HK': '找不到此目的地。',
    },
  },
  badPackageType: {
    code: C.invalidInput,
    text: {
      en: 'Unknown package type {{value}}',
      ja: '不明なプラン種別です：{{value}}',
      de: 'Unbekannter Tariftyp: {{value}}',
      es: 'Tipo de plan desconocido: {{value}}',
      tr: 'Bilinmeyen paket türü: {{value}}',
      'zh-CN': '未知的套餐类型：{{value}}',
      'zh-HK': '未知的計劃類型：{{value}}。',
    },
  },
  packageListFilter: {
    code: C.invalidInput,
    text: {
      en: 'Give an areaId, a type or discountedOnly',
      ja: 'areaId、type、discountedOnlyのいずれかを指定してください',
      de: 'Geben Sie areaId, type oder discountedOnly an',
      es: 'Indica areaId, type o discountedOnly',
      tr: 'areaId, type veya discountedOnly belirtin',
      'zh-CN': '请提供 areaId、type 或 discountedOnly',
      'zh-HK': '請提供 areaId、type 或 discountedOnly。',
    },
  },
  tripTooShort: {
    code: C.tripTextTooShort,
    text: {
      en: 'Please describe your trip in a few words',
      ja: '旅行の内容を少し詳しく入力してください',
      de: 'Bitte beschreiben Sie Ihre Reise in ein paar Worten',
      es: 'Describe tu viaje en pocas palabras',
      tr: 'Lütfen seyahatinizi birkaç kelimeyle anlatın',
      'zh-CN': '请简单描述一下您的行程',
      'zh-HK': '請用幾句話描述你的行程。',
    },
  },
  badUsage: {
    code: C.invalidInput,
    text: {
      en: 'Unknown usage {{value}}',
      ja: '不明な利用量の区分です：{{value}}',
      de: 'Unbekanntes Nutzungsprofil: {{value}}',
      es: 'Perfil de uso desconocido: {{value}}',
      tr: 'Bilinmeyen kullanım profili: {{value}}',
      'zh-CN': '未知的用量类型：{{value}}',
      'zh-HK': '未知的用量類型：{{value}}。',
    },
  },
  reviewTarget: {
    code: C.invalidInput,
    text: {
      en: 'Give a packageId, an areaId or neither (the whole store), not both',
      ja: 'packageId、areaIdのどちらか一方を指定するか、どちらも指定しないでください（ストア全体）',
      de: 'Geben Sie packageId oder areaId an oder keines von beiden (der ganze Shop), nicht beide',
      es: 'Indica packageId, areaId o ninguno (toda la tienda), pero no los dos',
      tr: 'packageId veya areaId verin ya da hiçbirini vermeyin (tüm mağaza); ikisini birden vermeyin',
      'zh-CN': '请提供 packageId 或 areaId，或都不提供（整个商店），但不能同时提供',
      'zh-HK': '請提供 packageId 或 areaId，或兩者皆不提供（整個網店），但不可同時提供。',
    },
  },
  badMerchantId: {
    code: C.invalidInput,
    text: {
      en: 'merchantId must be an integer',
      ja: 'merchantIdは整数で指定してください',
      de: 'merchantId muss eine ganze Zahl sein',
      es: 'merchantId debe ser un número entero',
      tr: 'merchantId bir tam sayı olmalıdır',
      'zh-CN': 'merchantId 必须为整数',
      'zh-HK': 'merchantId 必須為整數。',
    },
  },
  merchantNotFound: {
    code: C.notFound,
    text: {
      en: 'This partner does not exist',
      ja: 'このパートナーは存在しません',
      de: 'Diesen Partner gibt es nicht',
      es: 'Este afiliado no existe',
      tr: 'Bu iş ortağı bulunamadı',
      'zh-CN': '该合作伙伴不存在',
      'zh-HK': '此合作夥伴不存在。',
    },
  },
} as const satisfies Record<string, Failure>

/** Every failure by id. Ids are unique across the tables (a test checks). */
export const FAILURES = {
  ...GATEWAY_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...PROMO_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...ORDER_MESSAGES,
} as const satisfies Record<string, Failure>

/** The tables FAILURES joins, for the test that no id is defined twice. */
export const FAILURE_TABLES: readonly Readonly<Record<string, Failure>>[] = [
  GATEWAY_MESSAGES,
  ACCOUNT_MESSAGES,
  PROMO_MESSAGES,
  CATALOGUE_MESSAGES,
  PAYMENT_MESSAGES,
  ORDER_MESSAGES,
]

export type FailureId = keyof typeof FAILURES

export const FAILURE_IDS = Object.keys(FAILURES) as FailureId[]

export function isFailureId(value: unknown): value is FailureId {
  return typeof value === 'string' && Object.hasOwn(FAILURES, value)
}

function fill(text: string, params: FailureParams | undefined): string {
  if (!params) return text
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** A failure's msg in the language of a lang header (exact tag, then language, else English). */
export function failureText(id: FailureId, lang: string, params?: FailureParams): string {
  return fill(FAILURES[id].text[contentLang(lang)], params)
}

/** The envelope of a refusal, worded for the request. */
export function failureEnvelope<Detail extends object | null = null>(
  id: FailureId,
  lang: string,
  params?: FailureParams,
  detail: Detail = null as Detail,
): ApiEnvelope<Detail> {
  return {
    code: FAILURES[id].code,
    success: false,
    msg: failureText(id, lang, params),
    obj: detail,
  }
}

// --- Why a payment ended ------------------------------------------------------------------------

export { PAYMENT_REASONS }
export type PaymentReasonId = keyof typeof PAYMENT_REASONS

/**
 * A stored failureReason in the request's language: an id of PAYMENT_REASONS, or (in a database
 * saved before reasons were stored by id, or written by hand) an English text of one; any other
 * text is passed on as it is.
 */
export function paymentReasonText(stored: string | null, lang: string): string | null {
  if (stored === null) return null
  const reasons: Readonly<Record<string, Texts>> = PAYMENT_REASONS
  const texts =
    (Object.hasOwn(reasons, stored) ? reasons[stored] : undefined) ??
    Object.values(reasons).find((candidate) => candidate.en === stored)
  return texts ? texts[contentLang(lang)] : stored
}
