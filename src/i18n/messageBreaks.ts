import { messageWithWordBreaks } from '../shared/lib/wordBreaks.ts'

/**
 * A language's messages with a zero-width space wherever a Chinese or Japanese line may break
 * (shared/lib/wordBreaks.ts, decision 037). Written in when the files are served and built, so
 * no page segments its messages at run time.
 */
export function messagesWithWordBreaks(messages: unknown, locale: string): unknown {
  if (typeof messages === 'string') return messageWithWordBreaks(messages, locale)
  if (Array.isArray(messages)) return messages.map((item) => messagesWithWordBreaks(item, locale))
  if (messages && typeof messages === 'object')
    return Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, messagesWithWordBreaks(value, locale)]),
    )
  return messages
}
