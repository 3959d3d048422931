import { renderToStaticMarkup } from 'react-dom/server'
import Globe from 'lucide-react/icons/globe'
import MapIcon from 'lucide-react/icons/map'
import type { LocaleCode } from '../../i18n/locales'

/**
 * The picture a shared link shows (Open Graph and Twitter cards, 1200×630): a destination's
 * flag or drawn mark, its name and its "from" price in the page's language, or the store's own
 * card for other pages. Written as SVG here (the build turns it into PNG with resvg:
 * scripts/share-cards.mjs), from the same icons and colours the site uses.
 */

export const SHARE_CARD_WIDTH = 1200
export const SHARE_CARD_HEIGHT = 630

/** The fonts the card's text is set in, per language (Debian: fonts-noto-cjk, fonts-dejavu-core). */
export function shareCardFonts(locale: LocaleCode): string {
  const cjk = { ja: 'Noto Sans CJK JP', 'zh-CN': 'Noto Sans CJK SC', 'zh-HK': 'Noto Sans CJK HK' }
  const own = cjk[locale as keyof typeof cjk]
  return own ? `${own}, DejaVu Sans` : 'DejaVu Sans, Noto Sans CJK JP'
}

export interface ShareCardContent {
  locale: LocaleCode
  brand: string
  /** The big line: a destination's name, or the store's promise. */
  title: string
  /** The line below it: the "from" price, or a shorter promise. */
  detail: string
  /** A country's flag as an SVG data URI; regions and global plans get a drawn mark. */
  mark: { kind: 'flag'; href: string } | { kind: 'REGION' | 'GLOBAL' } | null
}

const BRAND = '#0e7c66'
const INK = '#ffffff'
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/

/** A rough width of `text` in em: enough to choose a size and where to break, not to typeset. */
function emWidth(text: string): number {
  let width = 0
  for (const char of text) {
    if (CJK.test(char)) width += 1
    else if (/[A-ZÀ-ÞĞİŞ0-9mw@%]/.test(char)) width += 0.78
    else if (char === ' ') width += 0.35
    else width += 0.64
  }
  return width
}

/** Breaks `text` into lines of at most `maxEm`: at spaces, or anywhere in CJK text. */
export function wrapText(text: string, maxEm: number): string[] {
  const words = CJK.test(text) && !text.includes(' ') ? [...text] : text.split(' ')
  const joiner = CJK.test(text) && !text.includes(' ') ? '' : ' '
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? `${line}${joiner}${word}` : word
    if (line && emWidth(next) > maxEm) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** The largest size at which `text` fits `width` px in at most `maxLines` lines. */
export function fitText(text: string, width: number, sizes: readonly number[], maxLines: number) {
  for (const size of sizes) {
    const lines = wrapText(text, width / size)
    if (lines.length <= maxLines && lines.every((line) => emWidth(line) * size <= width)) {
      return { size, lines }
    }
  }
  const size = sizes[sizes.length - 1]!
  return { size, lines: wrapText(text, width / size).slice(0, maxLines) }
}

function Mark({ mark }: { mark: ShareCardContent['mark'] }) {
  if (!mark) return null
  if (mark.kind === 'flag') {
    return (
      <g>
        <clipPath id="flag-corners">
          <rect x="80" y="175" width="360" height="270" rx="24" />
        </clipPath>
        <image
          href={mark.href}
          x="80"
          y="175"
          width="360"
          height="270"
          clipPath="url(#flag-corners)"
          preserveAspectRatio="xMidYMid slice"
        />
        <rect
          x="80"
          y="175"
          width="360"
          height="270"
          rx="24"
          fill="none"
          stroke="rgba(255,255,255,0.35)"
          strokeWidth="3"
        />
      </g>
    )
  }
  const Icon = mark.kind === 'GLOBAL' ? Globe : MapIcon
  return (
    <g>
      <circle cx="260" cy="310" r="150" fill="rgba(255,255,255,0.14)" />
      <g transform="translate(140 190)">
        <Icon size={240} color={INK} strokeWidth={1.5} />
      </g>
    </g>
  )
}

function ShareCard({ content }: { content: ShareCardContent }) {
  const fonts = shareCardFonts(content.locale)
  const textX = content.mark ? 500 : 80
  const textWidth = SHARE_CARD_WIDTH - textX - 80
  const title = fitText(content.title, textWidth, [92, 80, 68, 58], 2)
  const lineHeight = Math.round(title.size * 1.18)
  const titleTop = 315 - ((title.lines.length - 1) * lineHeight) / 2
  const detail = fitText(content.detail, textWidth, [48, 42, 36], 1)
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={SHARE_CARD_WIDTH}
      height={SHARE_CARD_HEIGHT}
      viewBox={`0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}`}
      fontFamily={fonts}
    >
      <rect width={SHARE_CARD_WIDTH} height={SHARE_CARD_HEIGHT} fill={BRAND} />
      <circle cx="1130" cy="-40" r="260" fill="rgba(255,255,255,0.07)" />
      <circle cx="1180" cy="640" r="200" fill="rgba(255,255,255,0.05)" />
      <g transform="translate(80 56)">
        <g transform="scale(1.6)">
          <rect x="5" y="3" width="18" height="22" rx="4" fill={INK} />
          <path
            d="M10 15a6 6 0 0 1 8 0M12.5 18a2.5 2.5 0 0 1 3 0"
            stroke={BRAND}
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="14" cy="11" r="1.6" fill={BRAND} />
        </g>
        <text x="56" y="34" fontSize="36" fontWeight="700" fill={INK}>
          {content.brand}
        </text>
      </g>
      <Mark mark={content.mark} />
      {title.lines.map((line, index) => (
        <text
          key={index}
          x={textX}
          y={titleTop + index * lineHeight}
          fontSize={title.size}
          fontWeight="700"
          fill={INK}
        >
          {line}
        </text>
      ))}
      <text
        x={textX}
        y={titleTop + (title.lines.length - 1) * lineHeight + 30 + detail.size * 1.3}
        fontSize={detail.size}
        fill={INK}
        fillOpacity="0.92"
      >
        {detail.lines[0] ?? ''}
      </text>
    </svg>
  )
}

/** The card as an SVG document. */
export function shareCardSvg(content: ShareCardContent): string {
  return renderToStaticMarkup(<ShareCard content={content} />)
}
