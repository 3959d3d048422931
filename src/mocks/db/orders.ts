import sha256 from 'crypto-js/sha256'
import { ERROR_CODES as C, type ApiEnvelope } from '../../api/contract/envelope'
import type { PackageDto } from '../../api/contract/catalogue'
import type {
  CreditPlanDto,
  InstallStatus,
  OrderDto,
  OrderPackageDto,
  OrderUsageState,
  PaymentOutcome,
  PaymentPurpose,
  PaymentStatus,
  TopupOrderDto,
  TransactionDto,
  TransactionType,
} from '../../api/contract/order'
import { numberIn, type Failure, type Texts } from '../failureTexts'
import { ACCOUNT_RULES, randomDigits, randomHex, type InboxMessage } from './accounts'
import type { MockDatabase } from './database'

/**
 * The order side of the mock database: eSIM orders, credit purchases, top-ups, payments,
 * balance movements and the idempotency store (docs/api.md, "Orders and payment").
 */

/** Every rule of the order side in one place, so docs/api.md and the tests can quote it. */
export const ORDER_RULES = {
  /** A redirect payment with a provider answer reads PENDING for this many status polls... */
  settlePolls: 2,
  /** ...or until this long after the answer, whichever ends first. */
  settleMs: 1500,
  /** REFUNDING becomes REFUNDED on the first read this long after the request. */
  refundSettleMs: 3000,
  /** A paid order can be refunded this long after payment (and only before installation). */
  refundWindowMs: 30 * 86_400_000,
  /** A challenge or redirect nobody finishes is cancelled after this long. */
  abandonMs: 30 * 60_000,
  /** Idempotency records are kept this long. */
  idempotencyTtlMs: 24 * 3_600_000,
  reviewMaxLength: 1000,
  refundReasonMaxLength: 500,
  maxPageSize: 50,
  /**
   * An Active eSIM (PAID, INUSE, profile INSTALLED or ENABLED) uses this much data per minute
   * until its data or its validity runs out, so QA sees usage move (docs/qa.md).
   */
  usageMbPerMinute: 1,
} as const

const PAGE = numberIn(ORDER_RULES.maxPageSize)
const REASON = numberIn(ORDER_RULES.refundReasonMaxLength)
const REVIEW = numberIn(ORDER_RULES.reviewMaxLength)

/**
 * The order side's refusals, one entry each: the documented code and the msg in every store
 * language (docs/api.md 1.5). The payment engine returns them by id (`refuse`), and the handler
 * words them for the request; src/mocks/failures.ts joins this table with the others.
 */
export const ORDER_MESSAGES = {
  paymentUnavailable: {
    code: C.paymentUnavailable,
    text: {
      en: 'Payment is unavailable, please contact customer service.',
      ja: '現在お支払いをご利用いただけません。カスタマーサービスにお問い合わせください。',
      de: 'Die Zahlung ist derzeit nicht möglich. Bitte wenden Sie sich an den Kundenservice.',
      es: 'El pago no está disponible en este momento. Ponte en contacto con atención al cliente.',
      tr: 'Ödeme şu anda kullanılamıyor. Lütfen müşteri hizmetleriyle iletişime geçin.',
      'zh-CN': '支付暂不可用，请联系客服。',
      'zh-HK': '暫時未能付款，請聯絡客戶服務。',
    },
  },
  keyRequired: {
    code: C.invalidInput,
    text: {
      en: 'An idempotency key is required',
      ja: '冪等性キーが必要です',
      de: 'Ein Idempotenzschlüssel ist erforderlich',
      es: 'Se necesita una clave de idempotencia',
      tr: 'Bir idempotency anahtarı gereklidir',
      'zh-CN': '缺少幂等键',
      'zh-HK': '缺少冪等鍵',
    },
  },
  keyReused: {
    code: C.invalidInput,
    text: {
      en: 'This idempotency key was already used for a different request',
      ja: 'この冪等性キーは別のリクエストですでに使用されています',
      de: 'Dieser Idempotenzschlüssel wurde bereits für eine andere Anfrage verwendet',
      es: 'Esta clave de idempotencia ya se ha usado en otra solicitud',
      tr: 'Bu idempotency anahtarı başka bir istek için zaten kullanıldı',
      'zh-CN': '该幂等键已用于另一个请求',
      'zh-HK': '此冪等鍵已用於另一個請求',
    },
  },
  badPurpose: {
    code: C.invalidInput,
    text: {
      en: 'purpose must be ORDER, TOPUP or CREDIT',
      ja: 'purposeにはORDER、TOPUP、CREDITのいずれかを指定してください',
      de: 'purpose muss ORDER, TOPUP oder CREDIT sein',
      es: 'purpose debe ser ORDER, TOPUP o CREDIT',
      tr: 'purpose ORDER, TOPUP veya CREDIT olmalıdır',
      'zh-CN': 'purpose 必须为 ORDER、TOPUP 或 CREDIT',
      'zh-HK': 'purpose 必須為 ORDER、TOPUP 或 CREDIT',
    },
  },
  badCurrency: {
    code: C.currencyUnsupported,
    text: {
      en: 'This currency is not supported',
      ja: 'この通貨には対応していません',
      de: 'Diese Währung wird nicht unterstützt',
      es: 'Esta moneda no se admite',
      tr: 'Bu para birimi desteklenmiyor',
      'zh-CN': '不支持该币种',
      'zh-HK': '不支援此貨幣',
    },
  },
  badItem: {
    code: C.invalidInput,
    text: {
      en: 'Unknown purchase item',
      ja: '不明な購入項目です',
      de: 'Unbekannte Kaufposition',
      es: 'Artículo de compra desconocido',
      tr: 'Bilinmeyen satın alma öğesi',
      'zh-CN': '未知的购买项目',
      'zh-HK': '未知的購買項目',
    },
  },
  noPackage: {
    code: C.notFound,
    text: {
      en: 'No plan with this id',
      ja: 'このIDのプランはありません',
      de: 'Kein Tarif mit dieser ID',
      es: 'No hay ningún plan con este ID',
      tr: 'Bu kimliğe sahip bir paket yok',
      'zh-CN': '没有此 ID 对应的套餐',
      'zh-HK': '沒有此 ID 的計劃',
    },
  },
  noCreditPlan: {
    code: C.notFound,
    text: {
      en: 'No credit plan with this id',
      ja: 'このIDのクレジットパッケージはありません',
      de: 'Kein Guthabenpaket mit dieser ID',
      es: 'No hay ningún paquete de crédito con este ID',
      tr: 'Bu kimliğe sahip bir kredi paketi yok',
      'zh-CN': '没有此 ID 对应的储值套餐',
      'zh-HK': '沒有此 ID 的儲值套票',
    },
  },
  methodUnavailable: {
    code: C.paymentMethodUnavailable,
    text: {
      en: 'This payment method is not available here',
      ja: 'このお支払い方法はここではご利用いただけません',
      de: 'Diese Zahlungsart ist hier nicht verfügbar',
      es: 'Este método de pago no está disponible aquí',
      tr: 'Bu ödeme yöntemi burada kullanılamıyor',
      'zh-CN': '此处不支持该支付方式',
      'zh-HK': '此處不支援此付款方式',
    },
  },
  noPayment: {
    code: C.notFound,
    text: {
      en: 'No payment with this id',
      ja: 'このIDのお支払いはありません',
      de: 'Keine Zahlung mit dieser ID',
      es: 'No hay ningún pago con este ID',
      tr: 'Bu kimliğe sahip bir ödeme yok',
      'zh-CN': '没有此 ID 对应的付款',
      'zh-HK': '沒有此 ID 的付款',
    },
  },
  noOrder: {
    code: C.notFound,
    text: {
      en: 'No order with this id',
      ja: 'このIDの注文はありません',
      de: 'Keine Bestellung mit dieser ID',
      es: 'No hay ningún pedido con este ID',
      tr: 'Bu kimliğe sahip bir sipariş yok',
      'zh-CN': '没有此 ID 对应的订单',
      'zh-HK': '沒有此 ID 的訂單',
    },
  },
  noTopupOrder: {
    code: C.notFound,
    text: {
      en: 'No top-up order with this id',
      ja: 'このIDのチャージ注文はありません',
      de: 'Keine Aufladung mit dieser ID',
      es: 'No hay ninguna recarga con este ID',
      tr: 'Bu kimliğe sahip bir yükleme siparişi yok',
      'zh-CN': '没有此 ID 对应的充值订单',
      'zh-HK': '沒有此 ID 的增值訂單',
    },
  },
  noPaymentYet: {
    code: C.notFound,
    text: {
      en: 'This order has no payment yet',
      ja: 'この注文にはまだお支払いがありません',
      de: 'Für diese Bestellung gibt es noch keine Zahlung',
      es: 'Este pedido aún no tiene ningún pago',
      tr: 'Bu sipariş için henüz bir ödeme yok',
      'zh-CN': '该订单尚无付款记录',
      'zh-HK': '此訂單仍未有付款記錄',
    },
  },
  notSamePage: {
    code: C.invalidInput,
    text: {
      en: 'This payment method does not use the card form',
      ja: 'このお支払い方法ではカード情報の入力フォームを使用しません',
      de: 'Diese Zahlungsart verwendet kein Kartenformular',
      es: 'Este método de pago no usa el formulario de tarjeta',
      tr: 'Bu ödeme yöntemi kart formunu kullanmaz',
      'zh-CN': '该支付方式不使用银行卡表单',
      'zh-HK': '此付款方式不使用卡資料表格',
    },
  },
  badReturnUrl: {
    code: C.invalidInput,
    text: {
      en: 'returnUrl must be a path or an http(s) URL',
      ja: 'returnUrlにはパスまたはhttp(s)のURLを指定してください',
      de: 'returnUrl muss ein Pfad oder eine http(s)-URL sein',
      es: 'returnUrl debe ser una ruta o una URL http(s)',
      tr: 'returnUrl bir yol veya http(s) adresi olmalıdır',
      'zh-CN': 'returnUrl 必须为路径或 http(s) 网址',
      'zh-HK': 'returnUrl 必須為路徑或 http(s) 網址',
    },
  },
  cardMissing: {
    code: C.cardDetailsMissing,
    text: {
      en: 'Please enter the card details',
      ja: 'カード情報を入力してください',
      de: 'Bitte geben Sie die Kartendaten ein',
      es: 'Introduce los datos de la tarjeta',
      tr: 'Lütfen kart bilgilerini girin',
      'zh-CN': '请输入银行卡信息',
      'zh-HK': '請輸入卡資料',
    },
  },
  cardInvalid: {
    code: C.cardNumberInvalid,
    text: {
      en: 'The card number is not valid',
      ja: 'カード番号が正しくありません',
      de: 'Die Kartennummer ist ungültig',
      es: 'El número de tarjeta no es válido',
      tr: 'Kart numarası geçersiz',
      'zh-CN': '卡号无效',
      'zh-HK': '卡號碼無效',
    },
  },
  alreadyPaid: {
    code: C.orderAlreadyPaid,
    text: {
      en: 'This order is already paid',
      ja: 'この注文はお支払い済みです',
      de: 'Diese Bestellung ist bereits bezahlt',
      es: 'Este pedido ya está pagado',
      tr: 'Bu siparişin ödemesi zaten yapılmış',
      'zh-CN': '该订单已付款',
      'zh-HK': '此訂單已付款',
    },
  },
  notPayable: {
    code: C.orderNotPayable,
    text: {
      en: 'This order can no longer be paid',
      ja: 'この注文はお支払いいただけなくなりました',
      de: 'Diese Bestellung kann nicht mehr bezahlt werden',
      es: 'Este pedido ya no se puede pagar',
      tr: 'Bu sipariş artık ödenemez',
      'zh-CN': '该订单已无法付款',
      'zh-HK': '此訂單已無法付款',
    },
  },
  deliveryEmailInvalid: {
    code: C.deliveryEmailInvalid,
    text: {
      en: 'Enter a valid email address to send the eSIM to',
      ja: 'eSIMの送信先として有効なメールアドレスを入力してください',
      de: 'Geben Sie eine gültige E-Mail-Adresse ein, an die wir die eSIM senden sollen',
      es: 'Introduce un correo electrónico válido al que enviar la eSIM',
      tr: 'eSIM’in gönderileceği geçerli bir e-posta adresi girin',
      'zh-CN': '请输入有效的邮箱地址以接收 eSIM',
      'zh-HK': '請輸入有效的電郵地址以接收 eSIM',
    },
  },
  stillProcessing: {
    code: C.paymentInProgress,
    text: {
      en: 'A payment for this order is still being processed',
      ja: 'この注文のお支払いはまだ処理中です',
      de: 'Eine Zahlung für diese Bestellung wird noch bearbeitet',
      es: 'Todavía se está procesando un pago de este pedido',
      tr: 'Bu siparişe ait bir ödeme hâlâ işleniyor',
      'zh-CN': '该订单的一笔付款仍在处理中',
      'zh-HK': '此訂單有一筆付款仍在處理中',
    },
  },
  notAwaiting: {
    code: C.invalidInput,
    text: {
      en: 'This payment is not waiting for a challenge or the provider',
      ja: 'このお支払いは本人認証や決済代行会社の結果を待っていません',
      de: 'Diese Zahlung wartet weder auf eine Authentifizierung noch auf den Zahlungsanbieter',
      es: 'Este pago no está pendiente de una verificación ni del proveedor de pagos',
      tr: 'Bu ödeme bir doğrulamayı veya ödeme hizmeti sağlayıcısını beklemiyor',
      'zh-CN': '该付款未在等待验证或支付服务商的结果',
      'zh-HK': '此付款並非在等待驗證或付款服務供應商的結果',
    },
  },
  badDetails: {
    code: C.invalidInput,
    text: {
      en: 'details.result must be AUTHORISED, REFUSED or CANCELLED',
      ja: 'details.resultにはAUTHORISED、REFUSED、CANCELLEDのいずれかを指定してください',
      de: 'details.result muss AUTHORISED, REFUSED oder CANCELLED sein',
      es: 'details.result debe ser AUTHORISED, REFUSED o CANCELLED',
      tr: 'details.result AUTHORISED, REFUSED veya CANCELLED olmalıdır',
      'zh-CN': 'details.result 必须为 AUTHORISED、REFUSED 或 CANCELLED',
      'zh-HK': 'details.result 必須為 AUTHORISED、REFUSED 或 CANCELLED',
    },
  },
  balanceTooLow: {
    code: C.balanceTooLow,
    text: {
      en: 'Your credit balance is too low for this payment',
      ja: '残高が不足しているため、このお支払いはできません',
      de: 'Ihr Kontostand reicht für diese Zahlung nicht aus',
      es: 'Tu saldo no es suficiente para este pago',
      tr: 'Bakiyeniz bu ödeme için yeterli değil',
      'zh-CN': '您的余额不足，无法完成此付款',
      'zh-HK': '你的餘額不足以支付此款項',
    },
  },
  creditForCredit: {
    code: C.creditForCredit,
    text: {
      en: 'Credit cannot be bought with credit',
      ja: 'クレジットをクレジットで購入することはできません',
      de: 'Guthaben kann nicht mit Guthaben gekauft werden',
      es: 'No se puede comprar crédito pagando con saldo',
      tr: 'Kredi, bakiyeyle satın alınamaz',
      'zh-CN': '不能用余额购买储值',
      'zh-HK': '不可以餘額購買儲值',
    },
  },
  topupPackage: {
    code: C.topupPlanMismatch,
    text: {
      en: 'This plan cannot top up this eSIM',
      ja: 'このプランではこのeSIMにチャージできません',
      de: 'Mit diesem Tarif kann diese eSIM nicht aufgeladen werden',
      es: 'Este plan no sirve para recargar esta eSIM',
      tr: 'Bu paketle bu eSIM’e yükleme yapılamaz',
      'zh-CN': '该套餐无法为此 eSIM 充值',
      'zh-HK': '此計劃無法為這張 eSIM 增值',
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
      'zh-CN': '该充值已付款',
      'zh-HK': '此增值已付款',
    },
  },
  // The top-up page shows these four under the ICCID field (an eSIM it cannot top up).
  badIccid: {
    code: C.topupIccidInvalid,
    text: {
      en: 'Please enter a valid ICCID: 19 or 20 digits starting with 89',
      ja: '有効なICCIDを入力してください（89で始まる19桁または20桁の数字）',
      de: 'Bitte geben Sie eine gültige ICCID ein: 19 oder 20 Ziffern, beginnend mit 89',
      es: 'Introduce un ICCID válido: 19 o 20 dígitos que empiecen por 89',
      tr: 'Lütfen geçerli bir ICCID numarası girin: 89 ile başlayan 19 veya 20 haneli bir numara',
      'zh-CN': '请输入有效的 ICCID：以 89 开头的 19 或 20 位数字',
      'zh-HK': '請輸入有效的 ICCID：以 89 開頭的 19 或 20 位數字',
    },
  },
  noIccid: {
    code: C.notFound,
    text: {
      en: 'No eSIM with this ICCID',
      ja: 'このICCIDのeSIMはありません',
      de: 'Keine eSIM mit dieser ICCID',
      es: 'No hay ninguna eSIM con este ICCID',
      tr: 'Bu ICCID numarasına sahip bir eSIM yok',
      'zh-CN': '没有此 ICCID 对应的 eSIM',
      'zh-HK': '沒有此 ICCID 的 eSIM',
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
      'zh-HK': '此 eSIM 已退款，無法增值',
    },
  },
  iccidExpired: {
    code: C.topupEsimExpired,
    text: {
      en: 'This eSIM has expired and cannot be topped up',
      ja: 'このeSIMは有効期限が切れているため、チャージできません',
      de: 'Diese eSIM ist abgelaufen und kann nicht aufgeladen werden',
      es: 'Esta eSIM ha caducado y no se puede recargar',
      tr: 'Bu eSIM’in süresi dolduğu için yükleme yapılamaz',
      'zh-CN': '该 eSIM 已过期，无法充值',
      'zh-HK': '此 eSIM 已過期，無法增值',
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
      'zh-HK': '此 eSIM 已刪除，無法增值',
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
      'zh-HK': 'tab 必須為 CURRENT 或 PAST',
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
      'zh-HK': 'pageNum 必須為不少於 1 的整數',
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
      'zh-HK': `pageSize 必須介乎 1 至 ${PAGE['zh-HK']}`,
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
      'zh-HK': '此訂單暫時未有可安裝的 eSIM',
    },
  },
  refundedResource: {
    code: C.installRefunded,
    text: {
      en: 'This order was refunded, its eSIM can no longer be installed',
      ja: 'この注文は返金済みのため、eSIMをインストールできません',
      de: 'Diese Bestellung wurde erstattet. Die zugehörige eSIM kann nicht mehr installiert werden',
      es: 'Este pedido se ha reembolsado, así que ya no se puede instalar la eSIM',
      tr: 'Bu sipariş iade edildi, eSIM’i artık kurulamaz',
      'zh-CN': '该订单已退款，其 eSIM 无法再安装',
      'zh-HK': '此訂單已退款，其 eSIM 無法再安裝',
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
      'zh-HK': '只有已付款的訂單才可退款',
    },
  },
  refundInUse: {
    code: C.refundAfterInstall,
    text: {
      en: 'This eSIM has been installed or used, so it can no longer be refunded',
      ja: 'このeSIMはインストール済みまたは使用済みのため、返金できません',
      de: 'Diese eSIM wurde bereits installiert oder genutzt und kann daher nicht mehr erstattet werden',
      es: 'Esta eSIM ya se ha instalado o usado, así que ya no se puede reembolsar',
      tr: 'Bu eSIM kurulduğu veya kullanıldığı için artık iade edilemez',
      'zh-CN': '该 eSIM 已安装或使用，无法再退款',
      'zh-HK': '此 eSIM 已安裝或使用，無法再退款',
    },
  },
  refundWindow: {
    code: C.refundWindowPassed,
    text: {
      en: 'The 30-day refund window for this order has passed',
      ja: 'この注文の返金受付期間（30日間）は終了しました',
      de: 'Die 30-tägige Erstattungsfrist für diese Bestellung ist abgelaufen',
      es: 'Ya ha pasado el plazo de 30 días para reembolsar este pedido',
      tr: 'Bu siparişin 30 günlük iade süresi doldu',
      'zh-CN': '该订单已超过 30 天退款期限',
      'zh-HK': '此訂單已超過 30 日退款期限',
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
      'zh-HK': `原因最多 ${REASON['zh-HK']} 個字元`,
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
      'zh-HK': '只有已付款的訂單才可評價',
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
      'zh-HK': '此訂單已評價',
    },
  },
  badRating: {
    code: C.reviewRatingInvalid,
    text: {
      en: 'The rating must be a whole number from 1 to 5',
      ja: '評価は1〜5の整数で指定してください',
      de: 'Die Sternebewertung muss eine ganze Zahl von 1 bis 5 sein',
      es: 'La valoración debe ser un número entero del 1 al 5',
      tr: 'Puan 1 ile 5 arasında bir tam sayı olmalıdır',
      'zh-CN': '评分必须为 1 至 5 的整数',
      'zh-HK': '評分必須為 1 至 5 的整數',
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
      'zh-HK': `評價最多 ${REVIEW['zh-HK']} 個字元`,
    },
  },
} as const satisfies Record<string, Failure>

/**
 * `failureReason` of a FAILED or CANCELLED payment. It is not a refusal (the call succeeded and
 * reports the payment's state), but the result pages show it, so it too speaks the request's
 * language: a payment record keeps the id, and the status answer words it.
 */
export const PAYMENT_REASONS = {
  cardDeclined: {
    en: 'Card declined',
    ja: 'カードが承認されませんでした',
    de: 'Karte abgelehnt',
    es: 'Tarjeta rechazada',
    tr: 'Kart reddedildi',
    'zh-CN': '银行卡被拒绝',
    'zh-HK': '此卡被拒絕',
  },
  insufficientFunds: {
    en: 'Insufficient funds',
    ja: 'カードの利用可能額が不足しています',
    de: 'Unzureichende Deckung',
    es: 'Fondos insuficientes',
    tr: 'Kartın limiti veya bakiyesi yetersiz',
    'zh-CN': '卡内余额不足',
    'zh-HK': '卡內可用金額不足',
  },
  cardNotAccepted: {
    en: 'This card is not accepted in test mode',
    ja: 'このカードはテストモードではご利用いただけません',
    de: 'Diese Karte wird im Testmodus nicht akzeptiert',
    es: 'Esta tarjeta no se acepta en el modo de prueba',
    tr: 'Bu kart test modunda kabul edilmiyor',
    'zh-CN': '测试模式下不接受此卡',
    'zh-HK': '測試模式不接受此卡',
  },
  challengeFailed: {
    en: '3-D Secure authentication failed',
    ja: '3Dセキュア認証に失敗しました',
    de: 'Die 3-D-Secure-Authentifizierung ist fehlgeschlagen',
    es: 'La autenticación 3-D Secure ha fallado',
    tr: '3-D Secure doğrulaması başarısız oldu',
    'zh-CN': '3-D Secure 验证失败',
    'zh-HK': '3-D Secure 驗證失敗',
  },
  providerDeclined: {
    en: 'Declined by the payment provider',
    ja: '決済代行会社によって拒否されました',
    de: 'Vom Zahlungsanbieter abgelehnt',
    es: 'Rechazado por el proveedor de pagos',
    tr: 'Ödeme hizmeti sağlayıcısı tarafından reddedildi',
    'zh-CN': '支付服务商拒绝了此付款',
    'zh-HK': '付款服務供應商拒絕了此付款',
  },
  providerCancelled: {
    en: 'The payment was cancelled at the payment provider',
    ja: '決済代行会社の画面でお支払いがキャンセルされました',
    de: 'Die Zahlung wurde beim Zahlungsanbieter abgebrochen',
    es: 'El pago se ha cancelado en el proveedor de pagos',
    tr: 'Ödeme, ödeme hizmeti sağlayıcısında iptal edildi',
    'zh-CN': '付款已在支付服务商处取消',
    'zh-HK': '付款已在付款服務供應商取消',
  },
  abandoned: {
    en: 'The payment was not completed in time',
    ja: 'お支払いが時間内に完了しませんでした',
    de: 'Die Zahlung wurde nicht rechtzeitig abgeschlossen',
    es: 'El pago no se ha completado a tiempo',
    tr: 'Ödeme zamanında tamamlanmadı',
    'zh-CN': '付款未在规定时间内完成',
    'zh-HK': '付款未能在限時內完成',
  },
  replaced: {
    en: 'Replaced by a newer payment attempt',
    ja: '新しいお支払いの手続きに置き換えられました',
    de: 'Durch einen neueren Zahlungsversuch ersetzt',
    es: 'Sustituido por un intento de pago más reciente',
    tr: 'Daha yeni bir ödeme denemesiyle değiştirildi',
    'zh-CN': '已被新的付款尝试取代',
    'zh-HK': '已被較新的付款嘗試取代',
  },
  voided: {
    en: 'The order was already paid, so this payment was voided',
    ja: '注文はすでにお支払い済みのため、このお支払いは取り消されました',
    de: 'Die Bestellung war bereits bezahlt, daher wurde diese Zahlung storniert',
    es: 'El pedido ya estaba pagado, así que este pago se ha anulado',
    tr: 'Siparişin ödemesi zaten yapılmıştı, bu nedenle bu ödeme iptal edildi',
    'zh-CN': '该订单已付款，此笔付款已作废',
    'zh-HK': '此訂單已付款，這筆付款已作廢',
  },
} as const satisfies Record<string, Texts>

// --- Records ----------------------------------------------------------------------------------

/**
 * Where usage counting restarted: usedMb was baseMb at fromMs (epoch ms). Usage is computed from
 * it, never added up tick by tick, so the same clock always gives the same figures.
 */
export interface UsageClock {
  fromMs: number
  baseMb: number
}

/** An eSIM order: the DTO plus what only the server knows. */
export interface OrderRecord extends OrderDto {
  email: string
  smdpAddress: string
  activationCode: string
  /** The method that paid it, so a refund knows whether to credit the balance. */
  paidWithMethodId: number | null
  /** Where the install kit is mailed when it is paid: a guest's given address, else the account's. */
  kitEmail?: string
  refundReason: string | null
  /** Epoch ms when REFUNDING turns REFUNDED; null holds it in REFUNDING (QA demo orders). */
  refundSettlesAt: number | null
  /**
   * Set while the eSIM uses data; absent in records saved before usage moved by itself and in
   * hand-written ones (tests, QA), which start counting the first time the mock sees them.
   */
  usageClock?: UsageClock | null
}

/** A credit recharge: paid like an order, never listed in /v3/query/orders. */
export interface CreditOrderRecord {
  orderId: string
  orderNo: string
  email: string
  creditPlanId: string
  priceUsd: number
  creditUsd: number
  currency: string
  paymentStatus: PaymentStatus
  createdAt: string
}

export interface TopupOrderRecord extends TopupOrderDto {
  /** Who asked, when signed in; top-up needs no login (the ICCID is the credential). */
  email: string | null
}

export interface PaymentRecord {
  paymentId: string
  purpose: PaymentPurpose
  /** orderId (ORDER, CREDIT) or topupOrderId (TOPUP). */
  targetId: string
  email: string | null
  methodId: number
  amountUsd: number
  currency: string
  status: PaymentOutcome
  /** An id of PAYMENT_REASONS (above), worded in the language of each status answer. */
  failureReason: string | null
  createdAt: string
  /** What the client must do before the outcome is known. */
  awaiting: 'CHALLENGE' | 'REDIRECT' | null
  /** The provider page a REDIRECT attempt sent the shopper to. */
  redirectUrl: string | null
  /** Epoch ms of the last execute, for abandoning a challenge or redirect. */
  executedAt: number | null
  /** An outcome the provider reported, applied after a few polls or a short wait. */
  settling: {
    outcome: Exclude<PaymentOutcome, 'PENDING'>
    failureReason: string | null
    polls: number
    settlesAt: number
  } | null
  /** Set once money moved; nothing charges a payment twice. */
  chargedAt: string | null
}

export interface TransactionRecord extends TransactionDto {
  email: string
}

export interface IdempotencyRecord {
  /** A SHA-256 of the request, never the request itself: it may carry a card number. */
  fingerprint: string
  envelope: ApiEnvelope<unknown>
  at: number
}

export interface OrderData {
  orders: OrderRecord[]
  creditOrders: CreditOrderRecord[]
  topupOrders: TopupOrderRecord[]
  payments: PaymentRecord[]
  transactions: TransactionRecord[]
  /** `${path}|${idempotencyKey}` -> the first answer. */
  idempotency: Record<string, IdempotencyRecord>
}

export function freshOrderData(): OrderData {
  return {
    orders: [],
    creditOrders: [],
    topupOrders: [],
    payments: [],
    transactions: [],
    idempotency: {},
  }
}

// --- Seeded constants -------------------------------------------------------------------------

export const CREDIT_PLANS: readonly CreditPlanDto[] = [
  { creditPlanId: 'credit-20', priceUsd: 20, creditUsd: 22, popular: false },
  { creditPlanId: 'credit-50', priceUsd: 50, creditUsd: 57, popular: true },
  { creditPlanId: 'credit-100', priceUsd: 100, creditUsd: 120, popular: false },
]

export const SMDP_ADDRESS = 'smdp.esim-mock.example'

/** The id of account credit (BALANCE) in the method list. */
export const BALANCE_METHOD_ID = 9

// --- Small helpers ----------------------------------------------------------------------------

export const roundCents = (value: number): number => Math.round(value * 100) / 100

const iso = (ms: number): string => new Date(ms).toISOString()

function orderNoFor(now: number): string {
  const day = iso(now).slice(0, 10).replace(/-/g, '')
  return `RW${day}${randomDigits(6)}`
}

/** '89' (telecom) + '01' + 15 digits: a 19-digit ICCID no other order has. */
export function newIccid(db: MockDatabase): string {
  for (;;) {
    const iccid = `8901${randomDigits(15)}`
    if (!db.data.orders.some((order) => order.iccid === iccid)) return iccid
  }
}

export function packageSnapshot(pkg: PackageDto): OrderPackageDto {
  const snapshot: OrderPackageDto = {
    packageId: pkg.packageId,
    type: pkg.type,
    dataMb: pkg.dataMb,
    days: pkg.days,
  }
  if (pkg.voiceMinutes !== undefined) snapshot.voiceMinutes = pkg.voiceMinutes
  if (pkg.smsCount !== undefined) snapshot.smsCount = pkg.smsCount
  return snapshot
}

/** A daily plan's allowance renews every day, so its total is the daily amount times the days. */
export function totalMbOf(pkg: Pick<PackageDto, 'type' | 'dataMb' | 'days'>): number {
  return pkg.type === 'DAILY_UNLIMITED' ? pkg.dataMb * pkg.days : pkg.dataMb
}

export function toOrderDto(record: OrderRecord): OrderDto {
  return {
    orderId: record.orderId,
    orderNo: record.orderNo,
    iccid: record.iccid,
    area: { ...record.area },
    package: { ...record.package },
    priceUsd: record.priceUsd,
    currency: record.currency,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    usedMb: record.usedMb,
    totalMb: record.totalMb,
    usageUpdatedAt: record.usageUpdatedAt,
    paymentStatus: record.paymentStatus,
    state: record.state,
    installStatus: record.installStatus,
    reviewed: record.reviewed,
    paidAt: record.paidAt ?? null,
  }
}

export function toTopupOrderDto(record: TopupOrderRecord): TopupOrderDto {
  return {
    topupOrderId: record.topupOrderId,
    orderId: record.orderId,
    iccid: record.iccid,
    package: { ...record.package },
    priceUsd: record.priceUsd,
    currency: record.currency,
    paymentStatus: record.paymentStatus,
    createdAt: record.createdAt,
  }
}

export function toTransactionDto(record: TransactionRecord): TransactionDto {
  return {
    transactionId: record.transactionId,
    type: record.type,
    amountUsd: record.amountUsd,
    balanceAfterUsd: record.balanceAfterUsd,
    description: record.description,
    orderNo: record.orderNo,
    createdAt: record.createdAt,
  }
}

/** Fields the interceptor adds to every body; they differ between retries of one intent. */
const ENVELOPE_FIELDS = new Set(['meta', 'clientId', 'email'])

/**
 * Same key with same body = replay; the fingerprint ignores what the interceptor adds. It is a
 * hash because the store is persisted (localStorage in the browser) and an execute body holds
 * the card number: comparing hashes needs no copy of the number.
 */
export function fingerprintOf(body: Record<string, unknown>): string {
  const canonical = stableStringify(
    Object.fromEntries(Object.entries(body).filter(([key]) => !ENVELOPE_FIELDS.has(key))),
  )
  return sha256(canonical).toString()
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

// --- Creating orders --------------------------------------------------------------------------

/** Opens an UNPAID eSIM order for a package (the checkout's setup step). */
export function createOrder(
  db: MockDatabase,
  email: string,
  pkg: PackageDto,
  currency: string,
  now = Date.now(),
): OrderRecord {
  const area = db.catalogue.areas.find((item) => item.areaId === pkg.areaId)
  const order: OrderRecord = {
    orderId: `ord-${randomHex(8)}`,
    orderNo: orderNoFor(now),
    iccid: '',
    area: area
      ? { areaId: area.areaId, code: area.code, slug: area.slug, type: area.type, name: area.name }
      : { areaId: pkg.areaId, code: '', slug: pkg.areaSlug, type: 'COUNTRY', name: pkg.areaSlug },
    package: packageSnapshot(pkg),
    priceUsd: pkg.priceUsd,
    currency,
    createdAt: iso(now),
    expiresAt: null,
    usedMb: 0,
    totalMb: totalMbOf(pkg),
    usageUpdatedAt: null,
    paymentStatus: 'UNPAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    reviewed: false,
    email,
    smdpAddress: '',
    activationCode: '',
    paidAt: null,
    paidWithMethodId: null,
    refundReason: null,
    refundSettlesAt: null,
    usageClock: null,
  }
  db.data.orders.push(order)
  return order
}

export function createCreditOrder(
  db: MockDatabase,
  email: string,
  plan: CreditPlanDto,
  currency: string,
  now = Date.now(),
): CreditOrderRecord {
  const order: CreditOrderRecord = {
    orderId: `crd-${randomHex(8)}`,
    orderNo: orderNoFor(now),
    email,
    creditPlanId: plan.creditPlanId,
    priceUsd: plan.priceUsd,
    creditUsd: plan.creditUsd,
    currency,
    paymentStatus: 'UNPAID',
    createdAt: iso(now),
  }
  db.data.creditOrders.push(order)
  return order
}

export function createPayment(
  db: MockDatabase,
  fields: Pick<
    PaymentRecord,
    'purpose' | 'targetId' | 'email' | 'methodId' | 'amountUsd' | 'currency'
  >,
  now = Date.now(),
): PaymentRecord {
  const payment: PaymentRecord = {
    ...fields,
    paymentId: `pay-${randomHex(8)}`,
    status: 'PENDING',
    failureReason: null,
    createdAt: iso(now),
    awaiting: null,
    redirectUrl: null,
    executedAt: null,
    settling: null,
    chargedAt: null,
  }
  db.data.payments.push(payment)
  return payment
}

/** An eSIM from the mock SM-DP+: the order becomes PAID / VALID / UNDOWNLOAD with an ICCID. */
export function markOrderPaid(
  db: MockDatabase,
  order: OrderRecord,
  methodId: number,
  now = Date.now(),
): void {
  order.paymentStatus = 'PAID'
  order.state = 'VALID'
  order.installStatus = 'UNDOWNLOAD'
  order.iccid ||= newIccid(db)
  order.smdpAddress ||= SMDP_ADDRESS
  order.activationCode ||= `${randomHex(4)}-${randomHex(4)}-${randomHex(4)}`.toUpperCase()
  order.paidAt = iso(now)
  order.paidWithMethodId = methodId
  mailInstallKit(db, order, now)
}

/** The install kit "mailed" when an order is paid (the QA lab's inbox shows it). */
function mailInstallKit(db: MockDatabase, order: OrderRecord, now: number): void {
  const email = order.kitEmail ?? order.email
  const kit: InboxMessage = {
    kind: 'INSTALL_KIT',
    email,
    orderId: order.orderId,
    orderNo: order.orderNo,
    smdpAddress: order.smdpAddress,
    activationCode: order.activationCode,
    qrPayload: `LPA:1$${order.smdpAddress}$${order.activationCode}`,
    sentAt: iso(now),
  }
  db.data.inbox = [kit, ...db.data.inbox].slice(0, ACCOUNT_RULES.inboxLimit)
}

// --- Balance ------------------------------------------------------------------------------------

/** Moves an account's credit and records the movement (signed amount, balance after). */
export function moveBalance(
  db: MockDatabase,
  email: string,
  amountUsd: number,
  type: TransactionType,
  description: string,
  orderNo: string | null,
  now = Date.now(),
): TransactionRecord {
  const balanceAfterUsd = roundCents((db.data.balancesUsd[email] ?? 0) + amountUsd)
  db.data.balancesUsd[email] = balanceAfterUsd
  const record: TransactionRecord = {
    transactionId: `txn-${randomHex(8)}`,
    type,
    amountUsd: roundCents(amountUsd),
    balanceAfterUsd,
    description,
    orderNo,
    createdAt: iso(now),
    email,
  }
  db.data.transactions.push(record)
  return record
}

// --- Refunds and time ---------------------------------------------------------------------------

/** REFUNDING -> REFUNDED; a balance payment goes back to the balance. */
export function completeRefund(db: MockDatabase, order: OrderRecord, now = Date.now()): void {
  if (order.paymentStatus !== 'REFUNDING') return
  order.paymentStatus = 'REFUNDED'
  order.refundSettlesAt = null
  if (order.paidWithMethodId === BALANCE_METHOD_ID) {
    moveBalance(
      db,
      order.email,
      order.priceUsd,
      'REFUND',
      `Refund of order ${order.orderNo}`,
      order.orderNo,
      now,
    )
  }
}

// --- Usage over time ----------------------------------------------------------------------------

const MINUTE_MS = 60_000

/** The carrier reports usage only for a profile on a phone, in use, that has been paid for. */
export function isUsingData(order: OrderRecord): boolean {
  return (
    order.paymentStatus === 'PAID' &&
    order.state === 'INUSE' &&
    (order.installStatus === 'INSTALLED' || order.installStatus === 'ENABLED')
  )
}

/** Counting starts again from the order as it is now (after a QA move or a top-up). */
export function restartUsageClock(order: OrderRecord, now: number): void {
  order.usageClock = isUsingData(order) ? { fromMs: now, baseMb: order.usedMb } : null
}

/**
 * Brings an order's usage up to `now`: whole minutes since its clock started, at
 * ORDER_RULES.usageMbPerMinute, until the data or the validity runs out. usageUpdatedAt is the
 * minute of the last change, so the result depends only on the clock and `now`, not on how
 * often this runs. True when the record changed (it must be saved).
 */
export function accrueUsage(order: OrderRecord, now: number): boolean {
  if (!isUsingData(order)) {
    if (!order.usageClock) return false
    order.usageClock = null
    return true
  }
  const started = !order.usageClock
  const clock = (order.usageClock ??= { fromMs: now, baseMb: order.usedMb })
  const until = order.expiresAt === null ? now : Math.min(now, Date.parse(order.expiresAt))
  const rate = ORDER_RULES.usageMbPerMinute
  const minutesToFull = Math.max(0, Math.ceil((order.totalMb - clock.baseMb) / rate))
  const minutes = Math.min(
    Math.max(0, Math.floor((until - clock.fromMs) / MINUTE_MS)),
    minutesToFull,
  )
  const usedMb = Math.max(clock.baseMb, Math.min(order.totalMb, clock.baseMb + minutes * rate))
  if (minutes === 0 || usedMb === order.usedMb) return started
  order.usedMb = usedMb
  order.usageUpdatedAt = iso(clock.fromMs + minutes * MINUTE_MS)
  return true
}

// --- QA helpers -------------------------------------------------------------------------------

export interface AdvanceOrderChange {
  state?: OrderUsageState
  installStatus?: InstallStatus
  usedMb?: number
  /** ISO 8601, or null to stop the validity clock. */
  expiresAt?: string | null
}

/**
 * Moves a PAID order along as the carrier would (QA panel and tests). INUSE starts the validity
 * clock when it has not started; a new usedMb stamps usageUpdatedAt. Throws for an unknown or
 * unpaid order: QA should see that at once.
 */
export function advanceOrder(
  db: MockDatabase,
  orderId: string,
  change: AdvanceOrderChange,
  now = Date.now(),
): OrderDto {
  const order = db.data.orders.find((item) => item.orderId === orderId)
  if (!order) throw new Error(`advanceOrder: no order ${orderId}`)
  if (order.paymentStatus !== 'PAID') throw new Error(`advanceOrder: order ${orderId} is not PAID`)
  // What was used up to now stays used; counting goes on from the new state below.
  accrueUsage(order, now)
  if (change.state) order.state = change.state
  if (change.installStatus) order.installStatus = change.installStatus
  if (change.usedMb !== undefined) {
    order.usedMb = Math.max(0, Math.round(change.usedMb))
    order.usageUpdatedAt = iso(now)
  }
  if (change.expiresAt !== undefined) order.expiresAt = change.expiresAt
  else if (order.state === 'INUSE' && order.expiresAt === null) {
    order.expiresAt = iso(now + order.package.days * 86_400_000)
  }
  restartUsageClock(order, now)
  db.save()
  return toOrderDto(order)
}

interface DemoOrderSpec {
  packageId: string
  paymentStatus: PaymentStatus
  state: OrderUsageState
  installStatus: InstallStatus
  usedShare?: number
  /** Days from now to expiry (negative: in the past); omitted: clock not started. */
  expiresInDays?: number
  ageDays: number
}

/** One order per label of SPEC 4.1, plus an unpaid one and two "running low" ones. */
const DEMO_ORDERS: readonly DemoOrderSpec[] = [
  {
    packageId: 'jp-data-5gb-30d',
    paymentStatus: 'UNPAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 0.1,
  },
  {
    packageId: 'jp-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 0.5,
  },
  {
    packageId: 'us-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'INSTALLED',
    ageDays: 1,
  },
  {
    packageId: 'kr-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'DELETED',
    ageDays: 2,
  },
  {
    packageId: 'eu-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.35,
    expiresInDays: 20,
    ageDays: 3,
  },
  {
    packageId: 'th-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.9,
    expiresInDays: 12,
    ageDays: 4,
  },
  {
    packageId: 'gb-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.5,
    expiresInDays: 0.5,
    ageDays: 29,
  },
  {
    packageId: 'fr-data-3gb-15d',
    paymentStatus: 'PAID',
    state: 'TIME_FINISHED',
    installStatus: 'ENABLED',
    usedShare: 0.6,
    expiresInDays: -2,
    ageDays: 20,
  },
  {
    packageId: 'it-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'USAGE_FINISHED',
    installStatus: 'ENABLED',
    usedShare: 1,
    expiresInDays: 10,
    ageDays: 22,
  },
  {
    packageId: 'es-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'EXPIRED',
    installStatus: 'DISABLED',
    usedShare: 0.2,
    expiresInDays: -40,
    ageDays: 75,
  },
  {
    packageId: 'de-data-20gb-30d',
    paymentStatus: 'REFUNDING',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 5,
  },
  {
    packageId: 'tr-data-10gb-30d',
    paymentStatus: 'REFUNDED',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 40,
  },
]

/**
 * Gives an account one order in every label of SPEC 4.1 (Undownload, Inactive, Deleted, Active,
 * Time finished, Usage finished, Expired, Refunding, Refunded), an unpaid one, an Active one with
 * under 20% data left and one expiring within a day. The Refunding one stays Refunding. Calling it
 * again adds another set. Returns the orders newest first.
 */
export function seedDemoOrders(db: MockDatabase, email: string, now = Date.now()): OrderDto[] {
  const owner = email.trim().toLowerCase()
  const created = DEMO_ORDERS.map((spec) => {
    const pkg =
      db.catalogue.packages.find((item) => item.packageId === spec.packageId) ??
      db.catalogue.packages[0]!
    const createdMs = now - spec.ageDays * 86_400_000
    const order = createOrder(db, owner, pkg, 'USD', createdMs)
    if (spec.paymentStatus !== 'UNPAID') markOrderPaid(db, order, 5, createdMs + 60_000)
    order.paymentStatus = spec.paymentStatus
    order.state = spec.state
    order.installStatus = spec.installStatus
    if (spec.usedShare !== undefined) {
      order.usedMb = Math.round(order.totalMb * spec.usedShare)
      order.usageUpdatedAt = iso(now - 3_600_000)
    }
    if (spec.expiresInDays !== undefined)
      order.expiresAt = iso(now + spec.expiresInDays * 86_400_000)
    if (spec.paymentStatus === 'REFUNDING') order.refundReason = 'Trip cancelled'
    if (spec.paymentStatus === 'REFUNDED') order.refundReason = 'Bought the wrong plan'
    // The seeded figures are today's; the Active ones use data from here on.
    restartUsageClock(order, now)
    return order
  })
  db.save()
  return created.reverse().map(toOrderDto)
}
