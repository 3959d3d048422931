import { Component, Suspense, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { onDemand } from '../../../src/shared/ui/onDemand'
import { allowConsoleError } from '../../support/consoleGuard'

function Sheet({ title }: { title: string }) {
  return <h2>{title}</h2>
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children
  }
}

describe('onDemand: a component loaded on first use without suspending', () => {
  it('never shows a Suspense fallback, and renders its module once it is here', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Sheet }))
    const LoadedSheet = onDemand(load)
    const { unmount } = render(
      <Suspense fallback={<p>fallback</p>}>
        <LoadedSheet title="Language" />
      </Suspense>,
    )
    expect(screen.queryByText('fallback')).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument()
    unmount()

    // Loaded once: the next use renders in the same commit, with no second load.
    render(<LoadedSheet title="Again" />)
    expect(screen.getByRole('heading', { name: 'Again' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shares one load between preload and render', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Sheet }))
    const LoadedSheet = onDemand(load)
    await LoadedSheet.preload()
    render(<LoadedSheet title="Menu" />)
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('hands a failed load to the error boundary, and tries again on the next use', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Sheet }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Sheet })
    const LoadedSheet = onDemand(load)
    // React reports the error the boundary caught; that report is expected here.
    allowConsoleError(/dynamically imported module|error occurred in|above error/i)
    const first = render(
      <Boundary>
        <LoadedSheet title="Currency" />
      </Boundary>,
    )
    expect(await screen.findByText('Could not load')).toBeInTheDocument()
    first.unmount()

    render(<LoadedSheet title="Currency" />)
    expect(await screen.findByRole('heading', { name: 'Currency' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
