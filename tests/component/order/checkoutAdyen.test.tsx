import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRef } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import AdyenDropin, { type DropinController } from '../../../src/features/order/payment/AdyenDropin'
import { adyenCdnBase, type AdyenWebGlobal } from '../../../src/features/order/payment/adyenWeb'
import type { AdyenJsonDto, AdyenPayParamDto } from '../../../src/api/contract/order'
import type { PayOutcome } from '../../../src/features/order/checkout/checkoutTypes'
import { createTestI18n } from '../../support/i18n'

/**
 * The live build's branch cannot reach Adyen here (no network, no package): these tests stand a
 * fake `window.AdyenWeb` in for Adyen's script, or make the script fail to load.
 */
const params: AdyenPayParamDto = {
  paymentId: 'pay-1',
  amount: { value: 1389, currency: 'USD' },
  countryCode: 'US',
  shopperLocale: 'en-US',
  paymentMethodsResponse: { paymentMethods: [{ type: 'scheme', name: 'Cards' }] },
}

type Handler = (
  state: { data: AdyenJsonDto },
  component: unknown,
  actions: { resolve: (response: unknown) => void; reject: () => void },
) => Promise<void>

function fakeAdyen() {
  const calls = { configuration: {} as Record<string, unknown>, submitted: 0, unmounted: 0 }
  const fake: AdyenWebGlobal = {
    AdyenCheckout: async (configuration) => {
      calls.configuration = configuration
      return {}
    },
    Dropin: class {
      mount() {
        return this
      }
      unmount() {
        calls.unmounted += 1
      }
      submit() {
        calls.submitted += 1
      }
    },
  }
  return { fake, calls }
}

async function renderDropin(onSubmit: (data: AdyenJsonDto) => Promise<PayOutcome | null>) {
  const i18n = await createTestI18n('en')
  const controller = createRef<DropinController | null>() as { current: DropinController | null }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AdyenDropin
          params={params}
          controller={controller}
          onSubmit={onSubmit}
          onDetails={onSubmit}
        />
      </MemoryRouter>
    </I18nextProvider>,
  )
  return { ...view, controller }
}

describe('live builds: Adyen Web Drop-in', () => {
  afterEach(() => {
    delete window.AdyenWeb
    document.head.querySelectorAll('script[src*="adyen"], link[href*="adyen"]').forEach((node) => {
      node.remove()
    })
  })

  it('mounts with the payment parameters and the configured key, and answers Adyen', async () => {
    const { fake, calls } = fakeAdyen()
    window.AdyenWeb = fake
    const onSubmit = vi.fn(async (): Promise<PayOutcome> => ({
      kind: 'challenge',
      paymentId: 'pay-1',
      action: { type: 'threeDS2' },
    }))
    const { controller, unmount } = await renderDropin(onSubmit)
    await waitFor(() => expect(controller.current).not.toBeNull())
    expect(calls.configuration).toMatchObject({
      clientKey: 'test_TESTCLIENTKEY00000000000000000',
      environment: 'test',
      amount: params.amount,
      countryCode: 'US',
      locale: 'en-US',
      paymentMethodsResponse: params.paymentMethodsResponse,
    })
    controller.current!.submit()
    expect(calls.submitted).toBe(1)

    // Adyen calls onSubmit with the encrypted state; a challenge goes back to the component.
    const actions = { resolve: vi.fn(), reject: vi.fn() }
    const handler = calls.configuration.onSubmit as Handler
    await handler({ data: { paymentMethod: { type: 'scheme' } } }, null, actions)
    expect(onSubmit).toHaveBeenCalledWith({ paymentMethod: { type: 'scheme' } })
    expect(actions.resolve).toHaveBeenCalledWith({
      resultCode: 'ChallengeShopper',
      action: { type: 'threeDS2' },
    })
    onSubmit.mockResolvedValueOnce({
      kind: 'failed',
      paymentId: 'pay-1',
      outcome: 'FAILED',
      reason: null,
    })
    await handler({ data: {} }, null, actions)
    expect(actions.reject).toHaveBeenCalled()
    unmount()
    expect(calls.unmounted).toBe(1)
  })

  it("loads Adyen's script from its CDN and explains a failed load, with a retry", async () => {
    const user = userEvent.setup()
    await renderDropin(async () => null)
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="adyen"]')
      expect(found).not.toBeNull()
      return found!
    })
    expect(script.src).toBe(`${adyenCdnBase('test')}/adyen.js`)
    script.dispatchEvent(new Event('error'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The secure card form could not be loaded.')

    const { fake } = fakeAdyen()
    window.AdyenWeb = fake
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
