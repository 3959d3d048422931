import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { UsageProfile } from '../../../api/contract/catalogue'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import type { LocaleCode } from '../../../i18n/locales'
import { StandInsUntilAppStarts } from '../../../shared/ui/FieldStandIn'
import { TextAreaField } from '../../../shared/ui/TextAreaField'
import { useAppStarted } from '../../../shared/ui/useAppStarted'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { selectSuggestion } from '../selectors'
import { suggestDestinations } from '../thunks'
import { TripSuggestions } from './TripSuggestions'
import { UsageChoice } from './UsageChoice'
import './planner.css'

/** The server needs a few words to work with; the same rule it enforces (docs/api.md). */
export const MIN_TRIP_TEXT = 3

const START: { text: string; usage: UsageProfile } = { text: '', usage: 'normal' }

/**
 * "Describe your trip": free text to suggested destinations and plans
 * (POST /api/v1/area-ai-suggestion-detail/query). The text is kept as a draft in the tab, so a
 * reload or a look at a plan and back does not lose it. Its fields are stand-ins until the app
 * runs (docs/decisions/023): the planner needs the app to answer anyway.
 */
export function TripPlanner({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation(['home', 'common'])
  const dispatch = useAppDispatch()
  const suggestion = useAppSelector(selectSuggestion)
  const [draft, setDraft] = useSessionDraft('home-trip', START)
  const [invalid, setInvalid] = useState(false)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const live = useAppStarted()
  const id = useId()
  const pending = suggestion.status === 'pending'
  const found = suggestion.data?.suggestions ?? []

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const text = draft.text.trim()
    if (text.length < MIN_TRIP_TEXT) {
      setInvalid(true)
      inputRef.current?.focus()
      return
    }
    void dispatch(suggestDestinations({ text, usage: draft.usage }))
  }

  // A new profile re-sizes the plans of the trip already asked about.
  const onUsage = (usage: UsageProfile) => {
    setDraft({ ...draft, usage })
    const asked = suggestion.question
    if (asked && suggestion.status !== 'idle')
      void dispatch(suggestDestinations({ ...asked, usage }))
  }

  return (
    <section
      className="page home-section trip-planner render-when-near"
      aria-labelledby={`${id}-title`}
    >
      <div className="trip-planner__panel">
        <div className="home-section__header">
          <h2 id={`${id}-title`}>{t('home:planner.title')}</h2>
          <p className="home-section__lead">{t('home:planner.lead')}</p>
        </div>
        <form className="trip-planner__form" noValidate onSubmit={onSubmit}>
          <StandInsUntilAppStarts>
            <TextAreaField
              ref={inputRef}
              label={t('home:planner.label')}
              hint={t('home:planner.hint')}
              rows={3}
              maxLength={500}
              placeholder={t('home:planner.placeholder')}
              value={draft.text}
              error={invalid ? t('home:planner.tooShort', { min: MIN_TRIP_TEXT }) : undefined}
              onChange={(event) => {
                setDraft({ ...draft, text: event.target.value })
                if (invalid && event.target.value.trim().length >= MIN_TRIP_TEXT) setInvalid(false)
              }}
            />
          </StandInsUntilAppStarts>
          {/* The stand-ins show the form's start, as the HTML did; a kept draft comes with the app. */}
          <UsageChoice value={live ? draft.usage : START.usage} onChange={onUsage} live={live} />
          <button
            // Before the app runs, a submit would reload the page: the planner needs the app.
            type={live ? 'submit' : 'button'}
            className="button button--primary trip-planner__submit"
            aria-disabled={pending || undefined}
          >
            {pending && <span className="spinner trip-planner__spinner" aria-hidden="true" />}
            {pending ? t('home:planner.submitting') : t('home:planner.submit')}
          </button>
        </form>
      </div>
      <div className="visually-hidden" role="status">
        {pending
          ? t('home:planner.submitting')
          : suggestion.status === 'succeeded'
            ? t('home:planner.found', { count: found.length })
            : ''}
      </div>
      {suggestion.status === 'failed' && (
        <p className="trip-planner__failure" role="alert">
          {apiErrorMessage(suggestion.error, t)}
        </p>
      )}
      {suggestion.status === 'succeeded' && found.length === 0 && (
        <p className="trip-planner__empty">{t('home:planner.empty')}</p>
      )}
      {suggestion.status === 'succeeded' && suggestion.data && found.length > 0 && (
        <TripSuggestions answer={suggestion.data} locale={locale} />
      )}
    </section>
  )
}
