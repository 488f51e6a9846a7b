import type { Contract } from '../../../contract'
import type { RouterHandlers } from '../../services/answers'
import { fieldError, ok } from '../../services/answers'
import * as site from './service'

export const siteRoutes: RouterHandlers<Contract['site']> = {
  langList: async (_, ctx) => ok(ctx, await site.listLanguages(ctx)),
  getConfig: async (_, ctx) => ok(ctx, await site.getConfig(ctx)),
  getSeo: async (_, ctx) => ok(ctx, await site.getSeo(ctx)),
  selectOptions: async ({ query }, ctx) =>
    ok(ctx, await site.getSelectOptions(ctx, (query.field ?? '').split(',').filter(Boolean))),
  label: async (_, ctx) => ok(ctx, await site.getLabels(ctx)),
  feedback: async ({ body }, ctx) => {
    if (!(await site.isFeedbackType(ctx, body.type_id)))
      return fieldError(ctx, 400, 'type_id', 'validation.unknownSubject')
    await site.saveFeedback(ctx, body)
    return ok(ctx, null, 'api.feedbackThanks')
  },
  subscribe: async ({ body }, ctx) =>
    (await site.subscribe(ctx, body.email)) === 'subscribed'
      ? ok(ctx, null, 'api.subscribed')
      : fieldError(ctx, 409, 'email', 'api.alreadySubscribed'),
}
