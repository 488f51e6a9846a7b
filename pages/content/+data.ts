import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { unlinkUnbuiltAreas } from '../../components/app/unbuilt-areas'

export async function data(pageContext: PageContextServer) {
  const res = await pageContext.api.content.getPage({ params: { id: pageContext.routeParams.id! } })
  if (res.status !== 200) throw render(404)
  const page = { ...res.body.data, content: unlinkUnbuiltAreas(res.body.data.content) }
  return { page, meta: { title: page.title, description: page.description } }
}
export type Data = Awaited<ReturnType<typeof data>>
