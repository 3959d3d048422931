import type { Texts } from '../../failureTexts'

/**
 * `failureReason` of a FAILED or CANCELLED payment. It is not a refusal (the call succeeded and
 * reports the payment's state), but the result pages show it, so it too speaks the request's
 * language: a payment record keeps the id, and the status answer words it.
 */
export const PAYMENT_REASONS = {
  cardDeclined: {
    en: 'Your card issuer refused the payment',
    ja: 'カード会社による拒否',
    de: 'Ihre kartenausgebende Bank hat die Zahlung verweigert',
    es: 'El emisor de tu tarjeta ha denegado el pago',
    tr: 'Kartınızı veren banka ödemeyi onaylamadı',
    'zh-CN': '发卡行未批准此交易',
    'zh-HK': '發卡機構未有批准此付款',
  },
  insufficientFunds: {
    en: 'Insufficient funds',
    ja: 'カードの利用可能額不足',
    de: 'Nicht genügend Deckung auf dem Konto',
    es: 'Fondos insuficientes',
    tr: 'Kartın limiti veya bakiyesi yetersiz',
    'zh-CN': '卡内余额或可用额度不足',
    'zh-HK': '卡內可用金額不足',
  },
  cardNotAccepted: {
    en: 'This card is not accepted in test mode',
    ja: 'テストモードでは利用できないカード',
    de: 'Diese Karte wird im Testmodus nicht akzeptiert',
    es: 'Esta tarjeta no se acepta en el modo de prueba',
    tr: 'Bu kart test modunda kabul edilmiyor',
    'zh-CN': '测试模式下不接受此卡',
    'zh-HK': '測試模式不接受此卡',
  },
  challengeFailed: {
    en: '3-D Secure authentication failed',
    ja: '3Dセキュア認証の失敗',
    de: 'Die 3-D-Secure-Authentifizierung ist fehlgeschlagen',
    es: 'La autenticación 3-D Secure ha fallado',
    tr: '3-D Secure doğrulaması başarısız oldu',
    'zh-CN': '3-D Secure 验证失败',
    'zh-HK': '3-D Secure 驗證失敗',
  },
  providerDeclined: {
    en: 'The payment provider refused the payment',
    ja: '決済代行会社による拒否',
    de: 'Der Zahlungsanbieter hat die Zahlung verweigert',
    es: 'El proveedor de pagos ha denegado el pago',
    tr: 'Ödeme hizmeti sağlayıcısı tarafından reddedildi',
    'zh-CN': '支付服务商未批准此交易',
    'zh-HK': '付款服務供應商未有接受此付款',
  },
  providerCancelled: {
    en: 'The payment was cancelled at the payment provider',
    ja: '決済代行会社の画面でのキャンセル',
    de: 'Die Zahlung wurde beim Zahlungsanbieter abgebrochen',
    es: 'El pago se ha cancelado en el proveedor de pagos',
    tr: 'Ödeme, ödeme hizmeti sağlayıcısında iptal edildi',
    'zh-CN': '付款已在支付服务商处取消',
    'zh-HK': '你已在付款服務供應商的頁面取消付款',
  },
  abandoned: {
    en: 'The payment was not completed in time',
    ja: 'お支払いの時間切れ',
    de: 'Die Zahlung wurde nicht rechtzeitig abgeschlossen',
    es: 'El pago no se ha completado a tiempo',
    tr: 'Ödeme zamanında tamamlanmadı',
    'zh-CN': '付款未在规定时间内完成',
    'zh-HK': '付款未能在限時內完成',
  },
  replaced: {
    en: 'Replaced by a newer payment attempt',
    ja: '新しいお支払い手続きへの切り替え',
    de: 'Durch einen neueren Zahlungsversuch ersetzt',
    es: 'Sustituido por un intento de pago más reciente',
    tr: 'Yerini daha yeni bir ödeme denemesi aldı',
    'zh-CN': '已被新的付款尝试取代',
    'zh-HK': '已被較新的付款嘗試取代',
  },
  voided: {
    en: 'The order was already paid, so this payment was voided',
    ja: '注文がお支払い済みだったための取り消し',
    de: 'Die Bestellung war bereits bezahlt, daher wurde diese Zahlung storniert',
    es: 'El pedido ya estaba pagado, así que este pago se ha anulado',
    tr: 'Siparişin ödemesi zaten yapılmıştı, bu nedenle bu ödeme iptal edildi',
    'zh-CN': '该订单已付款，此笔付款已作废',
    'zh-HK': '此訂單已付款，這筆付款已作廢',
  },
} as const satisfies Record<string, Texts>
