import type { Contract } from '../../../contract'
import type { RouterHandlers } from '../../http/contract-routes'
import { fail } from '../../http/envelope'

// Placeholder handlers while the catalogue is being built: the contract is final, the data is not.
const notYet = async (_: unknown, ctx: Parameters<typeof fail>[0]) => fail(ctx, 404, 'api.notFound')

export const catalogueRoutes: RouterHandlers<Contract['catalogue']> = {
  search: notYet,
  searchOption: notYet,
  bannerList: notYet,
  floorList: notYet,
  featureGoodsList: notYet,
  getCategoryList: notYet,
  categoryTree: notYet,
  categoryStat: notYet,
  getCategoryFilter: notYet,
  getCategory: notYet,
  productNav: notYet,
  manufacturers: notYet,
  manufacturer: notYet,
  goodsDetail: notYet,
  recommend: notYet,
  relatedBlogs: notYet,
  relevantPdf: notYet,
  sitemap: notYet,
}
