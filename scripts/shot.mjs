// Dev aid: screenshots of a URL at phone and desktop widths, with the console printed.
// Usage: node_modules/.bin/node scripts/shot.mjs <url> <name> [width...]
import { chromium } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs'

const [url, name = 'shot', ...widths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
for (const width of widths.length ? widths.map(Number) : [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } })
  const page = await context.newPage()
  page.on('console', (msg) => console.log(`[${width}] ${msg.type()}: ${msg.text()}`))
  page.on('pageerror', (err) => console.log(`[${width}] pageerror: ${err.message}`))
  await page.goto(url)
  await page.waitForTimeout(Number(process.env.WAIT ?? 2500))
  await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: process.env.FULL === '1' })
  console.log(`/tmp/${name}-${width}.png ${page.url()}`)
  await context.close()
}
await browser.close()
