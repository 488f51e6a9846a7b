/** The order a checkout page is about: ?id= and, for a guest, the private ?token= of its link. */
export function orderRef(search: Record<string, string>): { id: number; token?: string } | null {
  const id = Number(search.id)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31) return null
  const token = search.token && /^[A-Za-z0-9_-]{20,100}$/.test(search.token) ? search.token : undefined
  return token ? { id, token } : { id }
}

/** The query that carries an order reference on to the next page. */
export function refQuery(id: number, token?: string): string {
  return `?id=${id}${token ? `&token=${encodeURIComponent(token)}` : ''}`
}
