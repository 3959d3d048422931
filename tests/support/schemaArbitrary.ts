import fc from 'fast-check'

/**
 * fast-check values that match a JSON Schema of the API document (docs/openapi.json).
 * It knows the keywords scripts/openapi.mjs writes and fails loudly on any other, so a new kind of
 * schema in the contract cannot quietly go untested.
 */
export interface JsonSchema {
  $ref?: string
  const?: unknown
  enum?: readonly unknown[]
  type?: string | readonly string[]
  properties?: Record<string, JsonSchema>
  required?: readonly string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  anyOf?: readonly JsonSchema[]
  oneOf?: readonly JsonSchema[]
  description?: string
}

type Components = Record<string, JsonSchema>

const NOTES = new Set(['description', 'additionalProperties', 'required', 'properties'])

export function schemaArbitrary(schema: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '')
    const target = components[name]
    if (!target) throw new Error(`No component ${name}`)
    return fc.constant(null).chain(() => schemaArbitrary(target, components))
  }
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, components)))
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...schema.type.map((type: string) => schemaArbitrary({ ...schema, type }, components)),
    )
  }
  switch (schema.type) {
    case 'string':
      return fc.string({ maxLength: 24 })
    case 'number':
      return fc.oneof(
        fc.integer({ min: -5, max: 1000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      )
    case 'integer':
      return fc.integer()
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schema.items ? schemaArbitrary(schema.items, components) : fc.anything(), {
        maxLength: 3,
      })
    case 'object':
      return objectArbitrary(schema, components)
  }
  const unknown = Object.keys(schema).filter((key) => !NOTES.has(key))
  throw new Error(`schemaArbitrary: no arbitrary for ${JSON.stringify(unknown)}`)
}

function objectArbitrary(schema: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, schemaArbitrary(value, components)]),
  )
  return fc.record(model, { requiredKeys: [...(schema.required ?? [])] })
}
