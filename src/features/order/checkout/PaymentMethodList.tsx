import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentMethodDto } from '../../../api/contract/order'
import Wallet from 'lucide-react/icons/wallet'
import { ChoiceTiles } from '../../../shared/ui/ChoiceTiles'
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
  ref?: Ref<HTMLFieldSetElement>
}

/** Each method's picture: the card networks, the wallet's own mark, a drawn wallet for credit. */
function MethodMarks({ kind }: { kind: PaymentMethodDto['kind'] }) {
  const wallet = walletMark(kind)
  if (kind === 'CARD') {
    return (
      <span className="pay-method__marks">
        {CARD_MARKS.slice(0, 3).map((mark) => (
          <PaymentMarkImage key={mark} mark={mark} decorative />
        ))}
      </span>
    )
  }
  if (wallet) {
    return (
      <span className="pay-method__marks">
        <PaymentMarkImage mark={wallet} decorative />
      </span>
    )
  }
  return (
    <span className="pay-method__marks pay-method__marks--drawn">
      <Wallet size={20} strokeWidth={1.75} />
    </span>
  )
}

/**
 * The methods as rows of a radio group (ChoiceTiles): arrows move between them, screen readers
 * announce "2 of 4", and a line under each says what happens next (card form, provider page, credit).
 */
export function PaymentMethodList({
  methods,
  chosenId,
  onChoose,
  disabled,
  balanceText,
  ref,
}: PaymentMethodListProps) {
  const { t } = useTranslation('checkout')
  const kindName = (method: PaymentMethodDto) =>
    t(`methods.kinds.${method.kind}`, { defaultValue: method.name })
  const hint = (method: PaymentMethodDto) =>
    method.kind === 'BALANCE'
      ? t('methods.balanceHint', { balance: balanceText })
      : isSamePageMethod(method)
        ? t('methods.samePageHint')
        : t('methods.redirectHint', { provider: kindName(method) })
  return (
    <ChoiceTiles
      ref={ref}
      rows
      className="pay-methods"
      legend={t('methods.legend')}
      disabled={disabled}
      selected={chosenId === null ? null : String(chosenId)}
      onChoose={(value) => onChoose(Number(value))}
      tiles={methods.map((method) => ({
        value: String(method.id),
        content: (
          <>
            <span className="pay-method__name">{kindName(method)}</span>{' '}
            <span className="pay-method__hint">{hint(method)}</span>
          </>
        ),
        trailing: <MethodMarks kind={method.kind} />,
      }))}
    />
  )
}
