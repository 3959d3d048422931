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
fs.writeFileSync(path.join(os.tmpdir(), 'outside-the-site.txt'), 'secret')
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('mock-api --site: a built storefront served as the static host serves it', () => {
  it('answers the file, a pre-rendered page, a folder index, else the app shell', async () => {
    expect(await siteFile(root, '/assets/app.js')).toBe(path.join(root, 'assets/app.js'))
    expect(await siteFile(root, '/ja/japan')).toBe(path.join(root, 'ja/japan.html'))
    expect(await siteFile(root, '/ja')).toBe(path.join(root, 'ja/index.html'))
    expect(await siteFile(root, '/')).toBe(path.join(root, 'index.html'))
    expect(await siteFile(root, '/ja/topay')).toBe(path.join(root, 'spa-shell.html'))
  })

  it('never leaves the site folder', async () => {
    for (const sneaky of [
      '/../outside-the-site.txt',
      '/%2e%2e/outside-the-site.txt',
      '/%E0%A4%A',
    ]) {
      const file = await siteFile(root, sneaky)
      expect(file === null || file.startsWith(root + path.sep)).toBe(true)
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
