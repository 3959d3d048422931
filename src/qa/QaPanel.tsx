import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { MockControl } from '../api/contract/mockControl'
import { BASE_COUNTRY } from '../config/constants'
import './QaPanel.css'

const COUNTRIES = [BASE_COUNTRY, 'GB', 'DE', 'JP', 'CN', 'TR', 'BR']

/**
 * The QA lab's panel (mock and demo builds only): the mock inbox with the last verification
 * codes, the visitor's country and captcha demand, and a reset of the mock database.
 */
export default function QaPanel({ control }: { control: MockControl }) {
  const { t, i18n } = useTranslation('qa')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const version = useSyncExternalStore(control.subscribe, () => snapshot(control))
  const inbox = control.inbox()
  const settings = control.settings()
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' })

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <aside className="qa-panel" aria-label={t('label')} data-version={version}>
      <button
        type="button"
        className="qa-panel__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('toggle')}
      </button>
      <div id={panelId} className="qa-panel__body" hidden={!open}>
        <section aria-labelledby={`${panelId}-inbox`}>
          <h2 id={`${panelId}-inbox`}>{t('inbox.title')}</h2>
          {inbox.length === 0 ? (
            <p>{t('inbox.empty')}</p>
          ) : (
            <ul className="qa-panel__inbox">
              {inbox.slice(0, 8).map((message) => (
                <li key={`${message.email}-${message.sentAt}`}>
                  <code className="qa-panel__code">{message.code}</code>
                  <span>{message.email}</span>
                  <span className="qa-panel__meta">
                    {t(`inbox.type.${message.codeType}`)} ·{' '}
                    {new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(
                      new Date(message.sentAt),
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${panelId}-settings`}>
          <h2 id={`${panelId}-settings`}>{t('settings.title')}</h2>
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
              onChange={(event) =>
                control.updateSettings({ paymentUnavailable: event.target.checked })
              }
            />
            <span>{t('settings.paymentUnavailable')}</span>
          </label>
          <p className="qa-panel__meta">{t('settings.note')}</p>
        </section>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (window.confirm(t('reset.confirm'))) {
              control.reset()
              window.location.reload()
            }
          }}
        >
          {t('reset.button')}
        </button>
      </div>
    </aside>
  )
}

/** A cheap fingerprint so React re-renders when the mock changes. */
function snapshot(control: MockControl): string {
  const latest = control.inbox()[0]
  return `${latest?.sentAt ?? ''}|${JSON.stringify(control.settings())}`
}
