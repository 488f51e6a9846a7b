import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { unlinkUnbuiltAreas } from '../../../components/app/unbuilt-areas'

export async function data(pageContext: PageContextServer) {
  const id = Number(pageContext.routeParams.id)
  if (!Number.isInteger(id) || id <= 0) throw render(404)
  const res = await pageContext.api.content.newsDetail({ params: { id } })
  if (res.status !== 200) throw render(404)
  const item = { ...res.body.data, content: unlinkUnbuiltAreas(res.body.data.content) }
  return { item, meta: { title: item.title, description: item.summary } }
}
export type Data = Awaited<ReturnType<typeof data>>
