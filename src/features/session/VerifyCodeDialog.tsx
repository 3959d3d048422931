import {
  useEffect,
  useEffectEvent,
  useId,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../shared/ui/Dialog'
import { useCountdown } from '../../shared/ui/useCountdown'
import {
  codeBoxesReducer,
  initialCodeBoxes,
  isComplete,
  joinCode,
} from '../../shared/lib/codeBoxes'
import { maskEmail } from '../../shared/lib/maskEmail'
import { RESEND_COUNTDOWN_S, VERIFY_CODE_LENGTH } from '../../config/constants'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { apiErrorMessage } from '../../i18n/apiErrorMessage'
import { selectAccountStatus, selectCodeFlow, selectIsMobile } from './selectors'
import { codeDialogClosed, toastShown, type CodeFlow } from './sessionSlice'
import {
  needsPasswordAgain,
  rememberPassword,
  resendCode,
  submitVerificationCode,
} from './authThunks'
import { clearCodeFlow } from './codeFlowStorage'
import { isStrongEnough } from '../../shared/lib/passwordRules'
import { useCaptchaGate } from './recaptcha/useCaptchaGate'
import './VerifyCodeDialog.css'
import { ACCOUNT_STATUS } from '../../shared/lib/accountStatus'
import { AccountPasswordField } from './AccountFields'

/** The verification-code dialog (SPEC 2.5, 4.3). */
export function VerifyCodeDialog() {
  const status = useAppSelector(selectAccountStatus)
  const flow = useAppSelector(selectCodeFlow)
  const mobile = useAppSelector(selectIsMobile)
  const dispatch = useAppDispatch()
  const { t } = useTranslation('account')
  if (status !== ACCOUNT_STATUS.verifyCode || !flow) return null
  // Unmounting on close is what resets the codes, the error and the timer.
  return (
    <Dialog
      open
      title={t('code.title')}
      closeLabel={t('common:actions.close')}
      onClose={() => {
        clearCodeFlow()
        dispatch(codeDialogClosed())
      }}
      sheet={mobile}
    >
      <CodeForm flow={flow} />
    </Dialog>
  )
}

function CodeForm({ flow }: { flow: CodeFlow }) {
  const { t } = useTranslation(['account', 'common'])
  const dispatch = useAppDispatch()
  const [state, send] = useReducer(codeBoxesReducer, VERIFY_CODE_LENGTH, initialCodeBoxes)
  const [serverMessage, setServerMessage] = useState('')
  const [resendMessage, setResendMessage] = useState('')
  const [pending, setPending] = useState(false)
  const { left, restart } = useCountdown(RESEND_COUNTDOWN_S)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const submitted = useRef('')
  // A registration resumed after a reload: the password is never stored, so it is asked again.
  const [askPassword] = useState(() => needsPasswordAgain(flow))
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState('')
  const passwordReady = !askPassword || isStrongEnough(password)
  const hintId = useId()
  // What a demanded captcha, once ticked, runs again: the code's submit or the resend.
  const retry = useRef<(rspToken: string) => void>(() => {})
  const {
    demanded: captchaDemanded,
    rspToken: captchaToken,
    box: captchaBox,
  } = useCaptchaGate((rspToken) => retry.current(rspToken))

  useEffect(() => {
    boxes.current[state.focus]?.focus()
  }, [state.focus, state.codes])

  const submit = (code: string, rspToken?: string) => {
    setPending(true)
    void dispatch(submitVerificationCode({ code, rspToken })).then((result) => {
      setPending(false)
      if (submitVerificationCode.fulfilled.match(result)) {
        // The dialog is gone by now; the page that opened it moves on (useCodeFlowOutcome).
        if (result.payload.hasMerchant) dispatch(toastShown(t('account:register.welcomeToast')))
        return
      }
      // A demanded captcha keeps the code: ticking the box submits it again.
      if (captchaDemanded(result.payload)) {
        retry.current = (token) => submit(code, token)
        return
      }
      submitted.current = ''
      setServerMessage(apiErrorMessage(result.payload, t))
      send({ type: 'failed' })
    })
  }
  const submitCode = (code: string) => {
    if (!passwordReady) {
      setPasswordError(t(password ? 'account:password.weak' : 'account:code.passwordAgain'))
      return
    }
    submitted.current = code
    submit(code, captchaToken())
  }
  const submitComplete = useEffectEvent(submitCode)

  useEffect(() => {
    const code = joinCode(state)
    if (!isComplete(state) || pending || submitted.current === code) return
    submitComplete(code)
  }, [state, pending])

  const onPassword = (value: string) => {
    setPassword(value)
    setPasswordError('')
    rememberPassword(isStrongEnough(value) ? value : '')
  }
  const finish = () => submitCode(joinCode(state))

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      send({ type: 'backspace', index })
    } else if (event.key === 'ArrowLeft' && index > 0) {
      send({ type: 'focus', index: index - 1 })
    } else if (event.key === 'ArrowRight' && index < VERIFY_CODE_LENGTH - 1) {
      send({ type: 'focus', index: index + 1 })
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    send({ type: 'paste', text: event.clipboardData.getData('text') })
  }
  const onResend = async (rspToken = captchaToken()) => {
    const result = await dispatch(resendCode({ rspToken }))
    if (resendCode.rejected.match(result) && captchaDemanded(result.payload)) {
      retry.current = (token) => void onResend(token)
      return
    }
    if (resendCode.fulfilled.match(result)) {
      restart()
      send({ type: 'reset' })
      setServerMessage('')
      setResendMessage('')
      dispatch(toastShown(t('account:code.resent')))
      return
    }
    // Too soon for the server: the countdown says how long is left, then the link returns.
    const wait = result.payload?.retryAfterSeconds
    if (wait) restart(wait)
    setResendMessage(apiErrorMessage(result.payload, t))
  }

  const message =
    state.error === 1 ? t('account:code.numericOnly') : state.error === 10 ? serverMessage : ''
  return (
    <div className="code-form">
      <p>{t('account:code.sentTo', { email: maskEmail(flow.email) })}</p>
      {flow.codeType === 'REGISTER' && (
        <p className="code-form__hint">{t('account:code.registeredHint')}</p>
      )}
      {askPassword && (
        <AccountPasswordField
          autoComplete="new-password"
          data-autofocus
          value={password}
          error={passwordError}
          describedBy={hintId}
          disabled={pending}
          onChange={(event) => onPassword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && isComplete(state)) finish()
          }}
        />
      )}
      {askPassword && (
        <p id={hintId} className="code-form__hint">
          {t('account:code.passwordAgainHint')}
        </p>
      )}
      <fieldset className="code-form__boxes" aria-describedby={message ? 'code-error' : undefined}>
        <legend className="visually-hidden">
          {t('account:code.legend', { total: VERIFY_CODE_LENGTH })}
        </legend>
        {state.codes.map((code, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            className="code-form__box"
            value={code}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('account:code.digit', { position: index + 1, total: VERIFY_CODE_LENGTH })}
            aria-invalid={state.error !== 0 ? true : undefined}
            disabled={pending}
            onChange={(event) => send({ type: 'input', index, value: event.target.value })}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </fieldset>
      <p id="code-error" className="field__error" role="alert">
        {message}
      </p>
      {askPassword && (
        <button
          type="button"
          className="button button--primary code-form__finish"
          disabled={pending || !isComplete(state)}
          onClick={finish}
        >
          {t('account:code.finish')}
        </button>
      )}
      {captchaBox}
      {pending && <p role="status">{t('account:code.checking')}</p>}
      <div className="code-form__resend">
        {resendMessage && (
          <p className="field__error" role="alert">
            {resendMessage}
          </p>
        )}
        {left > 0 ? (
          <span aria-live="off">
            {t('account:code.resendIn', { seconds: t('common:units.seconds', { count: left }) })}
          </span>
        ) : (
          <button type="button" className="link-button" onClick={() => void onResend()}>
            {t('account:code.resend')}
          </button>
        )}
      </div>
    </div>
  )
}
