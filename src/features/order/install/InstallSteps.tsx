import { useTranslation } from 'react-i18next'
import type { DeviceKind } from './platform'

type StepsKind = Exclude<DeviceKind, 'other'>

/** The order the guides are listed in, and how many steps each has in the message files. */
const GUIDES: readonly { kind: StepsKind; steps: number }[] = [
  { kind: 'iphone', steps: 4 },
  { kind: 'android', steps: 4 },
  { kind: 'samsung', steps: 4 },
]

/**
 * Short install steps per phone, as native disclosures (keyboard and screen-reader friendly
 * with no script). The traveller's own kind of phone starts open.
 */
export function InstallSteps({ detected }: { detected: DeviceKind }) {
  const { t } = useTranslation('orders')
  return (
    <div className="install-steps">
      {GUIDES.map(({ kind, steps }) => (
        <details key={kind} className="install-steps__guide" open={kind === detected}>
          <summary>{t(`steps.${kind}.title`)}</summary>
          <ol>
            {Array.from({ length: steps }, (_, index) => (
              <li key={index}>{t(`steps.${kind}.step${index + 1}`)}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  )
}
