import { describe, expect, it } from 'vitest'
import { startAtOnceBecause, type Arrival } from '../../../src/app/prerender/startPolicy'

const firstVisit: Arrival = {
  pathname: '/japan',
  search: '',
  html: { currency: 'USD', showsCookieNotice: false, headerFits: true },
  kept: { login: false, cookieNoticeAnswered: false },
  browserLanguages: ['en-US', 'en'],
}
const arrive = (change: Partial<Arrival>, kept: Partial<Arrival['kept']> = {}): Arrival => ({
  ...firstVisit,
  ...change,
  kept: { ...firstVisit.kept, ...kept },
})

describe('when a pre-rendered page starts its app', () => {
  it('waits for the visitor when the HTML already is their page', () => {
    expect(startAtOnceBecause(firstVisit)).toBeNull()
    expect(startAtOnceBecause(arrive({ pathname: '/' }))).toBeNull()
    expect(startAtOnceBecause(arrive({ search: '?' }))).toBeNull()
    // Kept choices the HTML already shows change nothing.
    expect(
      startAtOnceBecause(arrive({}, { currency: 'USD', cookieNoticeAnswered: true })),
    ).toBeNull()
  })

  it('starts at once for HTML rendered for another path', () => {
    expect(startAtOnceBecause(arrive({ html: null }))).toBe('not-this-page')
  })

  it('starts at once when the bare root should open in another language', () => {
    expect(startAtOnceBecause(arrive({ pathname: '/', browserLanguages: ['ja-JP'] }))).toBe(
      'another-language',
    )
    expect(startAtOnceBecause(arrive({ pathname: '/' }, { localeChoice: 'de' }))).toBe(
      'another-language',
    )
    // Any other path names its language itself.
    expect(startAtOnceBecause(arrive({ browserLanguages: ['ja-JP'] }))).toBeNull()
  })

  it('starts at once for a referral link or any other query', () => {
    expect(startAtOnceBecause(arrive({ search: '?shortCode=ab12' }))).toBe('query')
  })

  it("starts at once when the HTML's header does not fit this screen in this language", () => {
    expect(
      startAtOnceBecause(
        arrive({ html: { currency: 'USD', showsCookieNotice: false, headerFits: false } }),
      ),
    ).toBe('header-fit')
  })

  it("starts at once for what the visitor kept that the HTML can't show", () => {
    expect(startAtOnceBecause(arrive({}, { login: true }))).toBe('login')
    expect(startAtOnceBecause(arrive({}, { currency: 'EUR' }))).toBe('currency')
    expect(
      startAtOnceBecause(
        arrive(
          { html: { currency: 'USD', showsCookieNotice: true, headerFits: true } },
          { cookieNoticeAnswered: true },
        ),
      ),
    ).toBe('cookie-notice')
  })
})
