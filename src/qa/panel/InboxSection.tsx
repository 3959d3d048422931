import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { MockInboxEntry } from '../../api/contract/mockControl'

/**
 * The last mails of the mock: verification codes, install kits, top-up and credit confirmations,
 * withdrawal acknowledgements, account notices; newest first.
 */
export function InboxSection({ inbox }: { inbox: MockInboxEntry[] }) {
  const { t, i18n } = useTranslation('qa')
  const titleId = useId()
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' })
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('inbox.title')}</h2>
      {inbox.length === 0 ? (
        <p>{t('inbox.empty')}</p>
      ) : (
        <ul className="qa-panel__inbox">
          {inbox.slice(0, 8).map((message) =>
            message.kind === 'INSTALL_KIT' ? (
              <li key={`${message.email}-${message.sentAt}-${message.orderId}`}>
                <code className="qa-panel__code qa-panel__code--kit">{message.activationCode}</code>
                <span>{message.email}</span>
                <span className="qa-panel__meta">
                  {t('inbox.kit', { orderNo: message.orderNo })} · {message.smdpAddress} ·{' '}
                  {time.format(new Date(message.sentAt))}
                </span>
                <code className="qa-panel__meta qa-panel__qr">{message.qrPayload}</code>
                {message.deliveryConsentAt && (
                  <span className="qa-panel__meta">
                    {t('inbox.consent', { time: time.format(new Date(message.deliveryConsentAt)) })}
                  </span>
                )}
              </li>
            ) : message.kind === 'CONFIRMATION' ? (
              <li key={`${message.email}-${message.sentAt}-${message.paymentId}`}>
                <span>{message.email}</span>
                <span className="qa-panel__meta">
                  {message.purpose === 'TOPUP'
                    ? t('inbox.topup', { iccid: message.iccid, orderNo: message.orderNo })
                    : t('inbox.credit', { orderNo: message.orderNo })}{' '}
                  · {time.format(new Date(message.sentAt))}
                </span>
                {message.deliveryConsentAt && (
                  <span className="qa-panel__meta">
                    {t('inbox.consent', { time: time.format(new Date(message.deliveryConsentAt)) })}
                  </span>
                )}
              </li>
            ) : message.kind === 'WITHDRAWAL' ? (
              <li key={`${message.email}-${message.sentAt}-${message.withdrawalId}`}>
                <span>{message.email}</span>
                <span className="qa-panel__meta">
                  {t('inbox.withdrawal', {
                    withdrawalId: message.withdrawalId,
                    orderNo: message.orderNo,
                    time: time.format(new Date(message.receivedAt)),
                  })}
                </span>
              </li>
            ) : message.kind === 'ACCOUNT_EXISTS' ? (
              <li key={`${message.email}-${message.sentAt}`}>
                <span>{message.email}</span>
                <span className="qa-panel__meta">
                  {t('inbox.accountExists')} · {time.format(new Date(message.sentAt))}
                </span>
              </li>
            ) : (
              <li key={`${message.email}-${message.sentAt}`}>
                <code className="qa-panel__code">{message.code}</code>
                <span>{message.email}</span>
                <span className="qa-panel__meta">
                  {t(`inbox.type.${message.codeType}`)} · {time.format(new Date(message.sentAt))}
                </span>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  )
}
