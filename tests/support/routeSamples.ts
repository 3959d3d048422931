import fs from 'node:fs'
import path from 'node:path'
import { pages } from '../../src/app/router/pages'
import { needsToken } from '../../src/app/router/guard'
import type { LocaleCode } from '../../src/i18n/locales'

/**
 * One concrete URL (without locale prefix) for every page of the route table
 * (src/app/router/pages.ts, the table the router is built from), for the tests that visit
 * every page: tests/component/app/everyPage.test.tsx in every language, and
 * tests/e2e/all-routes.spec.ts in a browser.
 */
export interface RouteSample {
  /** The page's name in the table. */
  name: string
  path: string
  /** Behind the login guard (SPEC 2.7): visited signed in. */
  guarded: boolean
}

const SLUG = 'roamwise'

/** A sample for every path with parameters; a new one fails routeSamples() until added. */
const SAMPLE_PATHS: Record<string, string> = {
  area: '/japan',
  'area-dataplan': '/japan/jp-data-5gb-30d',
  'esim-call-text-dataplan': '/esim-call-text/jp-call-3gb-30d',
}

export function routeSamples(): RouteSample[] {
  return pages.map((page) => {
    const sample = SAMPLE_PATHS[page.name] ?? `/${page.path.replaceAll('{slug}', SLUG)}`
    if (sample.includes(':')) {
      throw new Error(`Add a sample URL for the page "${page.name}" (${page.path}) to SAMPLE_PATHS`)
    }
    return { name: page.name, path: sample, guarded: needsToken(sample) }
  })
}

/** The headings that mean "this page did not render": not found, and the render-error page. */
export function failureHeadings(locale: LocaleCode): string[] {
  const file = path.join(import.meta.dirname, '../../locales', locale, 'common.json')
  const common = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    notFound: { title: string }
    renderError: { title: string }
  }
  return [common.notFound.title, common.renderError.title]
}
