import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { CheckoutAlert } from '../../../src/features/order/checkout/CheckoutAlert'
import { noPlanChosen } from '../../../src/features/order/checkout/payFlow'
import { createTestI18n } from '../../support/i18n'

describe('the checkout alert', () => {
  it("words the client's own 'no plan chosen' in the page's language, never in English", async () => {
    const i18n = await createTestI18n('ja')
    render(
      <I18nextProvider i18n={i18n}>
        <CheckoutAlert error={noPlanChosen} decline={null} />
      </I18nextProvider>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(i18n.t('checkout:empty.title'))
    expect(alert).toHaveTextContent(i18n.t('checkout:empty.text'))
    expect(alert.textContent).not.toMatch(/[A-Za-z]{3,}/)
  })
})
