import type { TFunction } from 'i18next'
import appleSvg from 'simple-icons/icons/apple.svg?raw'
import googlePlaySvg from 'simple-icons/icons/googleplay.svg?raw'
import { SimpleIcon, simpleIconPath } from './SimpleIcon'
import './storeBadge.css'

const LOGOS = { apple: simpleIconPath(appleSvg), google: simpleIconPath(googlePlaySvg) } as const

/**
 * An app-store badge drawn the stores' way: black, rounded, the store's logo and its two lines
 * ("Download on the" / "App Store") in the page's language, as the stores localise their own.
 * The link's name is those two lines, so a screen reader hears what the badge says.
 */
export function StoreBadge({
  store,
  href,
  top,
  bottom,
  newTabLabel,
  onClick,
}: {
  store: keyof typeof LOGOS
  href: string
  top: string
  bottom: string
  newTabLabel: string
  onClick?: () => void
}) {
  return (
    <a
      className={`store-badge store-badge--${store}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      <SimpleIcon
        className="store-badge__logo"
        path={LOGOS[store]}
        width={22}
        height={22}
        fill="currentColor"
      />
      <span className="store-badge__text">
        <span className="store-badge__top">{top}</span>{' '}
        <span className="store-badge__bottom">{bottom}</span>
      </span>
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  )
}

/**
 * Both stores' badges. `t` reads their lines from the common namespace (footer.badges), so the
 * footer, the menu and the home page show the same words.
 */
export function StoreBadges({
  t,
  appStoreUrl,
  googlePlayUrl,
  className,
  onClick,
}: {
  t: TFunction
  appStoreUrl: string
  googlePlayUrl: string
  className: string
  onClick?: () => void
}) {
  const stores = [
    { store: 'apple', href: appStoreUrl },
    { store: 'google', href: googlePlayUrl },
  ] as const
  return (
    <ul className={`store-badges ${className}`}>
      {stores.map(({ store, href }) => (
        <li key={store}>
          <StoreBadge
            store={store}
            href={href}
            top={t(`common:footer.badges.${store}Top`)}
            bottom={t(`common:footer.badges.${store}Bottom`)}
            newTabLabel={t('common:actions.opensInNewTab')}
            onClick={onClick}
          />
        </li>
      ))}
    </ul>
  )
}
