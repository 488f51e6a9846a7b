import type { Contract } from '../../../contract'
import type { catalogueContract } from '../../../contract/catalogue'
import type { RouterHandlers } from '../../services/answers'
import { fail, ok } from '../../services/answers'
import * as catalogue from './service'

const goodsNotFound = 'catalogue.goodsNotFound'

export const catalogueRoutes: RouterHandlers<Pick<Contract['catalogue'], keyof typeof catalogueContract>> = {
  bannerList: async (_, ctx) => ok(ctx, await catalogue.banners(ctx)),
  floorList: async (_, ctx) => ok(ctx, await catalogue.floors(ctx)),
  featureGoodsList: async ({ query }, ctx) => ok(ctx, await catalogue.featureGoods(ctx, query)),
  getCategoryList: async (_, ctx) => ok(ctx, await catalogue.categoryList(ctx)),
  categoryTree: async (_, ctx) => ok(ctx, await catalogue.categoryTree(ctx)),
  categoryStat: async (_, ctx) => ok(ctx, await catalogue.categoryStat(ctx)),
  getCategoryFilter: async ({ body }, ctx) => {
    const data = await catalogue.categoryFilters(ctx, body)
    return data ? ok(ctx, data) : fail(ctx, 404, 'catalogue.categoryNotFound')
  },
  getCategory: async ({ body }, ctx) => {
    const data = await catalogue.categoryListing(ctx, body)
    return data ? ok(ctx, data) : fail(ctx, 404, 'catalogue.categoryNotFound')
  },
  productNav: async ({ query }, ctx) => ok(ctx, await catalogue.productNav(ctx, query)),
  manufacturers: async ({ query }, ctx) => ok(ctx, await catalogue.manufacturerList(ctx, query)),
  manufacturer: async ({ params, query }, ctx) => {
    const data = await catalogue.manufacturerDetail(ctx, params.id, query)
    return data ? ok(ctx, data) : fail(ctx, 404, 'catalogue.manufacturerNotFound')
  },
  goodsDetail: async ({ query }, ctx) => {
    const data = await catalogue.goodsDetail(ctx, query.goods_id)
    return data ? ok(ctx, data) : fail(ctx, 404, goodsNotFound)
  },
  recommend: async ({ params }, ctx) => {
    const data = await catalogue.recommend(ctx, params.id)
    return data ? ok(ctx, data) : fail(ctx, 404, goodsNotFound)
  },
  relatedBlogs: async ({ params }, ctx) => {
    const data = await catalogue.relatedBlogs(ctx, params.id)
    return data ? ok(ctx, data) : fail(ctx, 404, goodsNotFound)
  },
  relevantPdf: async ({ params }, ctx) => {
    const data = await catalogue.relevantPdfs(ctx, params.id)
    return data ? ok(ctx, data) : fail(ctx, 404, goodsNotFound)
  },
  sitemap: async ({ query }, ctx) => ok(ctx, await catalogue.sitemap(ctx, query)),
}
