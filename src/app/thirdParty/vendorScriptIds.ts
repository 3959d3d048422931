/** The id of each vendor's script element: one per document, and how a page tells it has run. */
export const VENDOR_SCRIPT_IDS = {
  tagManager: 'rw-tp-gtm',
  analytics: 'rw-tp-ga4',
  adPixel: 'rw-tp-pixel',
  chat: 'rw-tp-chat',
} as const
