import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Combobox } from '../../../src/shared/ui/Combobox'

const DESTINATIONS = ['Japan', 'Jamaica', 'Jordan']

function Search() {
  const [query, setQuery] = useState('')
  const options = query ? DESTINATIONS.filter((name) => name.toLowerCase().startsWith(query)) : []
  return (
    <>
      <Combobox
        label="Where are you going?"
        listLabel="Destinations"
        value={query}
        onValueChange={setQuery}
        options={options}
        optionKey={(name) => name}
        renderOption={(name) => name}
        onSelect={() => {}}
      />
      <output>{query}</output>
    </>
  )
}

describe('text typed into a pre-rendered field before the app starts (issue 34)', () => {
  // hydrateRoot is React's own, not Testing Library's: tell React that act() is in use.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT
  let root: Root | null = null
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before
  })
  afterEach(() => {
    act(() => root?.unmount())
    document.body.innerHTML = ''
  })

  it('is answered as soon as the app has started, not at the next keystroke', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Search />)
    document.body.append(container)
    // The traveller taps the box and types before any script of the app has run.
    const input = container.querySelector('input')!
    input.focus()
    input.value = 'ja'
    await act(async () => {
      root = hydrateRoot(container, <Search />)
    })
    expect(screen.getByRole('combobox')).toHaveValue('ja')
    expect(container.querySelector('output')).toHaveTextContent('ja')
    const list = screen.getByRole('listbox', { name: 'Destinations' })
    expect(list).toBeVisible()
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Japan',
      'Jamaica',
    ])
  })
})
