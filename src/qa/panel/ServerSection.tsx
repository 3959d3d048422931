import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { MockControl } from '../../api/contract/mockControl'
import { BASE_COUNTRY } from '../../config/constants'

const COUNTRIES = [BASE_COUNTRY, 'GB', 'DE', 'JP', 'CN', 'TR', 'BR']

/** The visitor's country (the captcha rule of SPEC 4.4), captcha demand and payments off. */
export function ServerSection({ control }: { control: MockControl }) {
  const { t, i18n } = useTranslation('qa')
  const titleId = useId()
  const settings = control.settings()
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' })
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settings.title')}</h2>
      <label className="qa-panel__row">
        <span>{t('settings.country')}</span>
        <select
          value={settings.visitorCountry}
          onChange={(event) => control.updateSettings({ visitorCountry: event.target.value })}
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryNames.of(code)} ({code})
            </option>
          ))}
        </select>
      </label>
      <label className="qa-panel__row">
        <input
          type="checkbox"
          checked={settings.demandCaptcha}
          onChange={(event) => control.updateSettings({ demandCaptcha: event.target.checked })}
        />
        <span>{t('settings.demandCaptcha')}</span>
      </label>
      <label className="qa-panel__row">
        <input
          type="checkbox"
          checked={settings.paymentUnavailable === true}
          onChange={(event) => control.updateSettings({ paymentUnavailable: event.target.checked })}
        />
        <span>{t('settings.paymentUnavailable')}</span>
      </label>
      <p className="qa-panel__meta">{t('settings.note')}</p>
    </section>
  )
}
