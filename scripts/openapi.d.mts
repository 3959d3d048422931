/** Where the committed OpenAPI document lives (docs/openapi.json). */
export const OPENAPI_FILE: string
/** The OpenAPI 3.1 document made from the route table and the contract's types. */
export function buildOpenApi(): Record<string, unknown>
/** The document as the committed file holds it. */
export function openApiText(): string
