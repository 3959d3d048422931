import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActivationPolicy, AreaDto } from '../../../api/contract/catalogue'
import { useAppDispatch } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { areaWords } from '../../../i18n/areaName'
import type { LocaleCode } from '../../../i18n/locales'
import { toastRequested } from '../../../shared/events'
import { downloadFile } from '../../../shared/lib/downloadFile'
import { Dialog } from '../../../shared/ui/Dialog'
import { FormError } from '../../../shared/ui/FormControls'
import { TextField } from '../../../shared/ui/TextField'
import { installKitHref } from '../orders/ordersUrl'
import { isoDay, localDay } from './calendarDay'
import './calendar.css'

export interface CalendarOrder {
  orderId: string
  orderNo: string
  /** The destination; null when the page does not know it. */
  area: Pick<AreaDto, 'type' | 'code' | 'name'> | null
  activation: ActivationPolicy | null
  installed: boolean
}

/**
 * "Add to calendar" (issue 37.5): asks the day of the flight, then hands over a calendar file
 * with the reminders to install the eSIM and to turn on data roaming on landing. The trip
 * planner knows a trip's length, never its dates, so the traveller gives the day.
 */
export function CalendarDialog({
  order,
  locale,
  sheet = false,
  onClose,
}: {
  order: CalendarOrder
  locale: LocaleCode
  sheet?: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['orders', 'common'])
  const dispatch = useAppDispatch()
  const tomorrow = new Date()
  tomorrow.setDate(tomorrow.getDate() + 1)
  const earliest = isoDay(tomorrow)
  const [day, setDay] = useState('')
  const [checked, setChecked] = useState(false)
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle')

  const parsed = localDay(day)
  const dayError = !checked
    ? undefined
    : !parsed
      ? t('orders:calendar.dayMissing')
      : day < earliest
        ? t('orders:calendar.dayPast')
        : undefined

  const intro = order.installed
    ? t('orders:calendar.introInstalled')
    : order.activation === 'ON_FIRST_CONNECTION'
      ? t('orders:calendar.introArrival')
      : t('orders:calendar.introInstall')

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (!parsed || day < earliest || state === 'making') return
    setState('making')
    try {
      // The calendar writer loads on first use: no page carries it.
      const { tripCalendar } = await import('./tripReminders')
      const { productName } = getConfig()
      const installUrl = new URL(installKitHref(locale, order.orderId), location.origin).href
      const area = order.area
      const words = area ? areaWords(area, locale, t) : { area: null }
      const values = { ...words, product: productName, url: installUrl, orderNo: order.orderNo }
      const text = tripCalendar(
        {
          departure: day,
          activation: order.activation,
          installed: order.installed,
          orderNo: order.orderNo,
          installUrl,
          host: location.host,
          productName,
          text: {
            installTitle: area
              ? t('orders:calendar.installTitle', values)
              : t('orders:calendar.installTitleNoArea', values),
            installBody:
              order.activation === 'ON_FIRST_CONNECTION'
                ? t('orders:calendar.installBodyArrival', values)
                : t('orders:calendar.installBodyInstall', values),
            // Nobody lands in "the whole world": a global plan's reminder names no place.
            landTitle:
              area && area.type !== 'GLOBAL'
                ? t('orders:calendar.landTitle', values)
                : t('orders:calendar.landTitleNoArea', values),
            landBody: t('orders:calendar.landBody', values),
          },
        },
        new Date(),
      )
      downloadFile(`${productName}-${order.orderNo}.ics`, 'text/calendar;charset=utf-8', text)
      dispatch(toastRequested(t('orders:calendar.done')))
      onClose()
    } catch {
      setState('failed')
    }
  }

  return (
    <Dialog
      open
      sheet={sheet}
      title={t('orders:calendar.title')}
      closeLabel={t('common:actions.close')}
      onClose={onClose}
    >
      <form className="calendar-dialog" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="calendar-dialog__intro">{intro}</p>
        <TextField
          label={t('orders:calendar.dayLabel')}
          type="date"
          min={earliest}
          required
          value={day}
          error={dayError}
          onChange={(event) => {
            setDay(event.target.value)
            if (state === 'failed') setState('idle')
          }}
        />
        <FormError message={state === 'failed' ? t('common:errors.network') : undefined} />
        <div className="dialog-actions">
          <button
            type="submit"
            className="button button--primary"
            aria-busy={state === 'making'}
            aria-disabled={state === 'making'}
          >
            {t('orders:calendar.download')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('orders:calendar.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
