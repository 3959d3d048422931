import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AFTER_FAULTS,
  MOCK_FAULTS,
  type MockControl,
  type MockFault,
  type MockScenarioDto,
} from '../../api/contract/mockControl'
import { SelectField } from '../../shared/ui/SelectField'
import { TextField } from '../../shared/ui/TextField'
import { formatSeconds } from '../../shared/lib/localeFormat'

const DEFAULT_SLOW_MS = 3000

/**
 * Sets and clears the mock's fault scenarios (docs/qa.md "Scenarios"), for every endpoint or one
 * chosen path, and shows the same setup as a `?mock=` value to share.
 */
export function ScenarioSection({ control }: { control: MockControl }) {
  const { t, i18n } = useTranslation('qa')
  const titleId = useId()
  const [fault, setFault] = useState<MockFault>('network')
  const [path, setPath] = useState('')
  const [delayMs, setDelayMs] = useState(String(DEFAULT_SLOW_MS))
  const [once, setOnce] = useState(false)
  const [after, setAfter] = useState(false)
  const canStrikeAfter = AFTER_FAULTS.includes(fault)
  const scenarios = control.scenarios()
  const timeoutMs = control.clientTimeoutMs()

  const describe = (scenario: MockScenarioDto) =>
    [
      t(`scenarios.faults.${scenario.fault}`),
      scenario.fault === 'slow' ? `${scenario.delayMs ?? DEFAULT_SLOW_MS} ms` : null,
      // A timeout that names the client timeout it asks for (`timeout:1500`, docs/qa.md).
      scenario.fault === 'timeout' && scenario.delayMs !== undefined
        ? `${scenario.delayMs} ms`
        : null,
      scenario.path ?? t('scenarios.allEndpoints'),
      scenario.once ? t('scenarios.onceTag') : null,
      scenario.after ? t('scenarios.afterTag') : null,
    ]
      .filter(Boolean)
      .join(' · ')

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const scenario: MockScenarioDto = { fault }
    if (path) scenario.path = path
    if (once) scenario.once = true
    if (after && canStrikeAfter) scenario.after = true
    if (fault === 'slow') scenario.delayMs = Math.max(1, Number(delayMs) || DEFAULT_SLOW_MS)
    control.setScenario(scenario)
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('scenarios.title')}</h2>
      <form className="qa-panel__form" onSubmit={apply}>
        <SelectField
          label={t('scenarios.fault')}
          value={fault}
          onChange={(event) => setFault(event.target.value as MockFault)}
          options={MOCK_FAULTS.map((value) => ({ value, label: t(`scenarios.faults.${value}`) }))}
        />
        <SelectField
          label={t('scenarios.target')}
          value={path}
          onChange={(event) => setPath(event.target.value)}
          options={[
            { value: '', label: t('scenarios.allEndpoints') },
            ...control.apiPaths().map((value) => ({ value, label: value })),
          ]}
        />
        {fault === 'slow' && (
          <TextField
            label={t('scenarios.delay')}
            type="number"
            inputMode="numeric"
            min={1}
            max={60000}
            value={delayMs}
            onChange={(event) => setDelayMs(event.target.value)}
          />
        )}
        <label className="qa-panel__row">
          <input
            type="checkbox"
            checked={once}
            onChange={(event) => setOnce(event.target.checked)}
          />
          <span>{t('scenarios.once')}</span>
        </label>
        {canStrikeAfter && (
          <label className="qa-panel__row">
            <input
              type="checkbox"
              checked={after}
              onChange={(event) => setAfter(event.target.checked)}
            />
            <span>{t('scenarios.after')}</span>
          </label>
        )}
        <button type="submit" className="button button--primary">
          {t('scenarios.add')}
        </button>
      </form>
      <h3 className="qa-panel__subtitle">{t('scenarios.active')}</h3>
      {scenarios.length === 0 ? (
        <p className="qa-panel__meta">{t('scenarios.none')}</p>
      ) : (
        <>
          <ul className="qa-panel__scenarios">
            {scenarios.map((scenario) => (
              <li key={scenario.path ?? ''}>
                <span>{describe(scenario)}</span>
                <button
                  type="button"
                  className="button button--secondary qa-panel__small"
                  aria-label={t('scenarios.clearNamed', { scenario: describe(scenario) })}
                  onClick={() => control.clearScenario(scenario.path)}
                >
                  {t('scenarios.clear')}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => control.clearScenarios()}
          >
            {t('scenarios.clearAll')}
          </button>
          <p className="qa-panel__meta">
            {t('scenarios.recipe')} <code>?mock={control.scenarioParam()}</code>
          </p>
        </>
      )}
      {timeoutMs !== null && (
        <p className="qa-panel__meta">
          {t('scenarios.timeoutNote', { seconds: formatSeconds(timeoutMs, i18n.language) })}
        </p>
      )}
    </section>
  )
}
