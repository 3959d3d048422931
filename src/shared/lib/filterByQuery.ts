/** Trimmed, case-insensitive substring match over any of an item's texts (SPEC 5). */
export function filterByQuery<T>(
  items: readonly T[],
  query: string,
  texts: (item: T) => string[],
): T[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return [...items]
  return items.filter((item) =>
    texts(item).some((text) => text.toLocaleLowerCase().includes(needle)),
  )
}
