import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Undo2 from 'lucide-react/icons/undo-2'
import type { PaymentMethodDto } from '../../../api/contract/order'
import { getConfig } from '../../../config/runtimeConfig'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { PaymentMarks } from '../../../shared/ui/PaymentMarks'
import { marksOf } from './paymentMarks'

/**
 * What a shopper looks for beside Pay before trusting a new store: the marks of the ways to
 * pay, how the payment is protected, and the refund policy in one sentence with its page.
 */
export function CheckoutTrust({ methods }: { methods: readonly PaymentMethodDto[] }) {
  const { t } = useTranslation('checkout')
  const locale = useCurrentLocale()
  const { mockApi, productSlug } = getConfig()
  const marks = marksOf(methods)
  return (
    <div className="checkout-trust">
      {marks.length > 0 && <PaymentMarks marks={marks} label={t('trust.accepted')} />}
      <p className="checkout-trust__line checkout-pay__secure">
        <ShieldCheck className="icon-inline" />
        <span>
          <Trans
            t={t}
            i18nKey="trust.secure"
            values={{ detail: mockApi ? t('pay.testMode') : t('pay.secure') }}
            components={{ strong: <strong /> }}
          />
        </span>
      </p>
      <p className="checkout-trust__line">
        <Undo2 className="icon-inline" />
        <span>
          <Trans
            t={t}
            i18nKey="trust.refund"
            components={{
              policy: (
                <Link to={`${localePath(`/faq-${productSlug}-esim`, locale)}#faq-refunds-policy`} />
              ),
            }}
          />
        </span>
      </p>
    </div>
  )
}
