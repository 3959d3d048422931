import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'

/** Issue 37.1: the value of each plan, and the orders a traveller compares plans in. */
const japanData = () => mockApi.db.packagesOf('area-jp').filter((pkg) => pkg.type === 'DATA')

const perGb = (pkg: { priceUsd: number; dataMb: number }) =>
  `$${((pkg.priceUsd * 1024) / pkg.dataMb).toFixed(2)}/GB`

const radioNames = () =>
  within(screen.getByRole('radiogroup', { name: 'How much data do you need?' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')!.textContent!)

describe('value per GB and the order of plans', () => {
  it('shows each data plan’s price per GB on its tile, with two decimals', async () => {
    await renderApp('/japan')
    await screen.findByRole('radiogroup', { name: 'How much data do you need?' })
    for (const pkg of japanData()) expect(screen.getByText(perGb(pkg))).toBeVisible()
  })

  it('orders the tiles by price, validity or price per GB, as the visitor picks', async () => {
    const user = userEvent.setup()
    await renderApp('/japan')
    const order = await screen.findByRole('combobox', { name: 'Sort plans by' })
    await user.selectOptions(order, 'Price per GB: lowest first')
    const cheapestPerGb = [...japanData()].sort(
      (a, b) => a.priceUsd / a.dataMb - b.priceUsd / b.dataMb,
    )[0]!
    expect(radioNames()[0]).toContain(perGb(cheapestPerGb))
    await user.selectOptions(order, 'Price: lowest first')
    const prices = japanData()
      .map((pkg) => pkg.priceUsd)
      .sort((a, b) => a - b)
    expect(radioNames()[0]).toContain(`$${prices[0]!.toFixed(2)}`)
    await user.selectOptions(order, 'Validity: longest first')
    const longest = Math.max(...japanData().map((pkg) => pkg.days))
    expect(radioNames()[0]).toContain(`${longest} days`)
  })

  it('puts the price per GB in the checkout summary', async () => {
    const user = userEvent.setup()
    await renderApp('/japan/jp-data-5gb-30d', { session: signedIn('accountLogin') })
    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Buy now' }))
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    const pkg = japanData().find((plan) => plan.packageId === 'jp-data-5gb-30d')!
    expect(within(summary).getByText('Price per GB').nextElementSibling).toHaveTextContent(
      perGb(pkg).replace('/GB', ''),
    )
    // And in one line when its validity starts (issue 37.5).
    expect(
      within(summary).getByText(
        pkg.activation === 'ON_INSTALL'
          ? 'Validity starts when you install the eSIM.'
          : 'Validity starts when the eSIM first connects at your destination.',
      ),
    ).toBeVisible()
  })
})
