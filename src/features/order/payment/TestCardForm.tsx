import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../shared/ui/TextField'
import {
  cardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardErrors,
  type CardInput,
} from './cardValidation'
import { TEST_CARDS } from './testCards'
import './payment.css'

export interface TestCardFormProps {
  card: CardInput
  onChange: (card: CardInput) => void
  /** Errors to show: every field after a Pay, a field on its own once it was left. */
  errors: CardErrors
  disabled: boolean
}

type Field = keyof CardInput

/**
 * The mock build's stand-in for Adyen's card component: the four card fields with the browser's
 * card autofill, formatting as the shopper types, and the documented test cards. The values live
 * only in the checkout's React state; nothing here is stored.
 */
export function TestCardForm({ card, onChange, errors, disabled }: TestCardFormProps) {
  const { t } = useTranslation('checkout')
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({})
  const blurErrors = validateCard(card)
  const shown = (field: Field) => errors[field] ?? (left[field] ? blurErrors[field] : undefined)
  const message = (field: Field) => {
    const code = shown(field)
    return code ? t(`card.errors.${field}.${code}`) : undefined
  }
  const leave = (field: Field) => () => setLeft((current) => ({ ...current, [field]: true }))
  const amex = cardBrand(digitsOnly(card.number)) === 'amex'

  return (
    <fieldset className="test-card" disabled={disabled}>
      <legend className="test-card__legend">{t('card.legend')}</legend>
      <TestCardNote onUse={(number) => onChange({ ...card, number: formatCardNumber(number) })} />
      <TextField
        label={t('card.number')}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        value={card.number}
        error={message('number')}
        onChange={(event) => onChange({ ...card, number: formatCardNumber(event.target.value) })}
        onBlur={leave('number')}
      />
      <div className="test-card__row">
        <TextField
          label={t('card.expiry')}
          hint={t('card.expiryHint')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('card.expiryPlaceholder')}
          maxLength={5}
          value={card.expiry}
          error={message('expiry')}
          onChange={(event) =>
            onChange({ ...card, expiry: formatExpiry(event.target.value, card.expiry) })
          }
          onBlur={leave('expiry')}
        />
        <TextField
          label={t('card.cvc')}
          hint={amex ? t('card.cvcHintAmex') : t('card.cvcHint')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={amex ? 4 : 3}
          value={card.cvc}
          error={message('cvc')}
          onChange={(event) => onChange({ ...card, cvc: digitsOnly(event.target.value) })}
          onBlur={leave('cvc')}
        />
      </div>
      <TextField
        label={t('card.name')}
        name="ccname"
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        value={card.name}
        error={message('name')}
        onChange={(event) => onChange({ ...card, name: event.target.value })}
        onBlur={leave('name')}
      />
    </fieldset>
  )
}

/** QA and demo visitors need the documented cards at hand; a tap fills one in. */
function TestCardNote({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useTranslation('checkout')
  return (
    <div className="test-card__note" role="note" aria-labelledby="test-card-note-title">
      <p id="test-card-note-title" className="test-card__note-title">
        {t('card.testMode.title')}
      </p>
      <ul className="test-card__cards">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <button
              type="button"
              className="link-button test-card__use"
              aria-label={t('card.testMode.use', {
                number: formatCardNumber(card.number),
                outcome: t(`card.testMode.outcomes.${card.outcome}`),
              })}
              onClick={() => onUse(card.number)}
            >
              {formatCardNumber(card.number)}
            </button>{' '}
            <span>{t(`card.testMode.outcomes.${card.outcome}`)}</span>
          </li>
        ))}
      </ul>
      <p className="test-card__note-hint">{t('card.testMode.hint')}</p>
    </div>
  )
}
