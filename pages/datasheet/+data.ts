import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

/**
 * The documents of a product (datasheet first). `?doc=n` is the interstitial for document n when
 * its host is not trusted (site config WhitelistedDomain): the visitor sees where the link goes
 * before leaving.
 */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  const raw = pageContext.routeParams.id ?? ''
  if (!raw) return { goods: null, pdfs: [], doc: null, meta: { title: t('datasheet.title') } }
  const id = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31) throw render(404)
  const [detail, pdfs] = await Promise.all([
    pageContext.api.catalogue.goodsDetail({ query: { goods_id: id } }),
    pageContext.api.catalogue.relevantPdf({ params: { id } }),
  ])
  if (detail.status !== 200) throw render(404)
  const goods = detail.body.data
  const list = pdfs.status === 200 ? pdfs.body.data : []
  const n = Number(pageContext.urlParsed.search.doc)
  const doc = Number.isInteger(n) && n >= 0 && n < list.length ? n : null
  return {
    goods: {
      goods_id: goods.goods_id,
      part_number: goods.part_number,
      manufacturer: goods.manufacturer,
      description: goods.description,
      goods_page_url: goods.goods_page_url,
      datasheet: goods.datasheet,
    },
    pdfs: list,
    doc,
    meta: {
      title: t('datasheet.metaTitle', { part: goods.part_number, manufacturer: goods.manufacturer }),
      description: t('datasheet.metaDescription', { part: goods.part_number, manufacturer: goods.manufacturer }),
    },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
