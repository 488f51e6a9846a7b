/**
 * What an import resolves a feed's names against: makers through their aliases (the catalogue's
 * manufacturer_aliases, the shared table of other names search/maker-names.ts, legal forms left
 * out: TI, Texas Instruments Inc., 德州仪器 → one maker), categories by their name in any language
 * (a path "Passives > Resistors > Chip" by its most specific known part), parameters by their
 * name in any language. Unknown makers and categories are created on apply, flagged for review.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { MAKER_NAMES, withoutLegalForm } from '../../search/maker-names'
import { normalizeName } from '../../search/normalize'
import { headerKey } from '../../sheets/headers'
import { PARAMS } from '../parameters/params'
import type { ParamNames } from './columns'

export type ParamDef = { id: number; unit: string }

const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A category cell's names, most specific first: "A > B > C" → C, B, A (and the whole). */
function categoryNames(raw: string): string[] {
  const parts = raw
    .split(/\s*(?:>|›|»|\/|\\|\|)\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
  return [raw, ...parts.reverse()]
}

export class FeedCatalogue {
  /** alias (normalizeName) → maker id */
  private makers = new Map<string, number>()
  /** headerKey(name) → category id (the deepest category of that name) */
  private categories = new Map<string, { id: number; depth: number }>()
  readonly params = new Map<string, ParamDef>()
  readonly paramNames: ParamNames = new Map()
  /** Makers this import created: id → the key their name had before ("new:…"). */
  private created = new Map<number, string>()

  private constructor(private db: Db) {}

  static async load(db: Db): Promise<FeedCatalogue> {
    const c = new FeedCatalogue(db)
    const aliases = await db.all<{ a: string; id: number }>(
      sql`SELECT alias_norm AS a, manufacturer_id AS id FROM manufacturer_aliases`,
    )
    for (const r of aliases) c.makers.set(String(r.a), Number(r.id))
    const names = await db.all<{ n: string; id: number }>(sql`SELECT name AS n, id FROM manufacturers`)
    for (const r of names)
      if (!c.makers.has(normalizeName(String(r.n)))) c.makers.set(normalizeName(String(r.n)), Number(r.id))
    for (const [name, others] of Object.entries(MAKER_NAMES)) {
      const id = c.makers.get(normalizeName(name))
      if (id === undefined) continue
      for (const o of others) {
        const k = normalizeName(o)
        if (k && !c.makers.has(k)) c.makers.set(k, id)
      }
    }
    const cats = await db.all<{ id: number; depth: number; n: string }>(
      sql`SELECT c.id, c.depth, t.name AS n FROM categories c JOIN category_translations t ON t.category_id = c.id
          UNION ALL SELECT id, depth, slug FROM categories`,
    )
    for (const r of cats) {
      const k = headerKey(String(r.n))
      const e = c.categories.get(k)
      if (k && (!e || Number(r.depth) > e.depth)) c.categories.set(k, { id: Number(r.id), depth: Number(r.depth) })
    }
    const params = await db.all<{ id: number; key: string; unit: string }>(sql`SELECT id, key, unit FROM params`)
    for (const p of params) {
      c.params.set(String(p.key), { id: Number(p.id), unit: String(p.unit) })
      c.paramNames.set(headerKey(String(p.key)), String(p.key))
    }
    const translated = await db.all<{ key: string; n: string }>(
      sql`SELECT p.key, t.name AS n FROM param_translations t JOIN params p ON p.id = t.param_id`,
    )
    for (const t of translated) c.paramNames.set(headerKey(String(t.n)), String(t.key))
    for (const p of PARAMS) if (c.params.has(p.key)) c.paramNames.set(headerKey(p.name), p.key)
    // A parameter named like a feed column is the feed's column ("Package", "Description").
    for (const w of ['package', 'description', 'manufacturer', 'type']) c.paramNames.delete(w)
    return c
  }

  /** The maker's key: its id as text when known, else its name without legal form (new makers group by it). */
  makerKey(raw: string): { id: number | null; key: string } {
    const norm = normalizeName(raw)
    const candidates = [norm, ...withoutLegalForm(norm)]
    for (const k of candidates) {
      const id = this.makers.get(k)
      if (id !== undefined) return { id, key: String(id) }
    }
    return { id: null, key: `new:${candidates[candidates.length - 1]}` }
  }

  /** The maker's key for telling duplicate rows apart: the same before and after the import created it. */
  sameMakerKey(raw: string): string {
    const m = this.makerKey(raw)
    return (m.id !== null && this.created.get(m.id)) || m.key
  }

  category(raw: string): number | null {
    for (const name of categoryNames(raw)) {
      const hit = this.categories.get(headerKey(name))
      if (hit) return hit.id
    }
    return null
  }

  /** Creates a maker for a name no alias knows (flagged for review); its spellings become aliases. */
  async createMaker(name: string, at: string): Promise<number> {
    const known = this.makerKey(name)
    if (known.id !== null) return known.id
    const before = known.key
    const slug = await this.freeSlug('manufacturers', slugOf(name) || 'maker')
    const [row] = await this.db.all<{ id: number }>(
      sql`INSERT INTO manufacturers (name, slug, logo, website, part_count, sort, needs_review, updated_at)
          VALUES (${name}, ${slug}, '', '', 0, 0, 1, ${at}) RETURNING id`,
    )
    const id = Number(row!.id)
    this.created.set(id, before)
    const norm = normalizeName(name)
    for (const alias of new Set([norm, ...withoutLegalForm(norm)].filter(Boolean))) {
      await this.db.run(
        sql`INSERT OR IGNORE INTO manufacturer_aliases (alias_norm, alias, manufacturer_id, searchable) VALUES (${alias}, ${name}, ${id}, 1)`,
      )
      this.makers.set(alias, id)
    }
    return id
  }

  /** Creates a top-level category for a name no category has (flagged for review). */
  async createCategory(raw: string, at: string): Promise<number> {
    const known = this.category(raw)
    if (known !== null) return known
    const name = categoryNames(raw)[1] ?? raw
    const slug = await this.freeSlug('categories', slugOf(name) || 'category')
    const [row] = await this.db.all<{ id: number }>(
      sql`INSERT INTO categories (parent_id, depth, slug, icon, sort, part_count, needs_review, updated_at)
          VALUES (NULL, 0, ${slug}, '', 1000, 0, 1, ${at}) RETURNING id`,
    )
    const id = Number(row!.id)
    await this.db.run(
      sql`INSERT INTO category_translations (category_id, locale, name, description) VALUES (${id}, 'en', ${name}, '')`,
    )
    this.categories.set(headerKey(raw), { id, depth: 0 })
    this.categories.set(headerKey(name), { id, depth: 0 })
    return id
  }

  private async freeSlug(table: 'manufacturers' | 'categories', base: string): Promise<string> {
    const rows = await this.db.all<{ slug: string }>(
      sql`SELECT slug FROM ${sql.raw(table)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
    )
    const taken = new Set(rows.map((r) => String(r.slug)))
    if (!taken.has(base)) return base
    for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`
  }
}
