import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../services/context'
import { adminLocaleOf } from '../../../locales/admin'
import { feedback } from '../site/schema'
import { auditStatement } from '../staff/audit'
import type { StaffActor } from '../staff/service'

/**
 * The feedback form's messages in the console (issue 32 item 4): open ones first to read, each
 * marked handled once with a note; who and when are kept on the message and in the audit log.
 */
type Ctx = Pick<ServiceContext, 'db' | 'now' | 'locale'>

/** The subject the sender chose, in the console's language (English when it has no label in it). */
const typeLabel = (locale: string) =>
  sql<string>`coalesce(
    (SELECT label FROM select_option_translations s WHERE s.field = 'feedback_type' AND s.option_id = feedback.type_id AND s.locale = ${locale}),
    (SELECT label FROM select_option_translations s WHERE s.field = 'feedback_type' AND s.option_id = feedback.type_id AND s.locale = 'en'),
    '')`

const columns = (locale: string) => ({
  id: feedback.id,
  created_at: feedback.createdAt,
  type: typeLabel(locale),
  email: feedback.email,
  content: feedback.content,
  locale: feedback.locale,
  handled_at: feedback.handledAt,
  handled_by: feedback.handledBy,
  handled_note: feedback.handledNote,
})

export async function listFeedback(ctx: Ctx, q: { state?: 'open' | 'handled'; page: number; page_size: number }) {
  const where =
    q.state === 'open' ? isNull(feedback.handledAt) : q.state === 'handled' ? isNotNull(feedback.handledAt) : undefined
  const [rows, perState] = await Promise.all([
    ctx.db
      .select(columns(adminLocaleOf(ctx.locale)))
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db
      .select({ handled: sql<number>`${feedback.handledAt} IS NOT NULL`, n: count() })
      .from(feedback)
      .groupBy(sql`1`),
  ])
  const counts = { open: 0, handled: 0 }
  for (const r of perState) counts[r.handled ? 'handled' : 'open'] = r.n
  return {
    list: rows,
    total: q.state ? counts[q.state] : counts.open + counts.handled,
    page: q.page,
    page_size: q.page_size,
    counts,
  }
}

type FeedbackView = NonNullable<Awaited<ReturnType<typeof feedbackRow>>>
export type HandleResult = { kind: 'done'; row: FeedbackView } | { kind: 'notFound' } | { kind: 'already' }

const feedbackRow = async (ctx: Ctx, id: number) =>
  (
    await ctx.db
      .select(columns(adminLocaleOf(ctx.locale)))
      .from(feedback)
      .where(eq(feedback.id, id))
  )[0] ?? null

/** Marks a message handled with a note, once (a second answers `already`), with its audit row in the same batch. */
export async function handleFeedback(ctx: Ctx, actor: StaffActor, id: number, note: string): Promise<HandleResult> {
  const before = await feedbackRow(ctx, id)
  if (!before) return { kind: 'notFound' }
  if (before.handled_at) return { kind: 'already' }
  const at = ctx.now.toISOString()
  const [marked] = await ctx.db.batch([
    ctx.db
      .update(feedback)
      .set({ handledAt: at, handledBy: actor.email, handledNote: note })
      .where(and(eq(feedback.id, id), isNull(feedback.handledAt)))
      .returning({ id: feedback.id }),
    auditStatement(
      ctx.db,
      actor,
      {
        objectType: 'feedback',
        objectId: id,
        action: 'feedback.handle',
        before: { state: 'open' },
        after: { state: 'handled', note },
      },
      ctx.now,
      sql`EXISTS (SELECT 1 FROM feedback WHERE id = ${id} AND handled_at = ${at} AND handled_by = ${actor.email})`,
    ),
  ])
  if (!marked.length) return { kind: 'already' }
  return { kind: 'done', row: (await feedbackRow(ctx, id))! }
}
