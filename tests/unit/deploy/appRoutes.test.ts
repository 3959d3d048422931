import { describe, expect, it } from 'vitest'
import { appRoutes } from '../../../deploy/hostRules.mjs'
import { pages } from '../../../src/app/router/pages'
import { isPublicPage } from '../../../src/app/head/publicPages'
import { LOCALE_CODES, DEFAULT_LOCALE } from '../../../src/i18n/locales'

/**
 * The hosts answer 404 for any address without a file that is not one of the app's own pages
 * (docs/decisions/029): their list must be the route table's pages the build does not render.
 */
describe("the hosts' list of the app's own pages", () => {
  it('is every page of the route table that is not pre-rendered, in every language', () => {
    const drawnInTheBrowser = pages
      .filter((page) => !isPublicPage(page.name))
      .map((page) => page.path)
    // None takes a parameter: the hosts match them as they are.
    expect(drawnInTheBrowser.filter((path) => path.includes(':'))).toEqual([])
    expect([...appRoutes.paths].sort()).toEqual([...drawnInTheBrowser].sort())
    expect([...appRoutes.prefixes].sort()).toEqual(
      LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).sort(),
    )
  })
})
