import type { Contract } from '../../../contract'
import type { StaffRole } from '../../../contract/admin'
import { adminTranslator } from '../../../locales/admin'
import { fail, ok, type RouterHandlers } from '../../services/answers'
import type { ServiceContext } from '../../services/context'
import { staffActor, type StaffActor } from '../staff/service'
import * as editing from '../content/editing'
import { storePicture } from '../content/pictures'
import { sanitizeHtml } from '../content/sanitize'
import * as home from '../catalogue/showcases'
import * as settings from '../site/settings'

/**
 * The console's content routes (contract/admin/content.ts): the service layer's staff check (after
 * the route's own), one service call, the answer in the console's language. News, pages and the
 * home page are sales' work too (they write the shop's news and arrange its offers); settings and
 * payment methods are admins' only.
 */
type AdminContent = Contract['admin']
type Handlers = RouterHandlers<AdminContent>
type ContentRoutes = Pick<Handlers, Extract<keyof Handlers, `content${string}` | `home${string}` | `settings${string}`>>

const at = (ctx: ServiceContext) => ({ ...ctx, t: adminTranslator(ctx.locale) })
const refused = (ctx: ServiceContext) =>
  ctx.session ? fail(ctx, 403, 'api.forbidden') : fail(ctx, 401, 'api.sessionInvalid')

/** Runs `work` for a staff member of `role`, else answers as the route's own check would. */
async function as<R>(ctx: ServiceContext, role: StaffRole, work: (a: StaffActor) => Promise<R>) {
  const a = await staffActor(ctx, role)
  return a ? work(a) : refused(ctx)
}

const newsAnswer = (ctx: ServiceContext, r: editing.NewsResult, key: string) => {
  if (r.kind === 'notFound') return fail(at(ctx), 404, 'api.newsNotFound')
  if (r.kind === 'badTags')
    return fail(at(ctx), 400, 'api.unknownTags', undefined, [
      { field: 'tag_ids', message: adminTranslator(ctx.locale)('api.unknownTags') },
    ])
  return ok(at(ctx), r.item, key)
}

export const adminContentRoutes: ContentRoutes = {
  contentNewsList: ({ query }, ctx) =>
    as(ctx, 'sales', async () => ok(ctx, await editing.listNewsForStaff(ctx, query))),
  contentNewsGet: ({ params }, ctx) =>
    as(ctx, 'sales', async () => {
      const item = await editing.newsForStaff(ctx, params.id)
      return item ? ok(ctx, item) : fail(at(ctx), 404, 'api.newsNotFound')
    }),
  contentNewsCreate: ({ body }, ctx) =>
    as(ctx, 'sales', async (a) => newsAnswer(ctx, await editing.createNews(ctx, a, body), 'api.newsSaved')),
  contentNewsSave: ({ params, body }, ctx) =>
    as(ctx, 'sales', async (a) => newsAnswer(ctx, await editing.saveNews(ctx, a, params.id, body), 'api.newsSaved')),
  contentNewsPublish: ({ params, body }, ctx) =>
    as(ctx, 'sales', async (a) =>
      newsAnswer(
        ctx,
        await editing.publishNews(ctx, a, params.id, body.published),
        body.published ? 'api.newsPublished' : 'api.newsUnpublished',
      ),
    ),
  contentNewsTags: (_, ctx) => as(ctx, 'sales', async () => ok(ctx, await editing.newsTagsForStaff(ctx))),
  contentNewsTagCreate: ({ body }, ctx) =>
    as(ctx, 'sales', async (a) => ok(at(ctx), await editing.createNewsTag(ctx, a, body.names), 'api.tagSaved')),

  contentPictureUpload: ({ body }, ctx) =>
    as(ctx, 'sales', async (a) => {
      const stored = await storePicture(ctx, a, body.file)
      if (stored) return ok(at(ctx), stored, 'api.pictureStored')
      const message = adminTranslator(ctx.locale)('api.pictureType')
      return fail(at(ctx), 400, 'api.pictureType', undefined, [{ field: 'file', message }])
    }),
  contentPreview: ({ body }, ctx) => as(ctx, 'sales', async () => ok(ctx, { html: sanitizeHtml(body.html) })),

  contentPageList: (_, ctx) => as(ctx, 'sales', async () => ok(ctx, await editing.pagesForStaff(ctx))),
  contentPageGet: ({ params }, ctx) =>
    as(ctx, 'sales', async () => {
      const page = await editing.pageForStaff(ctx, params.id)
      return page ? ok(ctx, page) : fail(at(ctx), 404, 'api.pageNotFound')
    }),
  contentPageSave: ({ params, body }, ctx) =>
    as(ctx, 'sales', async (a) => {
      const page = await editing.savePage(ctx, a, params.id, body.texts)
      return page ? ok(at(ctx), page, 'api.pageSaved') : fail(at(ctx), 404, 'api.pageNotFound')
    }),

  homeBanners: (_, ctx) => as(ctx, 'sales', async () => ok(ctx, await home.bannersForStaff(ctx))),
  homeBannerCreate: ({ body }, ctx) =>
    as(ctx, 'sales', async (a) => {
      await home.createBanner(ctx, a, body)
      return ok(at(ctx), await home.bannersForStaff(ctx), 'api.bannerSaved')
    }),
  homeBannerSave: ({ params, body }, ctx) =>
    as(ctx, 'sales', async (a) =>
      (await home.saveBanner(ctx, a, params.id, body))
        ? ok(at(ctx), await home.bannersForStaff(ctx), 'api.bannerSaved')
        : fail(at(ctx), 404, 'api.bannerNotFound'),
    ),
  homeBannerArrange: ({ params, body }, ctx) =>
    as(ctx, 'sales', async (a) =>
      (await home.arrangeBanner(ctx, a, params.id, body))
        ? ok(at(ctx), await home.bannersForStaff(ctx), body.op === 'remove' ? 'api.bannerRemoved' : 'api.bannerSaved')
        : fail(at(ctx), 404, 'api.bannerNotFound'),
    ),
  homeShowcase: ({ params }, ctx) => as(ctx, 'sales', async () => ok(ctx, await home.showcase(ctx, params.list))),
  homeShowcaseChange: ({ params, body }, ctx) =>
    as(ctx, 'sales', async (a) => {
      const r = await home.changeShowcase(ctx, a, params.list, body)
      if (r.kind === 'notFound') return fail(at(ctx), 404, 'api.offerNotFound')
      if (r.kind === 'already') return fail(at(ctx), 409, 'api.alreadyInList')
      if (r.kind === 'notInList') return fail(at(ctx), 409, 'api.notInList')
      return ok(at(ctx), await home.showcase(ctx, params.list), 'api.listSaved')
    }),
  homePartSearch: ({ query }, ctx) => as(ctx, 'sales', async () => ok(ctx, await home.findOffers(ctx, query.q))),

  settingsGet: (_, ctx) => as(ctx, 'admin', async () => ok(ctx, await settings.settingsForAdmin(ctx))),
  settingsSave: ({ body }, ctx) =>
    as(ctx, 'admin', async (a) => ok(at(ctx), await settings.saveSettings(ctx, a, body), 'api.settingsSaved')),
  settingsShippingSave: ({ body }, ctx) =>
    as(ctx, 'admin', async (a) => ok(at(ctx), await settings.saveShipping(ctx, a, body.rates), 'api.settingsSaved')),
}
