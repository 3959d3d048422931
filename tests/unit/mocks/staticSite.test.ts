import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { siteFile, siteResponse } from '../../../src/mocks/staticSite'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'))
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
write('index.html', 'home')
write('spa-shell.html', 'shell')
write('ja/japan.html', 'japan in japanese')
write('ja/index.html', 'home in japanese')
write('assets/app.js', 'js')
write('404.html', 'not found')
write('ja/404.html', 'not found in japanese')
fs.writeFileSync(path.join(os.tmpdir(), 'outside-the-site.txt'), 'secret')
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('mock-api --site: a built storefront served as the static host serves it', () => {
  it("answers the file, a pre-rendered page, a folder index, and the shell for the app's pages", async () => {
    const page = (file: string) => ({ file: path.join(root, file), status: 200 })
    expect(await siteFile(root, '/assets/app.js')).toEqual(page('assets/app.js'))
    expect(await siteFile(root, '/ja/japan')).toEqual(page('ja/japan.html'))
    expect(await siteFile(root, '/ja')).toEqual(page('ja/index.html'))
    expect(await siteFile(root, '/')).toEqual(page('index.html'))
    expect(await siteFile(root, '/ja/topay')).toEqual(page('spa-shell.html'))
    expect(await siteFile(root, '/orders')).toEqual(page('spa-shell.html'))
  })

  it('answers any other address 404 with the not-found page of its language (issue 35.5)', async () => {
    const missing = (file: string) => ({ file: path.join(root, file), status: 404 })
    expect(await siteFile(root, '/ja/korea')).toEqual(missing('ja/404.html'))
    expect(await siteFile(root, '/fr/japan')).toEqual(missing('404.html'))
    expect(await siteFile(root, '/JAPAN')).toEqual(missing('404.html'))
    expect(await siteFile(root, '/wp-login.php')).toEqual(missing('404.html'))
    expect(await siteFile(root, '/ja/404.html')).toEqual(missing('ja/404.html'))
    const answer = await siteResponse(root, new Request('http://127.0.0.1/ja/korea'))
    expect(answer?.status).toBe(404)
    expect(await answer?.text()).toBe('not found in japanese')
  })

  it('lets the shell draw every route of a build without not-found pages (the demo build)', async () => {
    const spa = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'))
    fs.writeFileSync(path.join(spa, 'spa-shell.html'), 'shell')
    try {
      expect(await siteFile(spa, '/ja/korea')).toEqual({
        file: path.join(spa, 'spa-shell.html'),
        status: 200,
      })
    } finally {
      fs.rmSync(spa, { recursive: true, force: true })
    }
  })

  it('takes the index.html of a build without spa-shell.html for its shell (npm run build:demo)', async () => {
    const demo = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-'))
    fs.writeFileSync(path.join(demo, 'index.html'), 'shell')
    // The per-language manifests make language folders without an index.html.
    fs.mkdirSync(path.join(demo, 'ja'))
    fs.writeFileSync(path.join(demo, 'ja', 'manifest.webmanifest'), '{}')
    try {
      for (const address of ['/ja', '/ja/japan', '/orders', '/ja/topay'])
        expect(await siteFile(demo, address), address).toEqual({
          file: path.join(demo, 'index.html'),
          status: 200,
        })
    } finally {
      fs.rmSync(demo, { recursive: true, force: true })
    }
  })

  it('never leaves the site folder', async () => {
    for (const sneaky of [
      '/../outside-the-site.txt',
      '/%2e%2e/outside-the-site.txt',
      '/%E0%A4%A',
    ]) {
      const found = await siteFile(root, sneaky)
      expect(found === null || found.file.startsWith(root + path.sep)).toBe(true)
    }
  })

  it('answers GET and HEAD with a content type, and leaves other methods to the API', async () => {
    const get = await siteResponse(root, new Request('http://127.0.0.1/ja/japan'))
    expect(get?.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(await get?.text()).toBe('japan in japanese')
    const head = await siteResponse(
      root,
      new Request('http://127.0.0.1/assets/app.js', { method: 'HEAD' }),
    )
    expect(head?.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(
      await siteResponse(root, new Request('http://127.0.0.1/v1/x', { method: 'POST' })),
    ).toBeUndefined()
  })
})
