import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

export async function data(pageContext: PageContextServer) {
  // A guest (no session: 401) uses the tool too; their BOMs are listed once they sign in.
  const list = await pageContext.api.bom.bomList({ query: { page_size: 10 } })
  return {
    boms: list.status === 200 ? list.body.data : null,
    guest: list.status === 401,
    meta: { title: createTranslator(pageContext.messages)('home.bomTitle') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
