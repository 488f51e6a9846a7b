import { and, asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { SiteConfig } from '../../../contract/site'
import { defaultLocale } from '../../../locales/locales'
import type { ServiceContext } from '../../services/context'
import { withEnglishFallback } from '../../db/translations'
import {
  feedback,
  languages,
  selectOptions,
  selectOptionTranslations,
  seoTranslations,
  siteConfig,
  siteLabels,
  siteLabelTranslations,
  subscriptions,
} from '../../db/schema'

type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now'>

export async function listLanguages({ db }: Ctx) {
  return db
    .select({ lang: languages.lang, name: languages.name, icon: languages.icon })
    .from(languages)
    .where(eq(languages.enabled, true))
    .orderBy(asc(languages.sort))
}

export async function getSeo({ db, locale }: Ctx) {
  const rows = await db
    .select()
    .from(seoTranslations)
    .where(inArray(seoTranslations.locale, [locale, defaultLocale]))
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === defaultLocale)
  return { title: row?.title ?? '', keyword: row?.keyword ?? '', description: row?.description ?? '' }
}

/** The config's text fields: every field of the contract's SiteConfig but the trusted hosts and SEO. */
const TextFields = SiteConfig.omit({ WhitelistedDomain: true, seo: true })
const TEXT_FIELDS = Object.keys(TextFields.shape) as (keyof typeof TextFields.shape)[]

/** Site config with every field present: unset fields are empty, so clients need no guards. */
export async function getConfig(ctx: Ctx): Promise<SiteConfig> {
  const rows = await ctx.db.select().from(siteConfig)
  const stored = new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]))
  const config = Object.fromEntries(TEXT_FIELDS.map((f) => [f, String(stored.get(f) ?? '')])) as z.infer<
    typeof TextFields
  >
  const domains = stored.get('WhitelistedDomain')
  return {
    ...config,
    WhitelistedDomain: Array.isArray(domains) ? domains.map(String) : [],
    seo: await getSeo(ctx),
  }
}

/** Options of the given fields (all when none), labels in the request locale with English fallback. */
export async function getSelectOptions({ db, locale }: Ctx, fields: string[]) {
  const tr = withEnglishFallback(selectOptionTranslations, locale, (t) =>
    and(eq(t.field, selectOptions.field), eq(t.optionId, selectOptions.optionId)),
  )
  const rows = await db
    .select({ field: selectOptions.field, id: selectOptions.optionId, label: tr.text((t) => t.label) })
    .from(selectOptions)
    .leftJoin(...tr.local)
    .leftJoin(...tr.english)
    .where(fields.length ? inArray(selectOptions.field, fields) : undefined)
    .orderBy(asc(selectOptions.field), asc(selectOptions.sort))
  const out: Record<string, { id: number; label: string }[]> = {}
  for (const f of fields) out[f] = []
  for (const r of rows) (out[r.field] ??= []).push({ id: r.id, label: r.label })
  return out
}

export async function getLabels({ db, locale }: Ctx) {
  const tr = withEnglishFallback(siteLabelTranslations, locale, (t) => eq(t.key, siteLabels.key))
  return db
    .select({ key: siteLabels.key, value: siteLabels.value, text: tr.text((t) => t.text) })
    .from(siteLabels)
    .leftJoin(...tr.local)
    .leftJoin(...tr.english)
    .orderBy(asc(siteLabels.sort))
}

export async function isFeedbackType({ db }: Ctx, typeId: number) {
  const [row] = await db
    .select({ id: selectOptions.optionId })
    .from(selectOptions)
    .where(and(eq(selectOptions.field, 'feedback_type'), eq(selectOptions.optionId, typeId)))
  return !!row
}

export async function saveFeedback(
  ctx: Ctx & { ip: string },
  input: { type_id: number; email: string; feedback_content: string },
) {
  await ctx.db.insert(feedback).values({
    typeId: input.type_id,
    email: input.email,
    content: input.feedback_content,
    locale: ctx.locale,
    ip: ctx.ip,
    createdAt: ctx.now.toISOString(),
  })
}

/** Subscribes an address once: a second subscription of the same address (any case) stores nothing. */
export async function subscribe(ctx: Ctx, email: string): Promise<'subscribed' | 'alreadySubscribed'> {
  const inserted = await ctx.db
    .insert(subscriptions)
    .values({ email, emailNorm: email.toLowerCase(), locale: ctx.locale, createdAt: ctx.now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id })
  return inserted.length ? 'subscribed' : 'alreadySubscribed'
}
