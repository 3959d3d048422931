import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'

/** What the polite live regions say right now. */
function liveText(): string {
  return screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ')
}

async function searchFor(text: string, url = '/') {
  const user = userEvent.setup()
  const app = await renderApp(url)
  const input = await screen.findByRole('combobox')
  await user.type(input, text)
  return { user, input, ...app }
}

describe('destination search in the hero', () => {
  it('is a labelled combobox that opens a listbox of matches as you type', async () => {
    const { input } = await searchFor('jap')
    expect(input).toHaveAccessibleName('Where are you going?')
    const list = await screen.findByRole('listbox', { name: 'Matching destinations' })
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'))
    expect(input).toHaveAttribute('aria-controls', list.id)
    const japan = within(list).getByRole('option', { name: /japan/i })
    expect(japan).toHaveTextContent('Country')
    expect(japan).toHaveTextContent('From $3.49')
    // Screen readers hear how many matched.
    expect(liveText()).toMatch(/destinations? found/)
  })

  it('moves with the arrows, wraps, and opens the highlighted destination on Enter', async () => {
    const { user, input, router } = await searchFor('ja')
    const list = await screen.findByRole('listbox')
    const options = await within(list).findAllByRole('option')
    expect(options.length).toBeGreaterThan(1)
    expect(input).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)!.id)
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    expect(input).toHaveFocus()

    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/japan'))
  })

  it('closes on Escape, and a second Escape clears the text', async () => {
    const { user, input } = await searchFor('jap')
    await screen.findByRole('option', { name: /japan/i })
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    expect(input).toHaveValue('jap')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })

  it('opens a destination with a click, in the visitor’s language', async () => {
    const { user, router } = await searchFor('日本', '/ja')
    await user.click(await screen.findByRole('option', { name: /日本/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/japan'))
  })

  it.each([
    ['/', 'Austria', 'Looking for Australia?', '/australia'],
    ['/ja', 'オーストリア', 'オーストラリアをお探しですか？', '/ja/australia'],
  ])('%s: asks about the look-alike country a slip away (%s)', async (url, typed, asked, path) => {
    const { user, input, router } = await searchFor(typed, url)
    const list = await screen.findByRole('listbox')
    const question = await within(list).findByRole('option', {
      name: new RegExp(asked.replace('?', '\\?')),
    })
    // The typed country comes first; the question after it, where the arrows reach it.
    const options = within(list).getAllByRole('option')
    expect(options.indexOf(question)).toBe(options.length - 1)
    expect(options[0]).not.toHaveTextContent(asked)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', question.id)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(path))
  })

  it('asks for the whole area list once, however many countries it checks', async () => {
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/v1/query/areas')) asked.push(request.url)
    }
    mockApi.server.events.on('request:start', listen)
    try {
      const { user, input } = await searchFor('Austria')
      await screen.findByRole('option', { name: /Looking for Australia\?/ })
      // The page may ask once for its own lists; the guard's second country asks nothing more.
      const before = asked.length
      await user.clear(input)
      await user.type(input, 'Slovakia')
      await screen.findByRole('option', { name: /Looking for Slovenia\?/ })
      expect(asked).toHaveLength(before)
    } finally {
      mockApi.server.events.removeListener('request:start', listen)
    }
  })

  it('asks nothing when both look-alikes are already listed', async () => {
    const { store } = await searchFor('austr')
    const list = await screen.findByRole('listbox')
    const first = (await within(list).findAllByRole('option'))[0]!
    const slug = /^Australia/.test(first.textContent!) ? 'australia' : 'austria'
    // The guard has had its answer: it found the other one, and left it where it was.
    await waitFor(() =>
      expect(store.getState().catalogue.neighbours[slug]?.data?.lookalikes.length).toBeGreaterThan(
        0,
      ),
    )
    expect(within(list).getByRole('option', { name: /^Australia/ })).toBeVisible()
    expect(within(list).getByRole('option', { name: /^Austria/ })).toBeVisible()
    expect(within(list).queryByRole('option', { name: /Looking for/ })).not.toBeInTheDocument()
  })

  it('says clearly when nothing matches', async () => {
    const { input } = await searchFor('zzzz')
    expect(
      await screen.findByText('No destination found for “zzzz”', { selector: 'p' }),
    ).toBeVisible()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(liveText()).toContain('No destination found for “zzzz”')
  })

  it.each([
    ['/', 'zzzz', 'Country or region, e.g. Japan'],
    ['/de', 'zzzz', 'Land oder Region, z. B. Japan'],
    ['/ja', 'zzzz', '国や地域を検索（例：韓国）'],
    ['/zh-HK', 'zzzz', '搜尋國家或區域，例如：日本'],
  ])('%s: every word the search suggests finds a destination', async (url, miss, placeholder) => {
    const { user, input } = await searchFor(miss, url)
    expect(input).toHaveAttribute('placeholder', placeholder)
    const hints = () =>
      screen.findByRole('list', { name: /spelling|Schreibweise|表記|名稱是否正確/ })
    const tries = within(await hints()).getAllByRole('button')
    expect(tries).toHaveLength(3)
    const words = [placeholder.match(/(?:e\.g\.|z\. B\.|例：|例如：)\s*(.+?)）?$/)![1]!]
    for (const index of tries.keys()) {
      const button = within(await hints()).getAllByRole('button')[index]!
      words.push(button.textContent!)
      await user.click(button)
      expect(input).toHaveValue(button.textContent)
      expect(input).toHaveFocus()
      expect(await screen.findAllByRole('option')).not.toHaveLength(0)
      await user.clear(input)
      await user.type(input, miss)
    }
    // And the placeholder's example, typed.
    await user.clear(input)
    await user.type(input, words[0]!)
    expect(await screen.findAllByRole('option')).not.toHaveLength(0)
  })

  it('finds a region by its local name and alias', async () => {
    const { user, input } = await searchFor('Europa', '/de')
    expect(await screen.findByRole('option', { name: /Europa/ })).toHaveTextContent('Region')
    await user.clear(input)
    await user.type(input, '東南アジア')
    expect(await screen.findByRole('option', { name: /Südostasien/ })).toBeInTheDocument()
  })

  it('shows a hint while searching', async () => {
    mockApi.server.use(
      http.post('*/v2/search/areas', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        return HttpResponse.error()
      }),
    )
    await searchFor('ital')
    expect(await screen.findByText('Searching…', { selector: 'p' })).toBeVisible()
    await screen.findByRole('button', { name: 'Try again' })
  })

  it('offers a retry after a network error, and the retry shows results', async () => {
    mockApi.server.use(http.post('*/v2/search/areas', () => HttpResponse.error(), { once: true }))
    const { user } = await searchFor('japan')
    expect(await screen.findByText(/network error/i, { selector: 'p' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('option', { name: /japan/i })).toBeInTheDocument()
  })
})
