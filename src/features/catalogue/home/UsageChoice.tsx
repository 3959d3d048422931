import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { UsageProfile } from '../../../api/contract/catalogue'

const PROFILES: readonly UsageProfile[] = ['light', 'normal', 'heavy']

/**
 * "How much data do you use?": the profile the suggestion sizes its plans by. Until the app runs
 * (`live` false) the cards are drawn without their radio buttons (docs/decisions/023).
 */
export function UsageChoice({
  value,
  onChange,
  live,
}: {
  value: UsageProfile
  onChange: (usage: UsageProfile) => void
  live: boolean
}) {
  const { t } = useTranslation('home')
  const name = useId()
  return (
    <fieldset className="usage-choice">
      <legend className="field__label">{t('planner.usage.label')}</legend>
      <div className="usage-choice__options">
        {PROFILES.map((profile) => (
          <label
            key={profile}
            className={`usage-choice__option${value === profile ? ' usage-choice__option--chosen' : ''}`}
          >
            {live && (
              <input
                type="radio"
                name={name}
                value={profile}
                checked={value === profile}
                onChange={() => onChange(profile)}
              />
            )}
            <span className="usage-choice__name">{t(`planner.usage.${profile}`)}</span>
            <span className="usage-choice__hint">{t(`planner.usage.${profile}Hint`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
