import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../shared/ui/TextField'
import { ICCID_MAX_DIGITS, ICCID_MIN_DIGITS, iccidProblem, normaliseIccid } from '../wallet/iccid'

export interface IccidFormProps {
  value: string
  onChange: (value: string) => void
  /** Called with the normalised ICCID once it is well formed. */
  onSubmit: (iccid: string) => void
  pending: boolean
  /** The server's verdict on the ICCID (unknown, expired), shown under the field. */
  serverError?: string
  /** An ICCID that came with the link is checked at once. */
  checkNow?: boolean
}

/**
 * The ICCID entry. It is checked on submit, then again as the shopper corrects it, so the
 * message never shouts while they are still typing the first time.
 */
export function IccidForm({
  value,
  onChange,
  onSubmit,
  pending,
  serverError,
  checkNow = false,
}: IccidFormProps) {
  const { t } = useTranslation('wallet')
  const [checked, setChecked] = useState(checkNow)
  const problem = checked ? iccidProblem(value) : null
  const digits = normaliseIccid(value).length
  const message = problem
    ? t(`iccid.problem.${problem}`, { min: ICCID_MIN_DIGITS, max: ICCID_MAX_DIGITS, count: digits })
    : serverError

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setChecked(true)
    if (iccidProblem(value)) {
      // Back to the field, where the message is read out with it.
      const field = event.currentTarget.elements.namedItem('iccid')
      if (field instanceof HTMLInputElement) field.focus()
      return
    }
    onSubmit(normaliseIccid(value))
  }

  return (
    <form className="wallet-iccid" noValidate onSubmit={submit} aria-label={t('iccid.form')}>
      <TextField
        name="iccid"
        label={t('iccid.label')}
        hint={t('iccid.hint', { min: ICCID_MIN_DIGITS, max: ICCID_MAX_DIGITS })}
        error={message}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="8901 2345 6789 0123 456"
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t('iccid.finding') : t('iccid.find')}
      </button>
    </form>
  )
}
