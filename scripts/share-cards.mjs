// Share cards (Open Graph and Twitter images) for the pre-rendered pages: the app draws each
// card as SVG (src/app/head/ShareCard.tsx), resvg turns it into PNG. A card is named by a hash
// of its SVG and the fonts, kept in node_modules/.cache between builds, so a rebuild draws only
// the cards whose destination, price or wording changed; every page of a destination in one
// language shares one card.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'

/** Debian's font files the cards are set in (packages fonts-dejavu-core and fonts-noto-cjk). */
export const CARD_FONTS = {
  latin: [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  ],
  cjk: [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  ],
}

export function missingCardFonts() {
  return [...CARD_FONTS.latin, ...CARD_FONTS.cjk].filter((file) => !fs.existsSync(file))
}

/** A flag-icons flag as a data URI, or null for a code it has no flag for. */
export function flagReader(root) {
  const dir = path.join(root, 'node_modules', 'flag-icons', 'flags', '4x3')
  const cache = new Map()
  return (code) => {
    const name = code.toLowerCase()
    if (!cache.has(name)) {
      const file = path.join(dir, `${name}.svg`)
      cache.set(
        name,
        /^[a-z]{2}$/.test(name) && fs.existsSync(file)
          ? `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`
          : null,
      )
    }
    return cache.get(name)
  }
}

/**
 * Returns `image(svg, alt)`, which writes the card into `<dist>/share/<hash>.png` (from the cache
 * when it was drawn before) and answers the ShareImage the page's head names.
 */
export function shareCardWriter({ dist, siteUrl, cacheDir, width, height }) {
  const missing = missingCardFonts()
  if (missing.length) {
    throw new Error(
      `share cards need Debian's fonts (apt-get install -y fonts-dejavu-core fonts-noto-cjk); missing ${missing.join(', ')}`,
    )
  }
  const fontStamp = [...CARD_FONTS.latin, ...CARD_FONTS.cjk]
    .map((file) => `${file}:${fs.statSync(file).size}`)
    .join('|')
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.mkdirSync(path.join(dist, 'share'), { recursive: true })
  const written = new Set()
  const stats = { drawn: 0, reused: 0 }
  const origin = siteUrl.replace(/\/+$/, '')

  const image = (svg, alt) => {
    const hash = crypto
      .createHash('sha256')
      .update(fontStamp)
      .update(svg)
      .digest('hex')
      .slice(0, 20)
    const name = `${hash}.png`
    if (!written.has(name)) {
      const cached = path.join(cacheDir, name)
      if (fs.existsSync(cached)) stats.reused++
      else {
        const cjk = svg.includes('Noto Sans CJK') && /[\u2E80-\u9FFF]/.test(svg)
        const png = new Resvg(svg, {
          font: {
            loadSystemFonts: false,
            fontFiles: cjk ? [...CARD_FONTS.cjk, ...CARD_FONTS.latin] : CARD_FONTS.latin,
            defaultFontFamily: 'DejaVu Sans',
          },
        })
          .render()
          .asPng()
        fs.writeFileSync(cached, png)
        stats.drawn++
      }
      fs.copyFileSync(cached, path.join(dist, 'share', name))
      written.add(name)
    }
    return { url: `${origin}/share/${name}`, width, height, alt }
  }
  return { image, stats }
}
