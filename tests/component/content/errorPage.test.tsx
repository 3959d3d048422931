import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { SUPPORT_EMAIL } from '../../../src/config/constants'

/** The first render loads the page chunk and its messages: slow on a busy machine. */
const FIRST_RENDER = { timeout: 10_000 }

describe('error page', { timeout: 15_000 }, () => {
  it('offers a way home and a way to support', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/error')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sorry, something went wrong' },
        FIRST_RENDER,
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Email customer service' })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Help with Roamwise')}`,
    )
    await waitFor(() => expect(document.title).toBe('Something went wrong | Roamwise'))
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('quotes a reference code, but only a code', async () => {
    await renderApp('/tr/error?code=PAY-5003')
    expect(await screen.findByText('PAY-5003', {}, FIRST_RENDER)).toBeVisible()
    const mail = screen.getByRole('link', { name: 'Müşteri hizmetlerine e-posta gönder' })
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain('PAY-5003')
  })

  it('sets the reference against its label as each language does', async () => {
    await renderApp('/ja/error?code=PAY-5003')
    const code = await screen.findByText('PAY-5003', {}, FIRST_RENDER)
    // No half-width space after a Japanese colon (docs/style/ja.md).
    expect(code.parentElement!.textContent).toBe('エラー番号：PAY-5003')
  })

  it('ignores a reference that is not a code', async () => {
    await renderApp('/error?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER)
    expect(screen.queryByText('Error reference:')).toBeNull()
  })
})
