import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const raw = pageContext.routeParams.id ?? ''
  const id = /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2 ** 31 ? Number(raw) : 0
  if (!id) throw render(404)
  const { api } = pageContext
  // A guest's BOM is its private link: `?token=` goes with the calls as header Bom-Token.
  const token = pageContext.urlParsed.search.token
  const headers = token ? { 'bom-token': token } : {}
  const [head, lines] = await Promise.all([
    api.bom.mainBom({ query: { bom_id: id }, headers } as never as { query: { bom_id: number } }),
    api.bom.mainBomList({ query: { bom_id: id, page_size: 500 }, headers } as never as {
      query: { bom_id: number; page_size: number }
    }), // the table's slice (components/bom/BomResult.tsx LINES_CHUNK),
  ])
  if (head.status !== 200) throw render(404)
  return {
    bom: head.body.data,
    lines: lines.status === 200 ? lines.body.data : null,
    token: token ?? null,
    meta: { title: head.body.data.name },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
