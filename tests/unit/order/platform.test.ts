import { describe, expect, it } from 'vitest'
import { detectPlatform, oneTapInstall } from '../../../src/features/order/install/platform'

const LPA = 'LPA:1$smdp.esim-mock.example$ABCD-1234'
const UA = {
  iphone174:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphone173:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  pixel:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  oldAndroid:
    'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
}

describe('platform detection and the one-tap install link', () => {
  it('uses Apple’s universal link from iOS 17.4', () => {
    const platform = detectPlatform(UA.iphone174)
    expect(platform).toMatchObject({ kind: 'iphone', version: [17, 4] })
    expect(oneTapInstall(platform, LPA)).toEqual({
      href: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.esim-mock.example$ABCD-1234',
      mayFail: false,
    })
    expect(oneTapInstall(detectPlatform(UA.iphone173), LPA)).toBeNull()
  })

  it('recognises an iPad asking for the desktop site by its touch screen', () => {
    expect(detectPlatform(UA.ipadDesktop, 5)).toMatchObject({ kind: 'iphone', version: [18, 1] })
    expect(detectPlatform(UA.ipadDesktop, 0).kind).toBe('other')
  })

  it('offers an intent link on Chromium for Android, naming Samsung phones', () => {
    const pixel = detectPlatform(UA.pixel)
    expect(pixel).toMatchObject({ kind: 'android', chromiumAndroid: true })
    expect(oneTapInstall(pixel, LPA)).toEqual({
      href: 'intent:1$smdp.esim-mock.example$ABCD-1234#Intent;scheme=LPA;action=android.intent.action.VIEW;end',
      mayFail: true,
    })
    expect(detectPlatform(UA.samsung).kind).toBe('samsung')
    expect(oneTapInstall(detectPlatform(UA.samsung), LPA)).not.toBeNull()
  })

  it('hides the link where the platform cannot take it', () => {
    expect(oneTapInstall(detectPlatform(UA.oldAndroid), LPA)).toBeNull()
    expect(oneTapInstall(detectPlatform(UA.firefoxAndroid), LPA)).toBeNull()
    expect(oneTapInstall(detectPlatform(UA.desktop), LPA)).toBeNull()
    expect(oneTapInstall(detectPlatform(UA.iphone174), 'not-an-lpa')).toBeNull()
  })

  it('keeps characters that would break the query escaped', () => {
    const link = oneTapInstall(detectPlatform(UA.iphone174), 'LPA:1$smdp.example$A&B#C')
    expect(link?.href).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.example$A%26B%23C',
    )
  })
})
