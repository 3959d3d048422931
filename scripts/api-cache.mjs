// A cache in front of the API for the build's renderer: thousands of pages ask for the same few
// hundred answers (a destination's plans serve its page, each of its plan pages, in 7 languages).
import axios from 'axios'

/** What makes two requests the same question: path, language, token and body, minus the envelope's per-request meta. */
export function requestKey(config) {
  let body = config.data ?? ''
  if (typeof body === 'string' && body.startsWith('{')) {
    const fields = JSON.parse(body)
    delete fields.meta
    delete fields.clientId
    body = JSON.stringify(fields)
  }
  const headers = axios.AxiosHeaders.from(config.headers)
  return [
    (config.method ?? 'get').toUpperCase(),
    `${config.baseURL ?? ''}${config.url ?? ''}`,
    headers.get('lang') ?? '',
    headers.get('token') ?? '',
    body,
  ].join('\n')
}

/**
 * An axios adapter answering repeated questions from memory; `stats` counts both kinds. It keeps
 * the `limit` most recently used answers: pages are rendered a path at a time in every language,
 * so what a page needs was asked for a few pages earlier, and memory stays flat however large
 * the catalogue (a plan's reviews, asked once per page, would otherwise pile up).
 */
export function cachingAdapter(network = axios.getAdapter('http'), limit = 2000) {
  const answers = new Map()
  const stats = { network: 0, cached: 0 }
  const adapter = (config) => {
    const key = requestKey(config)
    let answer = answers.get(key)
    if (answer) {
      stats.cached++
      // Most recently used last: Map keeps insertion order.
      answers.delete(key)
      answers.set(key, answer)
    } else {
      stats.network++
      answer = network(config)
      answers.set(key, answer)
      // A failure is not an answer: the next page asks again.
      answer.catch(() => answers.delete(key))
      if (answers.size > limit) answers.delete(answers.keys().next().value)
    }
    return answer.then((response) => ({ ...response, config }))
  }
  return { adapter, stats }
}
