import type { Contract } from '../../../contract'
import { fail, fieldError, ok, type RouterHandlers } from '../../services/answers'
import type { ServiceContext } from '../../services/context'
import { sheetMessage } from '../sheets'
import { bomWorkbook } from './export'
import * as bom from './service'
import { bomTemplate } from './template'
import { localeInfo } from '../../../locales/locales'

/** A refusal of the BOM service as its answer: not found (another user's BOM too), or the reader's message. */
function refused(ctx: ServiceContext, r: bom.Refusal) {
  switch (r.kind) {
    case 'notFound':
      return fail(ctx, 404, 'api.bomNotFound')
    case 'lineNotFound':
      return fail(ctx, 404, 'api.bomLineNotFound')
    case 'partNotFound':
      return fail(ctx, 404, 'api.partNotFound')
    case 'goodsNotFound':
      return fail(ctx, 404, 'api.goodsNotFound')
    case 'sheet': {
      const { key, params } = sheetMessage(r.failure, localeInfo(ctx.locale).bcp47)
      return fieldError(ctx, 400, 'file', key, params)
    }
  }
}

export const bomRoutes: RouterHandlers<Contract['bom']> = {
  downloadTemplate: async (_, ctx) => ({ status: 200, body: bomTemplate(ctx.t) }),

  uploadBom: async ({ body }, ctx) => {
    const r = await bom.uploadBom(ctx, body)
    if (r.kind !== 'ok') return refused(ctx, r)
    if (!r.guest) return ok(ctx, { bom: r.bom, columns: r.columns })
    return { ...ok(ctx, { bom: r.bom, columns: r.columns, guest_token: r.guest.token }), cookies: [r.guest.cookie] }
  },

  bomList: async ({ query }, ctx) => ok(ctx, await bom.listBoms(ctx, query.page, query.page_size)),

  mateBom: async ({ body }, ctx) => {
    const r = await bom.mateBom(ctx, body.bom_id, body.mapping, body.header_row)
    return r.kind === 'ok' ? ok(ctx, r.bom, 'api.bomMatched') : refused(ctx, r)
  },

  mainBom: async ({ query }, ctx) => {
    const r = await bom.getBom(ctx, query.bom_id)
    return r.kind === 'ok' ? ok(ctx, r.bom) : refused(ctx, r)
  },

  editBomName: async ({ body }, ctx) => {
    const r = await bom.renameBom(ctx, body.bom_id, body.name)
    return r.kind === 'ok' ? ok(ctx, r.bom) : refused(ctx, r)
  },

  mainBomList: async ({ query }, ctx) => {
    const r = await bom.bomLinesPage(ctx, query.bom_id, query.tab, query.page, query.page_size)
    return r.kind === 'ok' ? ok(ctx, r.page) : refused(ctx, r)
  },

  delBom: async ({ query }, ctx) => ok(ctx, { deleted: await bom.deleteBoms(ctx, query.bom_id) }),

  changeQty: async ({ body }, ctx) => {
    const r = await bom.changeQty(ctx, body.bom_id, body.line_id, body.quantity)
    return r.kind === 'ok' ? ok(ctx, r.line) : refused(ctx, r)
  },

  multiplexBom: async ({ body }, ctx) => {
    const r = await bom.setSets(ctx, body.bom_id, body.sets)
    return r.kind === 'ok' ? ok(ctx, r.bom) : refused(ctx, r)
  },

  delBomSource: async ({ query }, ctx) => {
    const r = await bom.deleteLines(ctx, query.bom_id, query.line_id)
    return r.kind === 'ok' ? ok(ctx, r.bom) : refused(ctx, r)
  },

  moreSupplier: async ({ query }, ctx) => {
    const r = await bom.moreSuppliers(ctx, query.bom_id, query.line_id)
    return r.kind === 'ok' ? ok(ctx, { chosen: r.chosen, list: r.list }) : refused(ctx, r)
  },

  changeSupplier: async ({ body }, ctx) => {
    const r = await bom.changeSupplier(ctx, body.bom_id, body.line_id, body.goods_id)
    return r.kind === 'ok' ? ok(ctx, r.line) : refused(ctx, r)
  },

  addBomSource: async ({ body }, ctx) => {
    const r = await bom.addLine(ctx, body.bom_id, body)
    return r.kind === 'ok' ? ok(ctx, r.line) : refused(ctx, r)
  },

  morePartNumber: async ({ query }, ctx) => {
    const r = await bom.morePartNumbers(ctx, query.bom_id, query.line_id, query.q)
    return r.kind === 'ok' ? ok(ctx, { list: r.list }) : refused(ctx, r)
  },

  changePartNumber: async ({ body }, ctx) => {
    const r = await bom.changePart(ctx, body.bom_id, body.line_id, body.part_id)
    return r.kind === 'ok' ? ok(ctx, r.line) : refused(ctx, r)
  },

  changeBomMatching: async ({ body }, ctx) => {
    const r = await bom.mateBom(ctx, body.bom_id, body.mapping, body.header_row)
    return r.kind === 'ok' ? ok(ctx, r.bom, 'api.bomMatched') : refused(ctx, r)
  },

  addCart: async ({ body }, ctx) => {
    const selection = body.line_ids ? { lineIds: body.line_ids } : { tab: body.tab!, exceptIds: body.except_ids ?? [] }
    const r = await bom.sendToCart(ctx, body.bom_id, selection, body.add_others ?? false)
    if (r.kind !== 'ok') return refused(ctx, r)
    const answer = ok(ctx, r.result, r.result.added ? 'api.addedToCart' : 'api.ok')
    return r.cookie ? { ...answer, cookies: [r.cookie] } : answer
  },

  exportBom: async ({ query }, ctx) => {
    const r = await bom.allLineViews(ctx, query.bom_id)
    return r.kind === 'ok' ? { status: 200, body: bomWorkbook(ctx.t, r.bom, r.lines) } : refused(ctx, r)
  },
}
