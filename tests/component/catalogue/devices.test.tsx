import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { DEVICES } from '../../../src/features/catalogue/devices/deviceList'

async function openDevices(url = '/japan/jp-data-5gb-30d') {
  const user = userEvent.setup()
  await renderApp(url)
  const button = await screen.findByRole('button', { name: /is my phone compatible/i })
  await user.click(button)
  const dialog = screen.getByRole('dialog', { name: 'eSIM-compatible devices' })
  await within(dialog).findByText(`${DEVICES.length} devices`)
  return { user, button, dialog }
}

describe('compatible devices', () => {
  it('lists eSIM devices by brand with their caveats, focused on the search box', async () => {
    const { dialog } = await openDevices()
    const search = within(dialog).getByRole('searchbox', { name: 'Search for your device' })
    expect(search).toHaveFocus()
    expect(within(dialog).getByRole('heading', { name: 'Apple' })).toBeVisible()
    expect(within(dialog).getByText('iPhone XS')).toBeVisible()
    expect(within(dialog).getByText('Galaxy Z Fold4')).toBeVisible()
    expect(
      within(dialog).getAllByText('Not models bought in mainland China').length,
    ).toBeGreaterThan(0)
    expect(within(dialog).getByText(/dial \*#06#/)).toBeVisible()
  })

  it('searches trimmed and case-insensitive, by model or brand and model', async () => {
    const { user, dialog } = await openDevices()
    const search = within(dialog).getByRole('searchbox')
    await user.type(search, '  PIXEL 8 ')
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 devices')
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pixel 8', 'Pixel 8 Pro', 'Pixel 8a'])
    await user.clear(search)
    await user.type(search, 'samsung galaxy s2')
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(10)
  })

  it('says so when nothing matches', async () => {
    const { user, dialog } = await openDevices()
    await user.type(within(dialog).getByRole('searchbox'), 'nokia 3310')
    expect(within(dialog).getByRole('status')).toHaveTextContent('No device matches “nokia 3310”.')
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0)
  })

  it('closes on Escape and gives focus back to the link', async () => {
    const { user, button } = await openDevices()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })

  it('is offered on the plan detail too, in the visitor’s language', async () => {
    const user = userEvent.setup()
    await renderApp('/tr/japan/jp-data-5gb-30d')
    await user.click(await screen.findByRole('button', { name: 'Devam et' }))
    await screen.findByRole('button', { name: 'Hemen satın al' })
    await user.click(await screen.findByRole('button', { name: /Telefonum uyumlu mu/ }))
    expect(await screen.findByRole('dialog', { name: 'eSIM uyumlu cihazlar' })).toBeVisible()
  })
})
