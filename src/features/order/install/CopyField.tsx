import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText, type CopyOutcome } from './copyText'

/** How long "Copied" stays before the button reads "Copy" again. */
const CONFIRM_MS = 2500

/**
 * One install value (SM-DP+ address, activation code) in a read-only field, so it can also be
 * selected by hand, with a copy button and a spoken confirmation.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('orders')
  const id = useId()
  const fieldRef = useRef<HTMLInputElement>(null)
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null)

  useEffect(() => {
    if (outcome !== 'copied') return
    const timer = window.setTimeout(() => setOutcome(null), CONFIRM_MS)
    return () => window.clearTimeout(timer)
  }, [outcome])

  return (
    <div className="copy-field" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} className="copy-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input
          ref={fieldRef}
          id={id}
          className="copy-field__value"
          readOnly
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--secondary copy-field__button"
          aria-describedby={`${id}-label`}
          onClick={async () => setOutcome(await copyText(value, fieldRef.current))}
        >
          {outcome === 'copied' ? t('kit.copied') : t('kit.copy')}
        </button>
      </div>
      <p className="copy-field__status" role="status">
        {outcome === 'copied'
          ? t('kit.copiedLabel', { label })
          : outcome === 'selected'
            ? t('kit.copyManually')
            : ''}
      </p>
    </div>
  )
}
