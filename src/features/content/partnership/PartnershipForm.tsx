import { useEffect, useMemo, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../app/hooks'
import type { MonthlyTravellersBand } from '../../../api/contract/partner'
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
import { StandInsUntilAppStarts } from '../../../shared/ui/FieldStandIn'
import { useAppStarted } from '../../../shared/ui/useAppStarted'
import { SelectField } from '../../../shared/ui/SelectField'
import { TextAreaField } from '../../../shared/ui/TextAreaField'
import { TextField } from '../../../shared/ui/TextField'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { sendPartnershipEnquiry } from '../thunks'
import { useCheckedForm, type SendOutcome } from '../useCheckedForm'
import { FormSent } from '../FormSent'
import { FormSubmit } from '../FormSubmit'

const EMPTY: PartnershipInput = {
  name: '',
  company: '',
  email: '',
  country: '',
  website: '',
  monthlyTravellers: '',
  message: '',
}

type Sent = { ticketId: string; name: string; email: string }

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
  const started = useAppStarted()
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

  const words = (field: PartnershipField, problem: string) =>
    t(`content:partnership.form.errors.${field}.${problem}`, {
      min: PARTNERSHIP_LIMITS.messageMin,
      max: MAX_LENGTH[field],
      defaultValue: t('content:partnership.form.errors.refused'),
    })
  const formRef = useRef<HTMLFormElement>(null)
  const form = useCheckedForm<PartnershipField, Sent>({
    fields: PARTNERSHIP_FIELDS,
    problems: partnershipProblems(draft),
    words,
    t,
    formRef,
  })
  const { status, setStatus } = form

  useEffect(() => {
    if (status.kind === 'sent') thanksRef.current?.focus()
  }, [status.kind])

  const change = (field: PartnershipField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }))
    form.changed(field)
  }
  const bind = (field: PartnershipField) => ({
    name: field,
    value: draft[field],
    error: form.errorOf(field),
    onBlur: () => form.left(field, draft[field]),
  })

  const request = async (): Promise<SendOutcome<Sent>> => {
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
    if (!sendPartnershipEnquiry.fulfilled.match(result))
      return { sent: false, error: result.payload }
    setDraft(EMPTY)
    return {
      sent: true,
      result: { ticketId: result.payload, name: enquiry.name, email: enquiry.email },
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.send(request)
  }

  if (status.kind === 'sent') {
    const sent = status.result
    return (
      <FormSent
        level={3}
        title={t('content:partnership.sent.title', { name: sent.name })}
        headingRef={thanksRef}
        referenceLabel={t('content:partnership.sent.reference')}
        reference={sent.ticketId}
        after={
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStatus({ kind: 'editing' })}
          >
            {t('content:partnership.sent.again')}
          </button>
        }
      >
        <p>{t('content:partnership.sent.text', { email: sent.email })}</p>
      </FormSent>
    )
  }

  // A draft kept in the tab is read while React hydrates; the HTML's counter said 0.
  const messageLength = started ? [...draft.message.trim()].length : 0
  // The fields are stand-ins until the app runs (docs/decisions/023): sending needs the app.
  return (
    <StandInsUntilAppStarts>
      <form ref={formRef} className="checked-form partner-form" noValidate onSubmit={onSubmit}>
        <p className="checked-form__note">{t('content:partnership.form.required')}</p>
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
        <FormSubmit
          status={status}
          failed={(reason) => t('content:partnership.failed', { reason })}
          onRetry={() => void form.send(request)}
          label={t('content:partnership.form.submit')}
          pendingLabel={t('content:partnership.form.pending')}
        />
      </form>
    </StandInsUntilAppStarts>
  )
}
