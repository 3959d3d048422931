import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { EsimResourceDto } from '../../../api/contract/order'
import { CopyField } from './CopyField'
import { InstallSteps } from './InstallSteps'
import { currentPlatform, oneTapInstall, type Platform } from './platform'
import { QrCode } from './QrCode'
import './install.css'

export interface InstallKitProps {
  resource: EsimResourceDto
  /** Defaults to the browser's; tests and support pass one to see another phone's kit. */
  platform?: Platform
}

/**
 * Everything needed to install one eSIM: a one-tap link where the phone supports one, the QR
 * code, the codes to type by hand, and steps per phone. Self-contained (the resource in, no
 * store, no API), so a later offline copy of the kit can render it as is.
 */
export function InstallKit({ resource, platform: given }: InstallKitProps) {
  const { t } = useTranslation('orders')
  const baseId = useId()
  const platform = useMemo(() => given ?? currentPlatform(), [given])
  const oneTap = oneTapInstall(platform, resource.lpaString)
  // A phone cannot scan its own screen: there the codes to paste come first, the QR code after.
  const onPhone = platform.kind !== 'other'

  const qrSection = (
    <section className="install-kit__qr" aria-labelledby={`${baseId}-qr`}>
      <h3 id={`${baseId}-qr`}>{t('kit.qrTitle')}</h3>
      <p className="install-kit__hint">{t('kit.qrHint')}</p>
      <QrCode
        text={resource.qrText}
        label={t('kit.qrLabel', { iccid: resource.iccid })}
        loadingLabel={t('kit.qrLoading')}
        failedLabel={t('kit.qrFailed')}
      />
    </section>
  )
  const manualSection = (
    <section className="install-kit__manual" aria-labelledby={`${baseId}-manual`}>
      <h3 id={`${baseId}-manual`}>{t('kit.manualTitle')}</h3>
      <p className="install-kit__hint">{t('kit.manualHint')}</p>
      <CopyField label={t('kit.smdp')} value={resource.smdpAddress} />
      <CopyField label={t('kit.activationCode')} value={resource.activationCode} />
      <CopyField label={t('kit.lpa')} value={resource.lpaString} />
      <p className="install-kit__iccid">
        {t('kit.iccid')} <span className="install-kit__mono">{resource.iccid}</span>
      </p>
    </section>
  )

  return (
    <div className="install-kit">
      {oneTap && (
        <section className="install-kit__one-tap" aria-labelledby={`${baseId}-one-tap`}>
          <h3 id={`${baseId}-one-tap`}>{t('kit.oneTapTitle')}</h3>
          <a className="button button--primary" href={oneTap.href}>
            {platform.kind === 'iphone' ? t('kit.oneTapIphone') : t('kit.oneTapAndroid')}
          </a>
          {oneTap.mayFail && <p className="install-kit__hint">{t('kit.oneTapMayFail')}</p>}
        </section>
      )}
      {onPhone ? manualSection : qrSection}
      {onPhone ? qrSection : manualSection}
      <section className="install-kit__steps" aria-labelledby={`${baseId}-steps`}>
        <h3 id={`${baseId}-steps`}>{t('kit.stepsTitle')}</h3>
        <InstallSteps detected={platform.kind} />
      </section>
    </div>
  )
}
