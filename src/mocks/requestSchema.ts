import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema'
import openapi from '../../docs/openapi.json'

/**
 * The mock's boundary check of request bodies, against the OpenAPI document made from the
 * contract's types (scripts/openapi.mjs, decision 019). A body with a field missing or of the
 * wrong kind (a number for a string, an object for a list) is refused before any handler sees it.
 * A value of the right kind outside the document's list (tab "OLD", rating 6) goes on to its
 * handler, whose refusal is documented with its own words or code, which pages rely on
 * (RT_NOBEL_ERROR_44203 for a rating); so is what no type can say (an empty email).
 *
 * @cfworker/json-schema interprets the schema instead of compiling it to code, so it runs under
 * the storefront's Content-Security-Policy (no 'unsafe-eval') in the browser's mock too.
 */
interface Operation {
  requestBody: { content: { 'application/json': { schema: Schema } } }
}

const document = openapi as unknown as {
  paths: Record<string, { post: Operation }>
  components: Schema
}

const validators = new Map<string, Validator>()

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** The JSON type of a listed value, which is what the boundary checks of an enum or const. */
const kindOf = (value: Json): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/** The schema with each list of values (enum, const) replaced by the kinds of those values. */
function kindsOnly(value: Json): Json {
  if (Array.isArray(value)) return value.map(kindsOnly)
  if (value === null || typeof value !== 'object') return value
  const out: { [key: string]: Json } = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'enum' && Array.isArray(inner)) out.type = [...new Set(inner.map(kindOf))]
    else if (key === 'const') out.type = kindOf(inner)
    else out[key] = kindsOnly(inner)
  }
  return out
}

let components: Json | undefined

function validatorFor(path: string): Validator | undefined {
  let validator = validators.get(path)
  if (!validator) {
    const operation = document.paths[path]?.post
    if (!operation) return undefined
    const schema = operation.requestBody.content['application/json'].schema
    // The body's schema refers to #/components/…: it is checked as part of a document that has them.
    components ??= kindsOnly(document.components as Json)
    const checked = { ...(kindsOnly(schema as Json) as object), components }
    validator = new Validator(checked as Schema, '2020-12', false)
    validators.set(path, validator)
  }
  return validator
}

/** The field paths of the errors that name a field ("pageNum", "items.0.packageId"). */
function fieldsOf(errors: readonly OutputUnit[]): string[] {
  const fields = new Set<string>()
  for (const error of errors) {
    const at = error.instanceLocation.replace(/^#\/?/, '').replaceAll('/', '.')
    if (error.keyword === 'required') {
      const missing = /"([^"]+)"/.exec(error.error)?.[1]
      if (missing) fields.add(at ? `${at}.${missing}` : missing)
    } else if (
      !['properties', '$ref', 'anyOf', 'oneOf', 'allOf', 'items'].includes(error.keyword)
    ) {
      fields.add(at || 'body')
    }
  }
  return [...fields].sort()
}

/**
 * The fields of a path's body that do not match the document, or null when it matches (or the
 * path is not in the document, which the route table test rules out).
 */
export function invalidFields(path: string, body: unknown): string[] | null {
  const result = validatorFor(path)?.validate(body)
  if (!result || result.valid) return null
  const fields = fieldsOf(result.errors)
  return fields.length ? fields : ['body']
}
