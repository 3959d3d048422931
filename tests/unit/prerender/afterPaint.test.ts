import { describe, expect, it } from 'vitest'
import { TEMPLATE_ID, withScriptsAfterPaint } from '../../../scripts/after-paint.mjs'
import { bootstrapTag } from '../../../scripts/after-paint-bootstrap.mjs'

const entry = '<script type="module" crossorigin="" src="/assets/index-1.js"></script>'
const preload = '<link rel="modulepreload" as="script" crossorigin="" href="/assets/Home-2.js">'
const style = '<link rel="stylesheet" crossorigin="" href="/assets/index-3.css">'
const page = (head: string) =>
  `<html><head><title>Home</title>${head}</head><body><h1>Hi</h1></body></html>`

describe('pre-rendered pages paint before their scripts load', () => {
  it("holds the module script and its preloads in a template, after the loader's start", () => {
    const html = withScriptsAfterPaint(page(`${entry}${style}${preload}`), 'after-paint-x.js')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(style)
    expect(head).toContain(
      `${bootstrapTag('/assets/after-paint-x.js')}<template id="${TEMPLATE_ID}">${entry}${preload}</template>`,
    )
    // Nothing the browser would fetch at parse time is left outside the template.
    const outside = head.replace(/<template[\s\S]*<\/template>/, '')
    expect(outside).not.toContain('type="module"')
    expect(outside).not.toContain('modulepreload')
    expect(html).toContain('<body><h1>Hi</h1></body>')
  })

  it('puts the module script first, whatever the order of the head', () => {
    const html = withScriptsAfterPaint(page(`${preload}${style}${entry}`), 'after-paint-x.js')
    expect(html).toContain(`<template id="${TEMPLATE_ID}">${entry}${preload}</template>`)
  })

  it('leaves a page without a module script as it is', () => {
    const html = page(style)
    expect(withScriptsAfterPaint(html, 'after-paint-x.js')).toBe(html)
  })
})
