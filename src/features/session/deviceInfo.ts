import type { DeviceInfoDto } from '../../api/contract/account'

/** What the anonymous login sends about the device (SPEC 7.3 authString). */
export function currentDeviceInfo(): DeviceInfoDto {
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform || 'unknown',
    language: navigator.language,
    screen: `${window.screen?.width ?? 0}x${window.screen?.height ?? 0}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }
}
