import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { filterByQuery } from '../../../shared/lib/filterByQuery'
import type { Device } from './deviceList'

/** Matching devices grouped by brand; trimmed, case-insensitive substring search (SPEC 5). */
export function DeviceResults({ devices, query }: { devices: readonly Device[]; query: string }) {
  const { t } = useTranslation('plan')
  const matches = useMemo(
    () =>
      filterByQuery(devices, query, (device) => [
        device.brand,
        device.model,
        `${device.brand} ${device.model}`,
      ]),
    [devices, query],
  )
  const brands = useMemo(() => {
    const grouped = new Map<string, Device[]>()
    for (const device of matches) {
      grouped.set(device.brand, [...(grouped.get(device.brand) ?? []), device])
    }
    return [...grouped]
  }, [matches])

  return (
    <>
      <p role="status" className="devices__status">
        {matches.length === 0
          ? t('devices.empty', { query: query.trim() })
          : t('devices.count', { count: matches.length })}
      </p>
      {brands.map(([brand, items]) => (
        <div key={brand} className="devices__brand">
          <h3 className="devices__brand-name">{brand}</h3>
          <ul className="devices__list">
            {items.map((device) => (
              <li key={device.model} className="devices__item">
                <span className="devices__model">{device.model}</span>
                {device.notes?.map((note) => (
                  <span key={note} className="devices__note">
                    {t(`devices.notes.${note}`)}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}
