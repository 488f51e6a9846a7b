import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, Sequence, type RouteMeta } from '../envelope'
import { IdParam, requiredText } from '../validation'

/*
 * Makers and categories a feed import created from names no alias knew (issue 32 item 1): flagged
 * for review, listed at /admin/catalogue/review. An admin approves one as it is, renames it,
 * merges it into an existing one (its parts move; a maker's name becomes an alias, so the next
 * import resolves it) or, for a category, places it under a parent. Every change is audited and
 * refreshes the counts, facets and the data version.
 */
const c = initContract()
const CONSOLE = 'feed import (issue 32): review of new makers and categories'
const adminOnly: RouteMeta = { auth: 'admin', extension: CONSOLE }

export const ReviewMaker = z.object({
  id: z.number().int(),
  name: z.string(),
  part_count: z.number().int(),
  aliases: z.array(z.string()).describe('the spellings that resolve to it'),
})
export const ReviewCategory = z.object({
  id: z.number().int(),
  name: z.string().describe('the English name'),
  part_count: z.number().int(),
})
const Choice = z.object({ id: z.number().int(), name: z.string() })
export const ReviewList = z.object({
  makers: z.array(ReviewMaker),
  categories: z.array(ReviewCategory),
  known_makers: z.array(Choice).describe('the reviewed makers, by name: what a flagged one may merge into'),
  known_categories: z
    .array(Choice.extend({ depth: z.number().int() }))
    .describe('the reviewed categories, by name: what a flagged one may merge into or be placed under (depth 0 or 1)'),
})

const Name = requiredText('validation.required', 120)
const Target = z.number({ invalid_type_error: 'validation.invalid' }).int().positive()

export const MakerReview = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('rename'), name: Name }),
  z.object({ action: z.literal('merge'), into_id: Target.describe('the existing maker that takes its parts') }),
])
export type MakerReview = z.infer<typeof MakerReview>

export const CategoryReview = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('rename'), name: Name }),
  z.object({ action: z.literal('merge'), into_id: Target.describe('the existing category that takes its parts') }),
  z.object({ action: z.literal('place'), parent_id: Target.describe('a top or second level category') }),
])
export type CategoryReview = z.infer<typeof CategoryReview>

const id = z.object({ id: IdParam })

/** The review's routes, part of the console's router (contract/admin/index.ts). */
export const reviewRoutes = {
  reviewList: c.query({
    method: 'GET',
    path: '/api/admin/catalogue/review',
    query: Sequence,
    responses: { 200: envelope(ReviewList) },
    summary: 'Admins only: the makers and categories a feed import created and nobody has reviewed yet.',
    metadata: adminOnly,
  }),
  reviewMaker: c.mutation({
    method: 'POST',
    path: '/api/admin/catalogue/review/makers/:id',
    pathParams: id,
    body: MakerReview,
    responses: { 200: envelope(ReviewList) },
    summary:
      'Admins only: approves, renames or merges a flagged maker (its parts and aliases move, its name becomes an alias of the other). 404 unknown, 409 reviewed already or a part number both makers have, 400 a merge into itself or an unknown maker. Audited.',
    metadata: { ...adminOnly, rateLimit: 'write' },
  }),
  reviewCategory: c.mutation({
    method: 'POST',
    path: '/api/admin/catalogue/review/categories/:id',
    pathParams: id,
    body: CategoryReview,
    responses: { 200: envelope(ReviewList) },
    summary:
      'Admins only: approves, renames, merges (its parts and home floors move) or places a flagged category under a parent. 404 unknown, 409 reviewed already, 400 an unknown or unsuitable target. Audited.',
    metadata: { ...adminOnly, rateLimit: 'write' },
  }),
}
