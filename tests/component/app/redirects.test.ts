import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isInternalPath } from '../../../src/shared/lib/internalPath'
import { returnPathFrom } from '../../../src/features/order/payment/transitHandoff'

/** Where a browser would go for `href` on this page: must stay on our origin. */
const staysHome = (href: string) =>
  new URL(href, window.location.href).origin === window.location.origin

describe('no open redirect (issue 7.4)', () => {
  it.each(['/', '/japan', '/ja/orders?tab=CURRENT&orderId=1', '/mealdetail#plans'])(
    'accepts the in-store path %s',
    (path) => expect(isInternalPath(path)).toBe(true),
  )

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
  ])('refuses %j', (path) => expect(isInternalPath(path)).toBe(false))

  it('never accepts a string the browser would resolve to another origin', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('/', '\\', '.', ':', 'a', '\t', '@', 'e') }),
        (text) => {
          if (isInternalPath(text)) expect(staysHome(text)).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('/transit returns only to paths on this site', () => {
    const origin = window.location.origin
    expect(returnPathFrom(`${origin}/ja/payment-success?paymentId=p1`, 'paid')).toBe(
      '/ja/payment-success?paymentId=p1',
    )
    expect(returnPathFrom(`${origin}/topup-success?x=1`, 'cancelled')).toBe('/topup-fail?x=1')
    expect(returnPathFrom('https://evil.example/payment-success', 'paid')).toBeNull()
    expect(returnPathFrom('//evil.example/payment-success', 'paid')).toBeNull()
    expect(returnPathFrom('/\\evil.example/payment-success', 'paid')).toBeNull()
    expect(returnPathFrom(`${origin}//evil.example/payment-success`, 'paid')).toBeNull()
    expect(returnPathFrom('javascript:alert(1)', 'paid')).toBeNull()
  })
})
