import { createContext, useContext } from 'react'

/**
 * What a page puts into the document head, gathered while it renders on the build machine
 * (src/entry-server.tsx), where no effect runs. In the browser there is no collector and the
 * head hooks write the document from their effects instead.
 */
export class CollectedHead {
  /** The full `<title>` text ("<page> | <product>"). */
  title: string | undefined
  description: string | undefined
  /** JSON-LD blocks by the id useJsonLd gave them, already safe inside a script element. */
  readonly jsonLd = new Map<string, string>()

  setTitle(title: string): void {
    this.title = title
  }

  setDescription(description: string): void {
    this.description = description
  }

  setJsonLd(id: string, json: string): void {
    this.jsonLd.set(id, json)
  }
}

export const HeadCollectorContext = createContext<CollectedHead | null>(null)

/** The server render's collector, or null in the browser. */
export function useHeadCollector(): CollectedHead | null {
  return useContext(HeadCollectorContext)
}

/** JSON that cannot close the `<script>` element it is written into. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c')
}
