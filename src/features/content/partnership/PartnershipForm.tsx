import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import CircleCheck from 'lucide-react/icons/circle-check'
import { useAppDispatch } from '../../../app/hooks'
import { contactUsFieldOf, type MonthlyTravellersBand } from '../../../api/contract/partner'
import { ERROR_CODES } from '../../../api/contract/envelope'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { localCountryName } from '../../../i18n/areaName'
import { compareNames } from '../../../shared/lib/collation'
import { countryOptions } from '../../../shared/lib/countries'
import {
  PARTNERSHIP_FIELDS,
  PARTNERSHIP_LIMITS,
  TRAVELLER_BANDS,
  normaliseWebsite,
  partnershipProblems,
  type PartnershipField,
  type PartnershipInput,
} from '../../../shared/lib/partnershipRules'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { StandInsUntilAppStarts } from '../../../shared/ui/FieldStandIn'
import { useAppStarted } from '../../../shared/ui/useAppStarted'
import { SubmitButton } from '../../../shared/ui/FormControls'
import { SelectField } from '../../../shared/ui/SelectField'
import { TextAreaField } from '../../../shared/ui/TextAreaField'
import { TextField } from '../../../shared/ui/TextField'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { sendPartnershipEnquiry } from '../thunks'

const EMPTY: PartnershipInput = {
  name: '',
  company: '',
  email: '',
  country: '',
  website: '',
  monthlyTravellers: '',
  message: '',
}

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: string }
  | { kind: 'sent'; ticketId: string; name: string; email: string }

/** The longest value each field takes, quoted in its "too long" message. */
const MAX_LENGTH: Record<PartnershipField, number> = {
  name: PARTNERSHIP_LIMITS.nameMax,
  company: PARTNERSHIP_LIMITS.companyMax,
  email: PARTNERSHIP_LIMITS.websiteMax,
  country: 2,
  website: PARTNERSHIP_LIMITS.websiteMax,
  monthlyTravellers: 0,
  message: PARTNERSHIP_LIMITS.messageMax,
}

type Flags = Partial<Record<PartnershipField, boolean>>

/**
 * The partnership enquiry. Each field explains its problem once the visitor has filled it in
 * (or tried to send); the draft survives a reload; a failure keeps everything typed; and one
 * enquiry is in flight at most.
 */
export function PartnershipForm() {
  const { t } = useTranslation(['content', 'common'])
  const locale = useCurrentLocale()
  const dispatch = useAppDispatch()
  const [draft, setDraft] = useSessionDraft<PartnershipInput>('partnership', EMPTY)
  const [touched, setTouched] = useState<Flags>({})
  const [refused, setRefused] = useState<Partial<Record<PartnershipField, string>>>({})
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const started = useAppStarted()
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  // The store's own names (中国台湾, USA), as on the destination pages, sorted as the language sorts.
  const countries = useMemo(
    () =>
      countryOptions(locale)
        .map(({ code }) => ({ value: code, label: localCountryName(code, locale, t) }))
        .sort((a, b) => compareNames(a.label, b.label, locale)),
    [locale, t],
  )
  const bands = TRAVELLER_BANDS.map((band) => ({
    value: band,
    label: t(`content:partnership.form.bands.${band}`),
  }))

  useEffect(() => {
    if (status.kind === 'sent') thanksRef.current?.focus()
  }, [status.kind])

  const problems = partnershipProblems(draft)
  const words = (field: PartnershipField, problem: string) =>
    t(`content:partnership.form.errors.${field}.${problem}`, {
      min: PARTNERSHIP_LIMITS.messageMin,
      max: MAX_LENGTH[field],
      defaultValue: t('content:partnership.form.errors.refused'),
    })
  const errorOf = (field: PartnershipField): string | undefined => {
    if (refused[field]) return refused[field]
    const problem = problems[field]
    return touched[field] && problem ? words(field, problem) : undefined
  }

  const focusField = (field: PartnershipField) => {
    const element = formRef.current?.elements.namedItem(field)
    if (element instanceof HTMLElement) element.focus()
  }

  const change = (field: PartnershipField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }))
    if (refused[field]) setRefused(({ [field]: _gone, ...rest }) => rest)
  }
  /** A field is judged once the visitor has left it with something in it. */
  const leave = (field: PartnershipField) => {
    if (draft[field].trim() !== '') setTouched((current) => ({ ...current, [field]: true }))
  }
  const bind = (field: PartnershipField) => ({
    name: field,
    value: draft[field],
    error: errorOf(field),
    onBlur: () => leave(field),
  })

  const send = async () => {
    if (inFlight.current) return
    setTouched(Object.fromEntries(PARTNERSHIP_FIELDS.map((field) => [field, true])))
    const firstProblem = PARTNERSHIP_FIELDS.find((field) => problems[field])
    if (firstProblem) {
      setStatus({ kind: 'editing' })
      focusField(firstProblem)
      return
    }
    inFlight.current = true
    setStatus({ kind: 'sending' })
    const enquiry = {
      name: draft.name.trim(),
      company: draft.company.trim(),
      email: draft.email.trim(),
      country: draft.country,
      website: normaliseWebsite(draft.website),
      monthlyTravellers: draft.monthlyTravellers as MonthlyTravellersBand,
      message: draft.message.trim(),
    }
    const result = await dispatch(sendPartnershipEnquiry(enquiry))
    inFlight.current = false
    if (sendPartnershipEnquiry.fulfilled.match(result)) {
      setStatus({
        kind: 'sent',
        ticketId: result.payload,
        name: enquiry.name,
        email: enquiry.email,
      })
      setDraft(EMPTY)
      setTouched({})
      return
    }
    const error = result.payload
    const field = error?.code === ERROR_CODES.invalidInput ? contactUsFieldOf(error.msg) : null
    if (field) {
      setRefused({ [field]: words(field, error!.msg.slice(field.length + 2)) })
      setStatus({ kind: 'editing' })
      focusField(field)
      return
    }
    setStatus({ kind: 'failed', message: apiErrorMessage(error, t) })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  if (status.kind === 'sent') {
    return (
      <div className="partner-thanks" role="status">
        <span className="partner-thanks__icon" aria-hidden="true">
          <CircleCheck size={40} strokeWidth={1.75} />
        </span>
        <h3 ref={thanksRef} tabIndex={-1}>
          {t('content:partnership.sent.title', { name: status.name })}
        </h3>
        <p>{t('content:partnership.sent.text', { email: status.email })}</p>
        <p className="partner-thanks__reference">
          {t('content:partnership.sent.reference')} <strong>{status.ticketId}</strong>
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setStatus({ kind: 'editing' })}
        >
          {t('content:partnership.sent.again')}
        </button>
      </div>
    )
  }

  // A draft kept in the tab is read while React hydrates; the HTML's counter said 0.
  const messageLength = started ? [...draft.message.trim()].length : 0
  // The fields are stand-ins until the app runs (docs/decisions/023): sending needs the app.
  return (
    <StandInsUntilAppStarts>
      <form ref={formRef} className="partner-form" noValidate onSubmit={onSubmit}>
        <p className="partner-form__note">{t('content:partnership.form.required')}</p>
        <div className="partner-form__grid">
          <TextField
            {...bind('name')}
            label={t('content:partnership.form.name')}
            autoComplete="name"
            maxLength={PARTNERSHIP_LIMITS.nameMax + 20}
            onChange={(event) => change('name', event.target.value)}
          />
          <TextField
            {...bind('company')}
            label={t('content:partnership.form.company')}
            autoComplete="organization"
            maxLength={PARTNERSHIP_LIMITS.companyMax + 20}
            onChange={(event) => change('company', event.target.value)}
          />
          <TextField
            {...bind('email')}
            label={t('content:partnership.form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            onChange={(event) => change('email', event.target.value)}
          />
          <SelectField
            {...bind('country')}
            label={t('content:partnership.form.country')}
            placeholder={t('content:partnership.form.countryPlaceholder')}
            options={countries}
            autoComplete="country"
            onChange={(event) => change('country', event.target.value)}
          />
          <TextField
            {...bind('website')}
            label={t('content:partnership.form.website')}
            hint={t('content:partnership.form.websiteHint')}
            type="url"
            inputMode="url"
            autoComplete="url"
            onChange={(event) => change('website', event.target.value)}
          />
          <SelectField
            {...bind('monthlyTravellers')}
            label={t('content:partnership.form.travellers')}
            hint={t('content:partnership.form.travellersHint')}
            placeholder={t('content:partnership.form.travellersPlaceholder')}
            options={bands}
            onChange={(event) => change('monthlyTravellers', event.target.value)}
          />
        </div>
        <TextAreaField
          {...bind('message')}
          label={t('content:partnership.form.message')}
          hint={t('content:partnership.form.messageHint', { min: PARTNERSHIP_LIMITS.messageMin })}
          note={`${messageLength} / ${PARTNERSHIP_LIMITS.messageMax}`}
          rows={6}
          onChange={(event) => change('message', event.target.value)}
        />
        {status.kind === 'failed' && (
          <ErrorState
            message={t('content:partnership.failed', { reason: status.message })}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void send()}
          />
        )}
        <SubmitButton
          pending={status.kind === 'sending'}
          label={t('content:partnership.form.submit')}
          pendingLabel={t('content:partnership.form.pending')}
        />
      </form>
    </StandInsUntilAppStarts>
  )
}
