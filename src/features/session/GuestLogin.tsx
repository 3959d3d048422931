import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { ERROR_CODES } from '../../api/contract/envelope'
import { apiErrorMessage } from '../../i18n/apiErrorMessage'
import { FormError } from '../../shared/ui/FormControls'
import { selectCaptchaNeeded } from './selectors'
import { toastShown } from './sessionSlice'
import { loginAsGuestUser } from './authThunks'
import { CaptchaBox } from './recaptcha/CaptchaBox'
import type { CaptchaErrorReason } from './recaptcha/captchaTypes'
import './accountOverlays.css'

/**
 * "Continue as guest" (SPEC 4.4). The captcha shows when the visitor is abroad or the server
 * demanded one; errors other than the captcha's are a toast (SPEC 8).
 */
export function GuestLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'common'])
  const dispatch = useAppDispatch()
  const captchaNeeded = useAppSelector(selectCaptchaNeeded)
  const [token, setToken] = useState('')
  const [message, setMessage] = useState('')
  const [pending, setPending] = useState(false)

  const onExpired = useCallback(() => {
    setToken('')
    setMessage(t('common:errors.tickRecaptcha'))
  }, [t])
  const onError = useCallback(
    (reason: CaptchaErrorReason) => setMessage(t(`account:captcha.errors.${reason}`)),
    [t],
  )
  // After the server demanded the captcha, ticking it continues: no second press of the button.
  const [continueOnTick, setContinueOnTick] = useState(false)

  const continueAsGuest = async (rspToken = token) => {
    if (pending) return
    if (captchaNeeded && !rspToken) {
      setMessage(t('common:errors.tickRecaptcha'))
      return
    }
    setPending(true)
    const result = await dispatch(loginAsGuestUser(rspToken))
    setPending(false)
    if (loginAsGuestUser.fulfilled.match(result)) {
      onDone()
      return
    }
    const error = result.payload
    if (error?.code === ERROR_CODES.recaptchaRequired) {
      setToken('')
      setContinueOnTick(true)
      setMessage(t('common:errors.tickRecaptcha'))
    } else {
      // SPEC 8: a network failure (-404) reads 'Network error…', a server refusal its msg.
      dispatch(toastShown(apiErrorMessage(error, t), 'error'))
    }
  }

  const onToken = (value: string) => {
    setToken(value)
    setMessage('')
    if (continueOnTick) void continueAsGuest(value)
  }

  return (
    <div className="guest-login">
      {captchaNeeded && <CaptchaBox onToken={onToken} onExpired={onExpired} onError={onError} />}
      <FormError message={message} />
      <button
        type="button"
        className="button button--primary guest-login__button"
        disabled={pending}
        aria-busy={pending}
        onClick={() => void continueAsGuest()}
      >
        {pending ? t('account:guest.pending') : t('account:guest.continue')}
      </button>
      <p className="guest-login__note">{t('account:guest.note')}</p>
    </div>
  )
}
