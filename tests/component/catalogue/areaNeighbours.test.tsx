import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../../support/render'

/** Issue 37.2: the wrong-country guard, and the plans that also cover a country. */
describe('an area page’s neighbours', () => {
  it('asks a visitor on Austria’s page whether they meant Australia, and links there', async () => {
    await renderApp('/austria')
    const link = await screen.findByRole('link', { name: 'Looking for Australia?' })
    expect(link).toHaveAttribute('href', '/australia')
  })

  it('asks in the page’s language', async () => {
    await renderApp('/ja/australia')
    expect(
      await screen.findByRole('link', { name: 'オーストリアをお探しですか？' }),
    ).toHaveAttribute('href', '/ja/austria')
  })

  it('names the regional and global plans that also cover the country, with their facts', async () => {
    await renderApp('/italy')
    const section = await screen.findByRole('region', {
      name: 'Travelling beyond Italy? These plans cover Italy and more',
    })
    const europe = within(section).getByRole('link', { name: /^Europe/ })
    expect(europe).toHaveAttribute('href', '/europe')
    expect(europe).toHaveTextContent(/From \$\d+\.\d\d · \d+ countries/)
  })

  it('says nothing on a page with no look-alike', async () => {
    await renderApp('/japan')
    await screen.findByRole('heading', { level: 1, name: 'Japan eSIM' })
    await screen.findByRole('region', { name: /These plans cover Japan and more/ })
    expect(screen.queryByRole('link', { name: /^Looking for/ })).toBeNull()
  })
})
