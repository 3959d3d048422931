import fs from 'node:fs'
import path from 'node:path'

/** The message files as the tests read them: every message of a language, flat. */
const dir = path.join(import.meta.dirname, '../../locales')
type Messages = { [key: string]: string | Messages }

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

/** Every message of a language as `file:key` → text (plural forms are keys of their own). */
export function loadMessages(lng: string): Record<string, string> {
  const files = fs.readdirSync(path.join(dir, lng)).filter((file) => file.endsWith('.json'))
  return Object.fromEntries(
    files.flatMap((file) =>
      Object.entries(flatten(JSON.parse(fs.readFileSync(path.join(dir, lng, file), 'utf8')))).map(
        ([key, value]) => [`${file}:${key}`, value],
      ),
    ),
  )
}
