import ical, { ICalAlarmType } from 'ical-generator'
import type { ActivationPolicy } from '../../../api/contract/catalogue'
import { withoutWordBreaks } from '../../../shared/lib/wordBreaks'
import { localDay } from './calendarDay'

/**
 * The calendar file of a trip's reminders (issue 37.5, RFC 5545): install the eSIM before the
 * flight, and turn on data roaming after landing. Loaded with the dialog that offers it, never
 * with a page.
 */
export interface TripReminders {
  /** The flight's day as the date field gives it, YYYY-MM-DD, in the traveller's calendar. */
  departure: string
  /** When the plan's validity starts; unknown is treated like ON_INSTALL, the stricter one. */
  activation: ActivationPolicy | null
  /** Installed already: only the landing reminder is left. */
  installed: boolean
  orderNo: string
  /** Where the install kit opens, for the reminder's link. */
  installUrl: string
  /** The store's host, which makes each reminder's UID its own. */
  host: string
  productName: string
  text: { installTitle: string; installBody: string; landTitle: string; landBody: string }
}

/** The hour of the install reminder, in the traveller's own time (floating, RFC 5545 3.3.5). */
const EVENING = 19
const MORNING = 7
/** The landing reminder is an all-day event; its alarm sounds at 09:00 that day. */
const LANDING_ALARM_S = 9 * 3600

/**
 * When to install: the evening before the flight when validity starts on first connection (it
 * does not start at home), else the morning of the flight, so no day of the plan is spent at
 * home.
 */
export function installTime(departure: Date, activation: ActivationPolicy | null): Date {
  const at = new Date(departure)
  if (activation === 'ON_FIRST_CONNECTION') {
    at.setDate(at.getDate() - 1)
    at.setHours(EVENING)
  } else {
    at.setHours(MORNING)
  }
  return at
}

/**
 * A value for a property the calendar writer does not escape (UID, PRODID): no control
 * characters, so a CR/LF in an order number or a name can't start a line of its own (issue 46.6).
 */
const oneLine = (value: string) =>
  [...value]
    .map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char))
    .join('')
    .trim()

export function tripCalendar(reminders: TripReminders, now: Date): string {
  const departure = localDay(reminders.departure)
  if (!departure) throw new RangeError(`Not a date: ${reminders.departure}`)
  const { text } = reminders
  const orderNo = oneLine(reminders.orderNo).replace(/[^A-Za-z0-9-]/g, '')
  const host = oneLine(reminders.host).replace(/[^A-Za-z0-9.:-]/g, '')
  const productName = oneLine(reminders.productName)
  const calendar = ical({
    prodId: { company: productName, product: 'Trip reminders' },
    name: productName,
  })
  if (!reminders.installed) {
    const start = installTime(departure, reminders.activation)
    calendar.createEvent({
      // The same UID each time: a file downloaded again with another date moves the reminder.
      id: `${orderNo}-install@${host}`,
      stamp: now,
      start,
      end: new Date(start.getTime() + 30 * 60_000),
      floating: true,
      summary: text.installTitle,
      description: text.installBody,
      url: reminders.installUrl,
      alarms: [{ type: ICalAlarmType.display, trigger: 0, description: text.installTitle }],
    })
  }
  const nextDay = new Date(departure)
  nextDay.setDate(nextDay.getDate() + 1)
  calendar.createEvent({
    id: `${orderNo}-landing@${host}`,
    stamp: now,
    start: departure,
    end: nextDay,
    allDay: true,
    summary: text.landTitle,
    description: text.landBody,
    url: reminders.installUrl,
    alarms: [
      { type: ICalAlarmType.display, triggerAfter: LANDING_ALARM_S, description: text.landTitle },
    ],
  })
  // A calendar sets its own lines: the page's break marks (decision 037) stay behind.
  return withoutWordBreaks(calendar.toString())
}
