import type { RefObject } from 'react'
import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { needsWordBreaks } from '../../../shared/lib/wordBreaks'
import { PreContractForms, type PreContractFormsProps } from './PreContractForms'

/**
 * What every buyer agrees to just above Pay (docs/product.md, "The store's rules"): the
 * pre-contract information and the distance sales contract, filled in for this purchase
 * (decision 040), and an unticked box that accepts them and, for an eSIM or a top-up, asks for
 * it at once, which ends the legal right of withdrawal (Consumer Rights Directive art. 16(m),
 * BGB §356(5), TRLGDCU art. 103 m); then the terms and privacy policy, which a guest would
 * otherwise never see. Pay stays disabled until the box is ticked; the delivery consent travels
 * with the payment (PurchaseConsentDto). The checkout, the top-up and credit use it.
 */
export function PurchaseConsent({
  of,
  item,
  total,
  buyer,
  ticked,
  onChange,
  disabled,
  error = false,
  boxRef,
}: PreContractFormsProps & {
  ticked: boolean
  onChange: (ticked: boolean) => void
  disabled: boolean
  /** Set when a Pay got through without the tick (a keyboard submit, say). */
  error?: boolean
  boxRef?: RefObject<HTMLInputElement | null>
}) {
  const { t } = useTranslation(['checkout', 'common'])
  const locale = useCurrentLocale()
  return (
    <div className="checkout-consent">
      <PreContractForms of={of} item={item} total={total} buyer={buyer} />
      <div className="checkout-consent__box">
        <input
          ref={boxRef}
          id="checkout-consent"
          type="checkbox"
          checked={ticked}
          disabled={disabled}
          aria-invalid={error && !ticked ? true : undefined}
          aria-describedby={error && !ticked ? 'checkout-consent-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor="checkout-consent">
          {t('consent.accept')}
          {of !== 'credit' &&
            // Japanese and Chinese run sentences on without a space.
            `${needsWordBreaks(locale) ? '' : ' '}${t(of === 'topup' ? 'consent.deliveryTopup' : 'consent.delivery')}`}
        </label>
      </div>
      <p className="checkout-consent__more">
        <Link to={localePath('/withdrawal', locale)} target="_blank" rel="noopener">
          {t('consent.more')}
        </Link>
      </p>
      {error && !ticked && (
        <p id="checkout-consent-error" className="field__error" role="alert">
          {t('consent.required', { context: of === 'credit' ? 'credit' : undefined })}
        </p>
      )}
      <p className="checkout-consent__terms">
        <Trans
          t={t}
          i18nKey="consent.terms"
          components={{
            terms: <Link to={localePath('/agreement', locale)} target="_blank" rel="noopener" />,
            privacy: (
              <Link to={localePath('/privacy-policy', locale)} target="_blank" rel="noopener" />
            ),
          }}
        />
      </p>
    </div>
  )
}
