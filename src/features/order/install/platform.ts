/**
 * Which phone the kit is opened on, from the user agent, to pick the install steps and offer a
 * one-tap install where the system can take an eSIM from a link (docs/decisions/008).
 */
export type DeviceKind = 'iphone' | 'samsung' | 'android' | 'other'

export interface Platform {
  kind: DeviceKind
  /** [major, minor] of iOS or Android; null when the agent does not say. */
  version: readonly [number, number] | null
  /** A Chromium browser on Android, which understands `intent:` links. */
  chromiumAndroid: boolean
}

export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)_(\d+)/.exec(userAgent)
  if (ios)
    return { kind: 'iphone', version: [Number(ios[1]), Number(ios[2])], chromiumAndroid: false }
  // iPadOS asks for desktop pages as a Mac; touch gives it away, Safari's version tracks the OS.
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) {
    const safari = /Version\/(\d+)\.(\d+)/.exec(userAgent)
    return {
      kind: 'iphone',
      version: safari ? [Number(safari[1]), Number(safari[2])] : null,
      chromiumAndroid: false,
    }
  }
  const android = /Android (\d+)(?:\.(\d+))?/.exec(userAgent)
  if (android) {
    return {
      // Samsung Internet names itself; Samsung models start SM- where the agent keeps the model.
      kind: /SamsungBrowser|\bSM-[A-Z0-9]/.test(userAgent) ? 'samsung' : 'android',
      version: [Number(android[1]), Number(android[2] ?? 0)],
      chromiumAndroid: /Chrome\/\d+/.test(userAgent) && !/Firefox\//.test(userAgent),
    }
  }
  return { kind: 'other', version: null, chromiumAndroid: false }
}

export function currentPlatform(): Platform {
  if (typeof navigator === 'undefined') return detectPlatform('')
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints)
}

const atLeast = (version: Platform['version'], major: number, minor: number) =>
  version !== null && (version[0] > major || (version[0] === major && version[1] >= minor))

/** Apple's universal link hands an LPA to the Settings app's eSIM setup from iOS 17.4 on. */
export const IOS_LINK_MIN: readonly [number, number] = [17, 4]
/**
 * Android's eSIM API exists from Android 9; Chrome's reduced agent reports "Android 10" for
 * every newer release, so 10 is the floor we can see.
 */
export const ANDROID_LINK_MIN: readonly [number, number] = [10, 0]

/** Keeps the LPA readable ($ and : stay as they are, as Apple's examples write them). */
function queryValue(text: string): string {
  return encodeURIComponent(text).replace(/%24/g, '$').replace(/%3A/gi, ':')
}

export interface OneTapInstall {
  href: string
  /** Android may have no app for the link: the kit then says to use the QR code or the codes. */
  mayFail: boolean
}

/** The one-tap install link for this platform, or null where there is none (then it is hidden). */
export function oneTapInstall(platform: Platform, lpaString: string): OneTapInstall | null {
  if (!lpaString.startsWith('LPA:')) return null
  if (platform.kind === 'iphone' && atLeast(platform.version, ...IOS_LINK_MIN)) {
    return {
      href: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${queryValue(lpaString)}`,
      mayFail: false,
    }
  }
  if (
    (platform.kind === 'android' || platform.kind === 'samsung') &&
    platform.chromiumAndroid &&
    atLeast(platform.version, ...ANDROID_LINK_MIN)
  ) {
    // Chrome's intent syntax: the data becomes "LPA:1$..." for whatever eSIM manager takes it;
    // without one, Chrome stays on the page rather than showing an error.
    const data = lpaString.slice('LPA:'.length)
    return {
      href: `intent:${data}#Intent;scheme=LPA;action=android.intent.action.VIEW;end`,
      mayFail: true,
    }
  }
  return null
}
