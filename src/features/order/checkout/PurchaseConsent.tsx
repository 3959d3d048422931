import type { RefObject } from 'react'
import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'

/**
 * What every buyer agrees to just above Pay (docs/product.md, "The store's rules"): an unticked
 * box asking for the eSIM at once, which ends the legal right of withdrawal (Consumer Rights
 * Directive art. 16(m), BGB §356(5), TRLGDCU art. 103 m), and the terms and privacy policy,
 * which a guest would otherwise never see. Pay stays disabled until the box is ticked; the
 * consent travels with the payment (PurchaseConsentDto). The checkout and the top-up use it.
 */
export function PurchaseConsent({
  of = 'esim',
  ticked,
  onChange,
  disabled,
  error = false,
  boxRef,
}: {
  /** What is delivered at once: a new eSIM, or data added to one. */
  of?: 'esim' | 'topup'
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
          {t(of === 'topup' ? 'consent.deliveryTopup' : 'consent.delivery')}
        </label>
      </div>
      <p className="checkout-consent__more">
        <Link to={localePath('/withdrawal', locale)} target="_blank" rel="noopener">
          {t('consent.more')}
        </Link>
      </p>
      {error && !ticked && (
        <p id="checkout-consent-error" className="field__error" role="alert">
          {t('consent.required')}
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
