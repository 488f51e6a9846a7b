import type { Contract } from '../../../contract'
import { fail, fieldError, ok, type RouterHandlers } from '../../services/answers'
import type { ServiceContext } from '../../services/context'
import { checkCaptcha, issueCaptcha } from '../captcha/service'
import { goodsDetailRfq, listRfqs, readRfqSheet, rfqDetail, saveRfq, type Refusal } from './service'
import { orderQuote, quoteByLink } from './quote-orders'

/** An RFQ that was not sent: the captcha (named on its field) or an offer that does not exist. */
function refused(ctx: ServiceContext, r: Refusal) {
  if (r.kind === 'goodsNotFound') return fail(ctx, 404, 'catalogue.goodsNotFound')
  if (r.kind === 'captchaLimited') return fail(ctx, 429, 'captcha.tooMany')
  const key = r.kind === 'captchaMissing' ? 'validation.enterVerificationCode' : 'captcha.wrong'
  return fieldError(ctx, 400, 'captcha_code', key)
}

export const rfqRoutes: RouterHandlers<Contract['rfq']> = {
  handleRfqExcel: async ({ body, headers }, ctx) => {
    const read = await readRfqSheet(ctx, body.file_id, body.captcha_id, headers.authorization)
    if (read.kind === 'notFound') return fail(ctx, 404, 'rfq.fileNotFound')
    if (read.kind === 'unreadable') return fieldError(ctx, 400, 'file_id', read.key, read.params)
    return ok(ctx, { list: read.list, total: read.total })
  },
  saveRfqContact: async ({ body, headers }, ctx) => {
    const sent = await saveRfq(ctx, body, headers.authorization)
    if (sent.kind !== 'sent') return refused(ctx, sent)
    return ok(ctx, { id: sent.id, rfq_no: sent.rfq_no, created_at: sent.created_at, lines: sent.lines }, 'rfq.sent')
  },
  goodsDetailRfq: async ({ body, headers }, ctx) => {
    const sent = await goodsDetailRfq(ctx, body, headers.authorization)
    if (sent.kind !== 'sent') return refused(ctx, sent)
    return ok(ctx, { id: sent.id, rfq_no: sent.rfq_no, created_at: sent.created_at, lines: sent.lines }, 'rfq.sent')
  },
  getCaptcha: async ({ query }, ctx) => ok(ctx, await issueCaptcha(ctx, query.form, query.kind)),
  checkCaptcha: async ({ body }, ctx) => {
    const check = await checkCaptcha(ctx, { id: body.captcha_id, code: body.captcha_code, form: body.form, use: false })
    if (check === 'limited') return fail(ctx, 429, 'captcha.tooMany')
    if (check === 'wrong') return fieldError(ctx, 400, 'captcha_code', 'captcha.wrong')
    return ok(ctx, { valid: true as const })
  },
  centerRfqList: async ({ query }, ctx) => ok(ctx, await listRfqs(ctx, query)),
  quoteByLink: async ({ query }, ctx) => {
    const quote = await quoteByLink(ctx, query.token)
    return quote ? ok(ctx, quote) : fail(ctx, 404, 'rfq.quote.notFound')
  },
  orderQuote: async ({ body }, ctx) => {
    const r = await orderQuote(ctx, body.token !== undefined ? { token: body.token } : { rfqId: body.id! })
    if (r.kind === 'added')
      return {
        ...ok(ctx, { count: r.count, added: r.added }, 'rfq.quote.added'),
        cookies: r.cookie ? [r.cookie] : [],
      }
    if (r.kind === 'notFound') return fail(ctx, 404, 'rfq.quote.notFound')
    if (r.kind === 'full') return fail(ctx, 409, 'api.cartFull')
    return fail(ctx, 409, `rfq.quote.${r.kind}`)
  },
  rfqDetail: async ({ query }, ctx) => {
    const rfq = await rfqDetail(ctx, query.id)
    return rfq ? ok(ctx, rfq) : fail(ctx, 404, 'rfq.notFound')
  },
}
