import { useEffect, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../app/hooks'
import type { WithdrawalResponse } from '../../../api/contract/withdrawal'
import { RULE_VALUES } from '../../../api/contract/storeRules'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatDateTime } from '../../../shared/lib/localeFormat'
import {
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_LIMITS,
  normaliseOrderNo,
  withdrawalProblems,
  type WithdrawalField,
  type WithdrawalInput,
} from '../../../shared/lib/withdrawalRules'
import { TextField } from '../../../shared/ui/TextField'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { sendWithdrawal } from '../thunks'
import { useCheckedForm, type SendOutcome } from '../useCheckedForm'
import { FormSent } from '../FormSent'
import { FormSubmit } from '../FormSubmit'

type Sent = WithdrawalResponse & WithdrawalInput

export interface WithdrawFormProps {
  /** Filled in from the link that led here (?order=) or the signed-in account. */
  initial: WithdrawalInput
}

/**
 * The withdrawal function's form (decision 041): only who withdraws, from which order, and
 * where the acknowledgement goes; its one button is the confirmation the law names. The draft
 * survives a failure and a reload; one statement is in flight at most.
 */
export function WithdrawForm({ initial }: WithdrawFormProps) {
  const { t } = useTranslation(['legal', 'common'])
  const locale = useCurrentLocale()
  const dispatch = useAppDispatch()
  const [draft, setDraft, clearDraft] = useSessionDraft<WithdrawalInput>('withdraw', initial)
  const words = (field: WithdrawalField, problem: string) =>
    t(`legal:withdraw.errors.${field}.${problem}`, {
      max: WITHDRAWAL_LIMITS.nameMax,
      defaultValue: t(`legal:withdraw.errors.${field}.invalid`),
    })
  const formRef = useRef<HTMLFormElement>(null)
  const form = useCheckedForm<WithdrawalField, Sent>({
    fields: WITHDRAWAL_FIELDS,
    problems: withdrawalProblems(draft),
    words,
    t,
    formRef,
  })
  const { status } = form
  const doneRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (status.kind === 'sent') doneRef.current?.focus()
  }, [status.kind])

  const bind = (field: WithdrawalField) => ({
    name: field,
    value: draft[field],
    error: form.errorOf(field),
    onBlur: () => form.left(field, draft[field]),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setDraft((current) => ({ ...current, [field]: value }))
      form.changed(field)
    },
  })

  const request = async (): Promise<SendOutcome<Sent>> => {
    const statement = {
      name: draft.name.trim(),
      orderNo: normaliseOrderNo(draft.orderNo),
      email: draft.email.trim(),
    }
    const result = await dispatch(sendWithdrawal(statement))
    if (!sendWithdrawal.fulfilled.match(result)) return { sent: false, error: result.payload }
    clearDraft()
    return { sent: true, result: { ...statement, ...result.payload } }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.send(request)
  }

  if (status.kind === 'sent') {
    const sent = status.result
    return (
      <FormSent
        level={2}
        title={t('legal:withdraw.sent.title')}
        headingRef={doneRef}
        referenceLabel={t('legal:withdraw.sent.reference')}
        reference={sent.withdrawalId}
        after={<p>{t('legal:withdraw.sent.next', RULE_VALUES)}</p>}
      >
        <p>
          {t('legal:withdraw.sent.received', {
            time: formatDateTime(sent.receivedAt, locale),
            email: sent.email,
          })}
        </p>
        <blockquote className="withdraw-statement">
          <p>{t('legal:withdraw.statement', { orderNo: sent.orderNo })}</p>
          <footer>{sent.name}</footer>
        </blockquote>
      </FormSent>
    )
  }

  return (
    <form ref={formRef} className="checked-form" noValidate onSubmit={onSubmit}>
      <p className="checked-form__note">{t('legal:withdraw.required')}</p>
      <TextField
        {...bind('name')}
        label={t('legal:withdraw.name')}
        autoComplete="name"
        maxLength={WITHDRAWAL_LIMITS.nameMax + 20}
      />
      <TextField
        {...bind('orderNo')}
        label={t('legal:withdraw.orderNo')}
        hint={t('legal:withdraw.orderNoHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={WITHDRAWAL_LIMITS.orderNoMax + 20}
      />
      <TextField
        {...bind('email')}
        label={t('legal:withdraw.email')}
        hint={t('legal:withdraw.emailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <p className="withdraw-form-statement">
        {t('legal:withdraw.before', {
          statement: t('legal:withdraw.statement', {
            orderNo: normaliseOrderNo(draft.orderNo) || '…',
          }),
        })}
      </p>
      <FormSubmit
        status={status}
        failed={(reason) => t('legal:withdraw.failed', { reason })}
        onRetry={() => void form.send(request)}
        label={t('legal:withdraw.confirm')}
        pendingLabel={t('legal:withdraw.pending')}
      />
    </form>
  )
}
