import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MockControl } from '../api/contract/mockControl'
import { InboxSection } from './panel/InboxSection'
import { ServerSection } from './panel/ServerSection'
import { ScenarioSection } from './panel/ScenarioSection'
import { OrderJumpSection } from './panel/OrderJumpSection'
import { useMockVersion } from './panel/useMockVersion'
import './QaPanel.css'

/**
 * The QA lab's panel (mock and demo builds only): the mock inbox, the mock server's settings,
 * fault scenarios, order state jumps and a reset of the mock database (docs/qa.md).
 */
export default function QaPanel({ control }: { control: MockControl }) {
  const { t } = useTranslation('qa')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const version = useMockVersion(control)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <aside className="qa-panel" aria-label={t('label')} data-version={version}>
      <button
        ref={toggleRef}
        type="button"
        className="qa-panel__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('toggle')}
      </button>
      <div id={panelId} className="qa-panel__body" hidden={!open}>
        {open && (
          <>
            <InboxSection inbox={control.inbox()} />
            <ServerSection control={control} />
            <ScenarioSection control={control} />
            <OrderJumpSection control={control} />
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
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setOpen(false)
                toggleRef.current?.focus()
              }}
            >
              {t('close')}
            </button>
          </>
        )}
      </div>
    </aside>
  )
}
