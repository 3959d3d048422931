import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isFulfilled } from '@reduxjs/toolkit'
import type { SerializedApiError } from '../../../api/errors'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { useCaptchaGate } from '../recaptcha/useCaptchaGate'

export interface AccountFormFields {
  email: string
  password: string
}

export interface AccountFormErrors {
  email?: string
  password?: string
  /** The server's answer, under the fields. */
  form?: string
}

interface Options {
  /** Each field's problem, or nothing; the request goes only when there is none. */
  validate: (fields: AccountFormFields) => Omit<AccountFormErrors, 'form'>
  /** Dispatches the form's thunk; the captcha token rides along once one was ticked. */
  send: (
    fields: AccountFormFields & { rspToken?: string },
  ) => Promise<{ type: string; payload?: unknown }>
  /**
   * After the server said yes. Sign-up and recovery keep the email (the code dialog that opens
   * next outlives a reload); a login is done with it and clears it.
   */
  onSuccess?: (clearDraft: () => void) => void
}

/**
 * What the account forms (log in, sign up, forgotten password) share: the email kept across a
 * reload (never the password), the fields' errors, one request at a time, and the captcha a
 * server may demand (SPEC 4.4), after which ticking it sends the same form again untouched.
 */
export function useAccountForm(draftKey: string, { validate, send, onSuccess }: Options) {
  const { t } = useTranslation(['account', 'common'])
  const [draft, setDraft, clearDraft] = useSessionDraft(draftKey, { email: '' })
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<AccountFormErrors>({})
  const [pending, setPending] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const captcha = useCaptchaGate(() => form.current?.requestSubmit())

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const fields = { email: draft.email, password }
    const invalid = validate(fields)
    setErrors(invalid)
    if (invalid.email || invalid.password) return
    setPending(true)
    const result = await send({ ...fields, rspToken: captcha.rspToken() })
    setPending(false)
    if (isFulfilled(result)) {
      onSuccess?.(clearDraft)
    } else if (!captcha.demanded(result.payload as SerializedApiError | undefined)) {
      setErrors({ form: apiErrorMessage(result.payload as SerializedApiError | undefined, t) })
    }
  }

  return {
    form,
    onSubmit,
    email: draft.email,
    setEmail: (email: string) => setDraft({ email }),
    password,
    setPassword,
    errors,
    pending,
    captchaBox: captcha.box,
  }
}
