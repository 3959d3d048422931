import { useId, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentMethodDto } from '../../../api/contract/order'
import Wallet from 'lucide-react/icons/wallet'
import { PaymentMarkImage } from '../../../shared/ui/PaymentMarks'
import { CARD_MARKS, walletMark } from './paymentMarks'
import { isSamePageMethod } from './selectors'

export interface PaymentMethodListProps {
  methods: readonly PaymentMethodDto[]
  chosenId: number | null
  onChoose: (id: number) => void
  disabled: boolean
  /** The balance, already formatted, shown under account credit. */
  balanceText: string
  error?: string
  ref?: Ref<HTMLFieldSetElement>
}

/** Each method's picture: the card networks, the wallet's own mark, a drawn wallet for credit. */
function MethodMarks({ kind }: { kind: PaymentMethodDto['kind'] }) {
  const wallet = walletMark(kind)
  if (kind === 'CARD') {
    return (
      <span className="pay-method__marks" aria-hidden="true">
        {CARD_MARKS.slice(0, 3).map((mark) => (
          <PaymentMarkImage key={mark} mark={mark} decorative />
        ))}
      </span>
    )
  }
  if (wallet) {
    return (
      <span className="pay-method__marks" aria-hidden="true">
        <PaymentMarkImage mark={wallet} decorative />
      </span>
    )
  }
  return (
    <span className="pay-method__marks pay-method__marks--drawn" aria-hidden="true">
      <Wallet size={20} strokeWidth={1.75} />
    </span>
  )
}

/**
 * The methods as a native radio group: arrows move between them, screen readers announce
 * "2 of 4", and a line under each says what happens next (card form, provider page, credit).
 */
export function PaymentMethodList({
  methods,
  chosenId,
  onChoose,
  disabled,
  balanceText,
  error,
  ref,
}: PaymentMethodListProps) {
  const { t } = useTranslation('checkout')
  const name = useId()
  const errorId = `${name}-error`
  return (
    <fieldset
      ref={ref}
      className="pay-methods"
      disabled={disabled}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="pay-methods__legend">{t('methods.legend')}</legend>
      <div className="pay-methods__list">
        {methods.map((method) => (
          <label key={method.id} className="pay-method">
            <input
              type="radio"
              className="pay-method__input"
              name={name}
              value={method.id}
              checked={method.id === chosenId}
              onChange={() => onChoose(method.id)}
            />
            <span className="pay-method__body">
              <MethodMarks kind={method.kind} />
              <span className="pay-method__name">
                {t(`methods.kinds.${method.kind}`, { defaultValue: method.name })}
              </span>{' '}
              <span className="pay-method__hint">
                {method.kind === 'BALANCE'
                  ? t('methods.balanceHint', { balance: balanceText })
                  : isSamePageMethod(method)
                    ? t('methods.samePageHint')
                    : t('methods.redirectHint', {
                        provider: t(`methods.kinds.${method.kind}`, { defaultValue: method.name }),
                      })}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
