import { ERROR_CODES as C } from '../../../api/contract/envelope'
import { numberIn, type Failure } from '../../failureTexts'
import { STORE_RULES } from '../../../api/contract/storeRules'
import { ORDER_RULES } from '../orderRules'

/** The limits these texts quote, from ORDER_RULES, so a message names the limit the mock applies. */
const PAGE = numberIn(ORDER_RULES.maxPageSize)
const REASON = numberIn(ORDER_RULES.refundReasonMaxLength)
const REVIEW = numberIn(ORDER_RULES.reviewMaxLength)
const REFUND_DAYS = numberIn(STORE_RULES.refundDays)
const ICCID_MIN = numberIn(STORE_RULES.iccidMinDigits)
const ICCID_MAX = numberIn(STORE_RULES.iccidMaxDigits)

/**
 * The refusals of what comes after checkout: top-up by ICCID, the order list, the install kit,
 * refunds and reviews; one entry each, the documented code and the msg in every store language
 * (docs/api.md 1.5). src/mocks/failures.ts joins this table with the others.
 */
export const ORDER_MESSAGES = {
  topupPackage: {
    code: C.topupPlanMismatch,
    text: {
      en: "This top-up isn't available for this eSIM",
      ja: 'このチャージは、このeSIMではご利用いただけません',
      de: 'Diese Aufladung ist für diese eSIM nicht verfügbar',
      es: 'Esta recarga no está disponible para esta eSIM',
      tr: 'Bu yükleme bu eSIM için kullanılamıyor',
      'zh-CN': '该充值套餐不适用于此 eSIM',
      'zh-HK': '此增值數據包不適用於這張 eSIM。',
    },
  },
  topupPaid: {
    code: C.topupAlreadyPaid,
    text: {
      en: 'This top-up is already paid',
      ja: 'このチャージはお支払い済みです',
      de: 'Diese Aufladung ist bereits bezahlt',
      es: 'Esta recarga ya está pagada',
      tr: 'Bu yüklemenin ödemesi zaten yapılmış',
      'zh-CN': '该充值订单已付款',
      'zh-HK': '此增值已付款。',
    },
  },
  // The top-up page shows these four under the ICCID field (an eSIM it cannot top up).
  badIccid: {
    code: C.topupIccidInvalid,
    text: {
      en: `Please enter a valid ICCID: ${ICCID_MIN.en} or ${ICCID_MAX.en} digits starting with 89`,
      ja: `有効なICCIDを入力してください（89で始まる${ICCID_MIN.ja}桁または${ICCID_MAX.ja}桁の数字）`,
      de: `Bitte geben Sie eine gültige ICCID ein: ${ICCID_MIN.de} oder ${ICCID_MAX.de} Ziffern, beginnend mit 89`,
      es: `Introduce un ICCID válido: tiene ${ICCID_MIN.es} o ${ICCID_MAX.es} dígitos y empieza por 89`,
      tr: `Lütfen geçerli bir ICCID numarası girin: 89 ile başlayan ${ICCID_MIN.tr} veya ${ICCID_MAX.tr} haneli bir numara`,
      'zh-CN': `请输入有效的 ICCID：以 89 开头的 ${ICCID_MIN['zh-CN']} 或 ${ICCID_MAX['zh-CN']} 位数字`,
      'zh-HK': `請輸入有效的 ICCID：以 89 開頭的 ${ICCID_MIN['zh-HK']} 或 ${ICCID_MAX['zh-HK']} 位數字。`,
    },
  },
  noIccid: {
    code: C.notFound,
    text: {
      en: 'No eSIM with this ICCID',
      ja: 'このICCIDのeSIMは見つかりません',
      de: 'Keine eSIM mit dieser ICCID',
      es: 'No hay ninguna eSIM con este ICCID',
      tr: 'Bu ICCID numarasına sahip bir eSIM yok',
      'zh-CN': '未找到与此 ICCID 对应的 eSIM',
      'zh-HK': '找不到此 ICCID 的 eSIM。',
    },
  },
  iccidRefunded: {
    code: C.topupEsimRefunded,
    text: {
      en: 'This eSIM was refunded and cannot be topped up',
      ja: 'このeSIMは返金済みのため、チャージできません',
      de: 'Diese eSIM wurde erstattet und kann nicht aufgeladen werden',
      es: 'Esta eSIM se ha reembolsado y no se puede recargar',
      tr: 'Bu eSIM iade edildiği için yükleme yapılamaz',
      'zh-CN': '该 eSIM 已退款，无法充值',
      'zh-HK': '此 eSIM 已退款，無法增值。',
    },
  },
  iccidExpired: {
    code: C.topupEsimExpired,
    text: {
      en: 'This eSIM has expired and cannot be topped up',
      ja: 'このeSIMは有効期限が切れているため、チャージできません',
      de: 'Diese eSIM ist abgelaufen und kann nicht aufgeladen werden',
      es: 'Esta eSIM ha caducado y no se puede recargar',
      tr: 'Bu eSIM’in süresi geçtiği, yani profili sona erdiği için yükleme yapılamaz',
      'zh-CN': '该 eSIM 已过期，无法充值',
      'zh-HK': '此 eSIM 已過期，無法增值。',
    },
  },
  iccidDeleted: {
    code: C.topupEsimDeleted,
    text: {
      en: 'This eSIM was deleted and cannot be topped up',
      ja: 'このeSIMは削除されているため、チャージできません',
      de: 'Diese eSIM wurde gelöscht und kann nicht aufgeladen werden',
      es: 'Esta eSIM se ha eliminado y no se puede recargar',
      tr: 'Bu eSIM silindiği için yükleme yapılamaz',
      'zh-CN': '该 eSIM 已删除，无法充值',
      'zh-HK': '此 eSIM 已刪除，無法增值。',
    },
  },
  badTab: {
    code: C.invalidInput,
    text: {
      en: 'tab must be CURRENT or PAST',
      ja: 'tabにはCURRENTまたはPASTを指定してください',
      de: 'tab muss CURRENT oder PAST sein',
      es: 'tab debe ser CURRENT o PAST',
      tr: 'tab CURRENT veya PAST olmalıdır',
      'zh-CN': 'tab 必须为 CURRENT 或 PAST',
      'zh-HK': 'tab 必須為 CURRENT 或 PAST。',
    },
  },
  badPageNum: {
    code: C.invalidInput,
    text: {
      en: 'pageNum must be a whole number from 1',
      ja: 'pageNumには1以上の整数を指定してください',
      de: 'pageNum muss eine ganze Zahl ab 1 sein',
      es: 'pageNum debe ser un número entero igual o mayor que 1',
      tr: 'pageNum 1 veya daha büyük bir tam sayı olmalıdır',
      'zh-CN': 'pageNum 必须为不小于 1 的整数',
      'zh-HK': 'pageNum 必須為不少於 1 的整數。',
    },
  },
  badPageSize: {
    code: C.invalidInput,
    text: {
      en: `pageSize must be from 1 to ${PAGE.en}`,
      ja: `pageSizeには1〜${PAGE.ja}を指定してください`,
      de: `pageSize muss zwischen 1 und ${PAGE.de} liegen`,
      es: `pageSize debe estar entre 1 y ${PAGE.es}`,
      tr: `pageSize 1 ile ${PAGE.tr} arasında olmalıdır`,
      'zh-CN': `pageSize 必须在 1 至 ${PAGE['zh-CN']} 之间`,
      'zh-HK': `pageSize 必須介乎 1 至 ${PAGE['zh-HK']}。`,
    },
  },
  notPaidResource: {
    code: C.installNotReady,
    text: {
      en: 'This order has no eSIM to install yet',
      ja: 'この注文には、まだインストールできるeSIMがありません',
      de: 'Für diese Bestellung gibt es noch keine eSIM zum Installieren',
      es: 'Este pedido todavía no tiene una eSIM para instalar',
      tr: 'Bu siparişte henüz kurulacak bir eSIM yok',
      'zh-CN': '该订单暂无可安装的 eSIM',
      'zh-HK': '此訂單暫時未有可安裝的 eSIM。',
    },
  },
  refundedResource: {
    code: C.installRefunded,
    text: {
      en: 'This order was refunded, so its eSIM can no longer be installed',
      ja: 'この注文は返金済みのため、eSIMをインストールできません',
      de: 'Diese Bestellung wurde erstattet. Die zugehörige eSIM kann nicht mehr installiert werden',
      es: 'Este pedido se ha reembolsado, así que ya no se puede instalar su eSIM',
      tr: 'Bu sipariş iade edildi, eSIM’i artık kurulamaz',
      'zh-CN': '该订单已退款，其 eSIM 无法再安装',
      'zh-HK': '此訂單已退款，eSIM 無法再安裝。',
    },
  },
  refundUnpaid: {
    code: C.refundNotPaid,
    text: {
      en: 'Only a paid order can be refunded',
      ja: '返金できるのはお支払い済みの注文のみです',
      de: 'Nur bezahlte Bestellungen können erstattet werden',
      es: 'Solo se pueden reembolsar pedidos pagados',
      tr: 'Yalnızca ödemesi yapılmış siparişler iade edilebilir',
      'zh-CN': '仅已付款的订单可以退款',
      'zh-HK': '只有已付款的訂單才可退款。',
    },
  },
  refundInUse: {
    code: C.refundAfterInstall,
    text: {
      en: `This eSIM has been installed or used, so it's no longer covered by our ${REFUND_DAYS.en}-day refund. If it doesn't work, please contact customer service`,
      ja: `このeSIMはインストール済みまたは利用済みのため、${REFUND_DAYS.ja}日間の返金保証の対象外です。正常に利用できない場合は、カスタマーサービスにお問い合わせください`,
      de: `Diese eSIM wurde bereits installiert oder genutzt und fällt daher nicht mehr unter unsere ${REFUND_DAYS.de}-tägige Erstattungszusage. Falls sie nicht funktioniert, wenden Sie sich bitte an den Kundenservice`,
      es: `Esta eSIM ya se ha instalado o usado, así que ya no está cubierta por nuestro compromiso de reembolso de ${REFUND_DAYS.es} días. Si no funciona, contacta con atención al cliente`,
      tr: `Bu eSIM kurulduğu veya kullanıldığı için artık ${REFUND_DAYS.tr} günlük iade taahhüdümüzün kapsamında değil. eSIM çalışmıyorsa lütfen müşteri hizmetleriyle iletişime geçin`,
      'zh-CN': `该 eSIM 已安装或已使用，不再支持 ${REFUND_DAYS['zh-CN']} 天无理由退款。如无法正常使用，请联系客服`,
      'zh-HK': `此 eSIM 已安裝或使用，已不適用 ${REFUND_DAYS['zh-HK']} 日退款承諾。如 eSIM 無法使用，請聯絡客戶服務。`,
    },
  },
  refundWindow: {
    code: C.refundWindowPassed,
    text: {
      en: `The ${REFUND_DAYS.en}-day refund period for this order has ended`,
      ja: `この注文の返金受付期間（${REFUND_DAYS.ja}日間）は終了しました`,
      de: `Die ${REFUND_DAYS.de}-tägige Erstattungsfrist für diese Bestellung ist abgelaufen`,
      es: `El plazo de reembolso de ${REFUND_DAYS.es} días de este pedido ya ha terminado`,
      tr: `Bu siparişin ${REFUND_DAYS.tr} günlük iade süresi sona erdi`,
      'zh-CN': `该订单的 ${REFUND_DAYS['zh-CN']} 天退款期已结束`,
      'zh-HK': `此訂單的 ${REFUND_DAYS['zh-HK']} 日退款期已經結束。`,
    },
  },
  refundReasonTooLong: {
    code: C.refundReasonTooLong,
    text: {
      en: `The reason can be at most ${REASON.en} characters`,
      ja: `理由は${REASON.ja}文字以内で入力してください`,
      de: `Der Grund darf höchstens ${REASON.de} Zeichen lang sein`,
      es: `El motivo puede tener como máximo ${REASON.es} caracteres`,
      tr: `Gerekçe en fazla ${REASON.tr} karakter olabilir`,
      'zh-CN': `原因最多 ${REASON['zh-CN']} 个字符`,
      'zh-HK': `原因最多 ${REASON['zh-HK']} 個字元。`,
    },
  },
  reviewUnpaid: {
    code: C.reviewNotPaid,
    text: {
      en: 'Only a paid order can be reviewed',
      ja: 'レビューできるのはお支払い済みの注文のみです',
      de: 'Nur bezahlte Bestellungen können bewertet werden',
      es: 'Solo se pueden valorar pedidos pagados',
      tr: 'Yalnızca ödemesi yapılmış siparişler değerlendirilebilir',
      'zh-CN': '仅已付款的订单可以评价',
      'zh-HK': '只有已付款的訂單才可評價。',
    },
  },
  reviewTwice: {
    code: C.reviewDuplicate,
    text: {
      en: 'This order has already been reviewed',
      ja: 'この注文はすでにレビュー済みです',
      de: 'Diese Bestellung wurde bereits bewertet',
      es: 'Este pedido ya se ha valorado',
      tr: 'Bu sipariş zaten değerlendirildi',
      'zh-CN': '该订单已评价',
      'zh-HK': '此訂單已評價。',
    },
  },
  badRating: {
    code: C.reviewRatingInvalid,
    text: {
      en: 'Please choose a rating from 1 to 5 stars',
      ja: '評価は星1〜5で選んでください',
      de: 'Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen',
      es: 'Elige una valoración de 1 a 5 estrellas',
      tr: 'Lütfen 1 ile 5 yıldız arasında bir puan seçin',
      'zh-CN': '请选择 1 至 5 星的评分',
      'zh-HK': '請選擇 1 至 5 顆星的評分。',
    },
  },
  reviewTooLong: {
    code: C.reviewTooLong,
    text: {
      en: `The review can be at most ${REVIEW.en} characters`,
      ja: `レビューは${REVIEW.ja}文字以内で入力してください`,
      de: `Die Bewertung darf höchstens ${REVIEW.de} Zeichen lang sein`,
      es: `La opinión puede tener como máximo ${REVIEW.es} caracteres`,
      tr: `Değerlendirme en fazla ${REVIEW.tr} karakter olabilir`,
      'zh-CN': `评价最多 ${REVIEW['zh-CN']} 个字符`,
      'zh-HK': `評價最多 ${REVIEW['zh-HK']} 個字元。`,
    },
  },
} as const satisfies Record<string, Failure>
