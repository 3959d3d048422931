import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPENAPI_FILE, openApiText } from '../../../scripts/openapi.mjs'

describe('the committed OpenAPI document (docs/openapi.json)', () => {
  it('is what the route table and the contract types make now (npm run api:openapi)', () => {
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText())
  })
})
