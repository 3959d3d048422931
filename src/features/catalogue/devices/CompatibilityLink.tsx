import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeviceDialog } from './DeviceDialog'
import './devices.css'
import Smartphone from 'lucide-react/icons/smartphone'

/**
 * "Is my phone compatible?" beside a plan in full and once above a list of offers. A button,
 * not a link, because it opens a dialog in place; the device list itself loads only then.
 */
export function CompatibilityLink() {
  const { t } = useTranslation('plan')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="link-button compat-link"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Smartphone className="icon-inline" /> {t('devices.link')}
      </button>
      {open && <DeviceDialog onClose={() => setOpen(false)} />}
    </>
  )
}
