import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createTestI18n } from '../../support/i18n'
import { InstallKit } from '../../../src/features/order/install/InstallKit'
import { detectPlatform } from '../../../src/features/order/install/platform'
import type { EsimResourceDto } from '../../../src/api/contract/order'

const RESOURCE: EsimResourceDto = {
  iccid: '8901000000000000042',
  smdpAddress: 'smdp.esim-mock.example',
  activationCode: 'ABCD-EFGH-1234',
  lpaString: 'LPA:1$smdp.esim-mock.example$ABCD-EFGH-1234',
  qrText: 'LPA:1$smdp.esim-mock.example$ABCD-EFGH-1234',
}
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const PIXEL =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

async function renderKit(userAgent: string, lng: 'en' | 'de' = 'en') {
  const i18n = await createTestI18n(lng)
  render(
    <I18nextProvider i18n={i18n}>
      <InstallKit resource={RESOURCE} platform={detectPlatform(userAgent)} />
    </I18nextProvider>,
  )
  await screen.findByRole('img', {}, { timeout: 4000 })
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((item) => item.textContent)

describe('install kit (self-contained)', () => {
  it('gives an iPhone the one-tap link, the codes first and its own steps open', async () => {
    await renderKit(IPHONE)
    const link = screen.getByRole('link', { name: 'Install on this iPhone' })
    expect(link).toHaveAttribute(
      'href',
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${RESOURCE.lpaString}`,
    )
    expect(headings()).toEqual([
      'Install in one tap',
      'Enter the details by hand',
      'Scan the QR code',
      'Step by step',
    ])
    const iphone = screen.getByText('iPhone').closest('details')!
    expect(iphone).toHaveAttribute('open')
    expect(screen.getByText('Samsung Galaxy').closest('details')).not.toHaveAttribute('open')
    expect(within(iphone).getAllByRole('listitem')).toHaveLength(4)
  })

  it('gives Android an intent link that may not be handled, and says what to do then', async () => {
    await renderKit(PIXEL, 'de')
    expect(screen.getByRole('link', { name: 'In den eSIM-Einstellungen öffnen' })).toHaveAttribute(
      'href',
      'intent:1$smdp.esim-mock.example$ABCD-EFGH-1234#Intent;scheme=LPA;action=android.intent.action.VIEW;end',
    )
    expect(screen.getByText(/Falls nichts passiert/)).toBeVisible()
    expect(
      screen.getByText('Android (Google Pixel und andere)').closest('details'),
    ).toHaveAttribute('open')
  })

  it('draws the QR code of the LPA string as an SVG with a label', async () => {
    await renderKit('Mozilla/5.0 (X11; Linux x86_64)')
    const qr = screen.getByRole('img', { name: `QR code to install the eSIM ${RESOURCE.iccid}` })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(screen.queryByRole('link')).toBeNull()
    expect(headings()[0]).toBe('Scan the QR code')
  })
})
