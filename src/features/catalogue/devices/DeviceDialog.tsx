import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { Dialog } from '../../../shared/ui/Dialog'
import { TextField } from '../../../shared/ui/TextField'
import type { Device } from './deviceList'
import { DeviceResults } from './DeviceResults'

/** The compatible-devices dialog: a bottom sheet on phones, a modal on wide screens. */
export function DeviceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['plan', 'common'])
  const mobile = useAppSelector((state) => state.session.mobile)
  const [devices, setDevices] = useState<readonly Device[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [query, setQuery] = useState('')

  useEffect(() => {
    let live = true
    import('./deviceList').then(
      (module) => live && setDevices(module.DEVICES),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [attempt])

  return (
    <Dialog
      open
      title={t('plan:devices.title')}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      size="default"
      sheet={mobile}
    >
      <p className="devices__intro">{t('plan:devices.intro')}</p>
      <p className="devices__tip">{t('plan:devices.tip')}</p>
      {/* Its own box, so the search can stick to the top of the scrolling dialog. */}
      <div className="devices__search">
        <TextField
          label={t('plan:devices.searchLabel')}
          type="search"
          placeholder={t('plan:devices.searchPlaceholder')}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-autofocus
        />
      </div>
      {failed ? (
        <div className="ui-state ui-state--error" role="alert">
          <p>{t('plan:devices.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setFailed(false)
              setAttempt((value) => value + 1)
            }}
          >
            {t('common:actions.retry')}
          </button>
        </div>
      ) : devices ? (
        <DeviceResults devices={devices} query={query} />
      ) : (
        <p role="status" className="devices__status">
          {t('plan:devices.loading')}
        </p>
      )}
    </Dialog>
  )
}
