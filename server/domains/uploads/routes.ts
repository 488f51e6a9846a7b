import type { Contract } from '../../../contract'
import { fail, fieldError, ok, type RouterHandlers } from '../../services/answers'
import { storeSpreadsheet } from './service'

export const uploadsRoutes: RouterHandlers<Contract['uploads']> = {
  excel: async ({ body, headers }, ctx) => {
    const r = await storeSpreadsheet(ctx, body, headers.authorization)
    if (r.kind === 'stored') return ok(ctx, r.file)
    if (r.kind === 'captchaLimited') return fail(ctx, 429, 'captcha.tooMany')
    const key = r.kind === 'captchaMissing' ? 'validation.enterVerificationCode' : 'captcha.wrong'
    return fieldError(ctx, 400, 'captcha_code', key)
  },
}
