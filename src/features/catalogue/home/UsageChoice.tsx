import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { UsageProfile } from '../../../api/contract/catalogue'

const PROFILES: readonly UsageProfile[] = ['light', 'normal', 'heavy']

/** "How much data do you use?": the profile the suggestion sizes its plans by. */
export function UsageChoice({
  value,
  onChange,
}: {
  value: UsageProfile
  onChange: (usage: UsageProfile) => void
}) {
  const { t } = useTranslation('home')
  const name = useId()
  return (
    <fieldset className="usage-choice">
      <legend className="field__label">{t('planner.usage.label')}</legend>
      <div className="usage-choice__options">
        {PROFILES.map((profile) => (
          <label key={profile} className="usage-choice__option">
            <input
              type="radio"
              name={name}
              value={profile}
              checked={value === profile}
              onChange={() => onChange(profile)}
            />
            <span className="usage-choice__name">{t(`planner.usage.${profile}`)}</span>
            <span className="usage-choice__hint">{t(`planner.usage.${profile}Hint`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
