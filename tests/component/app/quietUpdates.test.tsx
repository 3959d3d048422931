import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { renderApp } from '../../support/render'
import { viewportChanged } from '../../../src/features/session/sessionSlice'

/**
 * A store update React must apply at once (useSyncExternalStore) re-renders every component whose
 * selection changed, in one task that cannot yield. Right after a pre-rendered page is hydrated,
 * such an update to the layout also forces the page's own part to hydrate in that same task: on
 * a phone that was a 250 ms block (issue 8). Components select the fields they show, not a whole
 * slice, so a change nothing on the page shows re-renders nothing.
 */
describe('session changes no public page shows', () => {
  it("a phone's viewport report re-renders nothing", async () => {
    const commits: string[] = []
    const { store } = await renderApp('/ja/how-it-works', {
      onRender: (_id, phase) => commits.push(phase),
    })
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    expect(commits.length).toBeGreaterThan(0)

    commits.length = 0
    act(() => {
      store.dispatch(viewportChanged(!store.getState().session.mobile))
    })
    expect(commits).toEqual([])
  })
})
