import { useEffect, useMemo, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import Printer from 'lucide-react/icons/printer'
import type { QueryReceiptRequest, ReceiptDto } from '../../../api/contract/order'
import { findCurrency } from '../../../api/contract/currencies'
import { ERROR_CODES } from '../../../api/contract/envelope'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { areaWords } from '../../../i18n/areaName'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatDateTime } from '../../../shared/lib/localeFormat'
import { maskEmail } from '../../../shared/lib/maskEmail'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { selectOrderState } from '../orderState'
import { planSummary } from '../orders/format'
import { receiptKey } from '../orders/ordersState'
import { fetchReceipt } from '../orders/thunks'
import './receipt.css'

/**
 * /receipt (issue 37.6): a paid purchase's receipt, in the page's language, ready to print or
 * save as PDF. The server says what was sold and paid; the page words it.
 */
export default function ReceiptPage() {
  const { t } = useTranslation(['orders', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const [params] = useSearchParams()
  const paymentParam = params.get('payment')
  const orderParam = params.get('order')
  // `?payment=` from a result page, `?order=` from My orders.
  const request = useMemo<QueryReceiptRequest | null>(
    () =>
      paymentParam ? { paymentId: paymentParam } : orderParam ? { orderId: orderParam } : null,
    [paymentParam, orderParam],
  )
  const receipt = useAppSelector((state) =>
    request ? selectOrderState(state).orders.receipts[receiptKey(request)] : undefined,
  )
  useEffect(() => {
    if (request) void dispatch(fetchReceipt(request))
  }, [dispatch, request])
  const data = receipt?.data ?? null
  usePageTitle(
    data ? t('orders:receipt.pageTitle', { number: data.number }) : t('orders:receipt.title'),
    getConfig().productName,
  )
  const ordersLink = (
    <Link className="button button--secondary" to={localePath('/orders', locale)}>
      {t('orders:receipt.toOrders')}
    </Link>
  )

  if (!request) {
    return (
      <section className="page page--centred" aria-labelledby="receipt-missing">
        <h1 id="receipt-missing">{t('orders:receipt.missingTitle')}</h1>
        <p className="lead">{t('orders:receipt.missingText')}</p>
        {ordersLink}
      </section>
    )
  }
  if (receipt?.status === 'failed') {
    // notFound is the server's one answer for unknown, unpaid and someone else's (docs/api.md 4.5).
    const notFound = receipt.error?.code === ERROR_CODES.notFound
    return (
      <section className="page page--centred" aria-labelledby="receipt-failed">
        <h1 id="receipt-failed">{t('orders:receipt.title')}</h1>
        {notFound ? (
          <>
            <p className="lead">{t('orders:receipt.notFound')}</p>
            {ordersLink}
          </>
        ) : (
          <ErrorState
            message={apiErrorMessage(receipt.error, t)}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void dispatch(fetchReceipt(request))}
          />
        )}
      </section>
    )
  }
  if (!data) {
    return (
      <section className="page page--centred" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p role="status">{t('orders:receipt.loading')}</p>
      </section>
    )
  }
  return (
    <div className="page receipt-page">
      <div className="receipt-page__tools">
        <Link to={localePath('/orders', locale)}>{t('orders:receipt.toOrders')}</Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" />
          {t('orders:receipt.print')}
        </button>
      </div>
      <Receipt receipt={data} locale={locale} t={t} />
    </div>
  )
}

function Receipt({
  receipt,
  locale,
  t,
}: {
  receipt: ReceiptDto
  locale: LocaleCode
  t: TFunction
}) {
  // In the currency the buyer paid in, whatever the header shows now.
  const currency = findCurrency(receipt.currency) ?? { code: 'USD', rate: 1 }
  const money = (usd: number) => formatPriceFromUsd(usd, currency, locale)
  const { seller, item, paymentMethod: method } = receipt
  const itemName =
    item.type === 'CREDIT'
      ? t('orders:receipt.credit', { amount: money(item.creditUsd) })
      : t(
          item.type === 'PLAN' ? 'orders:receipt.plan' : 'orders:receipt.topup',
          areaWords(item.area, locale, t),
        )
  const itemDetail =
    item.type === 'CREDIT'
      ? null
      : item.type === 'PLAN'
        ? planSummary(item.package, t)
        : `${planSummary(item.package, t)} · ${t('orders:receipt.iccid', { iccid: item.iccid })}`
  const methodName = t(`orders:receipt.methods.${method.kind}`)

  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__header">
        <h1 id="receipt-title">{t('orders:receipt.title')}</h1>
        <dl className="receipt__facts">
          <Fact term={t('orders:receipt.number')}>
            <span className="receipt__mono">{receipt.number}</span>
          </Fact>
          <Fact term={t('orders:receipt.paidAt')}>{formatDateTime(receipt.paidAt, locale)}</Fact>
          <Fact term={t('orders:receipt.reference')}>
            <span className="receipt__mono">{receipt.paymentId}</span>
          </Fact>
        </dl>
      </header>

      <div className="receipt__parties">
        <section aria-labelledby="receipt-seller">
          <h2 id="receipt-seller">{t('orders:receipt.seller')}</h2>
          <address>
            <strong>{seller.name}</strong>
            {seller.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>{seller.email}</span>
            {seller.taxId && <span>{t('orders:receipt.taxId', { taxId: seller.taxId })}</span>}
          </address>
        </section>
        {receipt.buyerEmail && (
          <section aria-labelledby="receipt-buyer">
            <h2 id="receipt-buyer">{t('orders:receipt.buyer')}</h2>
            <p>{maskEmail(receipt.buyerEmail)}</p>
          </section>
        )}
      </div>

      <table className="receipt__items">
        <thead>
          <tr>
            <th scope="col">{t('orders:receipt.item')}</th>
            <th scope="col">{t('orders:receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <span className="receipt__item">{itemName}</span>
              {itemDetail && <span className="receipt__detail">{itemDetail}</span>}
            </td>
            <td>{money(receipt.amountUsd)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('orders:receipt.total')}</th>
            <td>{money(receipt.amountUsd)}</td>
          </tr>
        </tfoot>
      </table>

      <dl className="receipt__facts receipt__facts--payment">
        <Fact term={t('orders:receipt.method')}>
          {method.cardLast4
            ? t('orders:receipt.card', { method: methodName, last4: method.cardLast4 })
            : methodName}
        </Fact>
        <Fact term={t('orders:receipt.status')}>
          {t(`orders:receipt.statuses.${receipt.paymentStatus}`)}
        </Fact>
      </dl>
      {receipt.deliveryConsentAt && (
        <p className="receipt__consent">
          {t(item.type === 'TOPUP' ? 'orders:receipt.consentTopup' : 'orders:receipt.consent', {
            date: formatDateTime(receipt.deliveryConsentAt, locale),
          })}
        </p>
      )}
    </article>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
