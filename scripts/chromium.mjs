// Debian's Chromium, the one browser of this project (README: installed with `apt-get install chromium`): where it is, and the flags
// every headless run needs. Without the background-networking flags Chromium floods a closed
// network with update and sync requests.
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
