import { describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { localDay } from '../../../src/features/order/calendar/calendarDay'
import {
  tripCalendar,
  type TripReminders,
} from '../../../src/features/order/calendar/tripReminders'

const reminders = (over: Partial<TripReminders> = {}): TripReminders => ({
  departure: '2026-12-20',
  activation: 'ON_FIRST_CONNECTION',
  installed: false,
  orderNo: 'RW20261129001',
  installUrl: 'https://www.roamwise.example/ja/orders?kit=o-1',
  host: 'www.roamwise.example',
  productName: 'Roamwise',
  text: {
    installTitle: 'Install your eSIM for Japan',
    installBody: 'On Wi-Fi, before you fly; it takes a few minutes, and the plan waits, unused.',
    // As the page's messages carry them: with a zero-width space where a line may break.
    landTitle:
      '日本に\u200b到着したら、\u200beSIMの\u200bデータローミングを\u200bオンにしてください',
    landBody: '設定でモバイルデータ通信にeSIMを選び、データローミングをオンにします。',
  },
  ...over,
})

const NOW = new Date('2026-11-29T12:00:00Z')

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    const alarm = vevent.getFirstSubcomponent('valarm')!
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      floating: event.startDate.zone === ICAL.Timezone.localTimezone,
      allDay: event.startDate.isDate,
      end: event.endDate.toString(),
      url: vevent.getFirstPropertyValue('url'),
      trigger: String(alarm.getFirstPropertyValue('trigger')),
      action: alarm.getFirstPropertyValue('action'),
    }
  })
}

describe('the trip reminders calendar file (RFC 5545)', () => {
  it('reminds to install the evening before a plan whose clock starts on arrival', () => {
    const [install, landing] = parse(tripCalendar(reminders(), NOW))
    expect(install).toMatchObject({
      uid: 'RW20261129001-install@www.roamwise.example',
      summary: 'Install your eSIM for Japan',
      description: 'On Wi-Fi, before you fly; it takes a few minutes, and the plan waits, unused.',
      start: '2026-12-19T19:00:00',
      floating: true,
      allDay: false,
      end: '2026-12-19T19:30:00',
      url: 'https://www.roamwise.example/ja/orders?kit=o-1',
      trigger: 'PT0S',
      action: 'DISPLAY',
    })
    expect(landing).toMatchObject({
      uid: 'RW20261129001-landing@www.roamwise.example',
      summary: '日本に到着したら、eSIMのデータローミングをオンにしてください',
      start: '2026-12-20',
      allDay: true,
      end: '2026-12-21',
      trigger: 'PT9H',
    })
  })

  it('reminds on the morning of the flight when installing starts the clock', () => {
    for (const activation of ['ON_INSTALL', null] as const) {
      const [install] = parse(tripCalendar(reminders({ activation }), NOW))
      expect(install!.start, String(activation)).toBe('2026-12-20T07:00:00')
    }
  })

  it('keeps only the landing reminder once the eSIM is installed', () => {
    const events = parse(tripCalendar(reminders({ installed: true }), NOW))
    expect(events.map((event) => event.uid)).toEqual(['RW20261129001-landing@www.roamwise.example'])
  })

  it('crosses month and year ends in the traveller’s calendar', () => {
    const [install, landing] = parse(tripCalendar(reminders({ departure: '2027-01-01' }), NOW))
    expect(install!.start).toBe('2026-12-31T19:00:00')
    expect(landing!.end).toBe('2027-01-02')
  })

  it('writes lines the standard allows: CRLF, at most 75 octets, text escaped', () => {
    const text = tripCalendar(reminders(), NOW)
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    const lines = text.split('\r\n')
    expect(lines.every((line) => !line.includes('\n'))).toBe(true)
    for (const line of lines)
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75)
    expect(text).toContain('DESCRIPTION:On Wi-Fi\\, before you fly\\; it takes')
    expect(text).toMatch(/DTSTAMP:20261129T120000Z/)
  })

  it('refuses a day that is not in the calendar', () => {
    expect(localDay('2026-02-30')).toBeNull()
    expect(localDay('20-12-2026')).toBeNull()
    expect(() => tripCalendar(reminders({ departure: '2026-13-01' }), NOW)).toThrow(RangeError)
  })
})

describe('values that could break the file (issue 46.6)', () => {
  it('lets no CR/LF in an order number, a name or a text start a property of its own', () => {
    const text = tripCalendar(
      reminders({
        orderNo: 'RW1\r\nX-EVIL:1',
        productName: 'Roam\r\nX-EVIL:2',
        host: 'www.roamwise.example\r\nX-EVIL:3',
        text: {
          installTitle: 'Install\r\nX-EVIL:4',
          installBody: 'Body; with, separators\nX-EVIL:5',
          landTitle: 'Land',
          landBody: 'Land body',
        },
      }),
      NOW,
    )
    expect(text.split(/\r?\n/).filter((line) => line.startsWith('X-EVIL'))).toEqual([])
    const events = parse(text)
    expect(events.map((event) => event.uid)).toEqual([
      'RW1X-EVIL1-install@www.roamwise.exampleX-EVIL:3',
      'RW1X-EVIL1-landing@www.roamwise.exampleX-EVIL:3',
    ])
    expect(events[0]!.description).toBe('Body; with, separators\nX-EVIL:5')
  })
})
