import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'

const RECOMMENDED_SHOWN = 8

/** /productdetail/{goods_id}: the offer with its part, plus recommended parts, related news and documents. */
export async function data(pageContext: PageContextServer) {
  const id = Number(pageContext.routeParams.id)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31) throw render(404)
  const { api } = pageContext
  const [detail, recommend, blogs, pdfs, methods] = await Promise.all([
    api.catalogue.goodsDetail({ query: { goods_id: id } }),
    api.catalogue.recommend({ params: { id } }),
    api.catalogue.relatedBlogs({ params: { id } }),
    api.catalogue.relevantPdf({ params: { id } }),
    api.orders.payMethods(),
  ])
  if (detail.status !== 200) throw render(404)
  const goods = detail.body.data
  const t = createTranslator(pageContext.messages)
  return {
    goods,
    // The page shows 8: the others would only be serialized into it.
    recommend: recommend.status === 200 ? recommend.body.data.slice(0, RECOMMENDED_SHOWN) : [],
    blogs: blogs.status === 200 ? blogs.body.data : [],
    pdfs: pdfs.status === 200 ? pdfs.body.data : [],
    /** the payment methods offered now (the Payment tab names only these) */
    payMethods: methods.status === 200 ? methods.body.data : [],
    meta: {
      title: t('product.metaTitle', { part: goods.part_number, manufacturer: goods.manufacturer }),
      description: t('product.metaDescription', {
        part: goods.part_number,
        manufacturer: goods.manufacturer,
        description: goods.description,
        package: goods.package || '—',
      }),
    },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
