/**
 * The console's feed import (/admin/catalogue/import, role admin): upload (the file kept through
 * the file port, the columns proposed), preview with the confirmed columns, apply in parts (each
 * request a few batches: on the Worker within D1's limits and a request's time, on Node larger
 * parts), progress. Every call checks the role again (the route did first); the apply is audited
 * at its start and end (job.ts).
 */
import { sql } from 'drizzle-orm'
import type { FeedMapping, ImportJob } from '../../../../contract/admin/import'
import type { UploadedFile } from '../../../../contract/files'
import { libsqlClient } from '../../../db/seed/catalogue/writer'
import type { ServiceContext } from '../../../services/context'
import type { StaffActor } from '../../staff/service'
import { PARAMS } from '../parameters/params'
import { FeedCatalogue } from './catalogue'
import { FeedError, feedFrom, proposeMapping, type FeedFailure, type OpenFeed } from './feed'
import { applyJob, createJob, previewFeed, readJob, type JobRow } from './job'

export type ConsoleRefusal =
  | { kind: 'failure'; failure: FeedFailure }
  | { kind: 'notFound' }
  | { kind: 'busy'; status: string }
  | { kind: 'forbidden' }

const fileKeyOf = (jobId: number) => sql`SELECT file_key AS k FROM import_jobs WHERE id = ${jobId}`

function view(job: JobRow): ImportJob {
  return {
    id: job.id,
    supplier: job.supplier,
    file_name: job.fileName,
    full: job.full,
    status: job.status,
    mapping: job.mapping,
    cursor: job.cursor,
    total: job.total,
    preview: job.preview,
    result: job.result,
  }
}

/** The stored feed, opened again for each pass. */
async function storedFeed(ctx: ServiceContext, jobId: number, fileName: string): Promise<OpenFeed | null> {
  const [row] = await ctx.db.all<{ k: string }>(fileKeyOf(jobId))
  if (!row) return null
  const bytes = await ctx.ports.files.get(String(row.k))
  if (!bytes) return null
  return feedFrom(
    () =>
      (async function* () {
        // Handed over in parts: the reader never needs more than a chunk at a time.
        for (let i = 0; i < bytes.length; i += 256 * 1024) yield bytes.subarray(i, i + 256 * 1024)
      })(),
    bytes.length,
    fileName,
  )
}

const onD1 = (ctx: ServiceContext) => !libsqlClient(ctx.db)

const failed = (error: unknown): ConsoleRefusal => {
  if (error instanceof FeedError) return { kind: 'failure', failure: error.failure }
  throw error
}

export async function uploadFeed(
  ctx: ServiceContext,
  actor: StaffActor,
  input: { file: UploadedFile; supplier: string; full?: '0' | '1' },
): Promise<
  | { kind: 'ok'; job: ImportJob; columns: { rows: string[][]; params: { key: string; name: string }[] } }
  | ConsoleRefusal
> {
  if (actor.role !== 'admin') return { kind: 'forbidden' }
  const ext = input.file.name.toLowerCase().match(/\.(csv|tsv|txt|xlsx)$/)?.[1] ?? 'csv'
  const key = `imports/${crypto.randomUUID()}.${ext}`
  const open = feedFrom(
    () =>
      (async function* () {
        yield input.file.bytes
      })(),
    input.file.bytes.length,
    input.file.name,
  )
  let proposed: Awaited<ReturnType<typeof proposeMapping>>
  const catalogue = await FeedCatalogue.load(ctx.db)
  try {
    proposed = await proposeMapping(open, catalogue)
  } catch (error) {
    // A file without a recognisable header is still kept: the user chooses the columns.
    if (!(error instanceof FeedError) || error.failure.kind !== 'noHeader') return failed(error)
    const feed = await open()
    const rows: string[][] = []
    for await (const r of feed.rows) {
      rows.push(r.cells)
      if (rows.length >= 50) break
    }
    proposed = { rows, mapping: { header_row: -1, columns: {}, tiers: [], params: [] }, decimalComma: false }
  }
  await ctx.ports.files.put(key, input.file.bytes, 'application/octet-stream')
  const id = await createJob(
    ctx.db,
    {
      supplier: input.supplier,
      fileName: input.file.name,
      fileKey: key,
      full: input.full === '1',
      mapping: proposed.mapping,
      preview: null,
      actorId: actor.id,
      status: 'uploaded',
    },
    ctx.now,
  )
  const params = [...catalogue.params.keys()].map((k) => ({ key: k, name: PARAMS.find((p) => p.key === k)?.name ?? k }))
  return {
    kind: 'ok',
    job: view((await readJob(ctx.db, id))!),
    columns: { rows: proposed.rows.map((r) => r.map((c) => c.slice(0, 60))), params },
  }
}

export async function previewImport(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  mapping: FeedMapping,
): Promise<{ kind: 'ok'; job: ImportJob } | ConsoleRefusal> {
  if (actor.role !== 'admin') return { kind: 'forbidden' }
  const job = await readJob(ctx.db, id)
  if (!job) return { kind: 'notFound' }
  if (job.status !== 'uploaded' && job.status !== 'previewed') return { kind: 'busy', status: job.status }
  const open = await storedFeed(ctx, id, job.fileName)
  if (!open) return { kind: 'notFound' }
  try {
    const preview = await previewFeed(ctx.db, open, {
      supplier: job.supplier,
      full: job.full,
      mapping,
      batchRows: onD1(ctx) ? 250 : 2000,
    })
    await ctx.db.run(
      sql`UPDATE import_jobs SET status = 'previewed', mapping = ${JSON.stringify(mapping)}, preview = ${JSON.stringify(preview)},
          total = ${preview.rows}, updated_at = ${ctx.now.toISOString()} WHERE id = ${id} AND status IN ('uploaded', 'previewed')`,
    )
  } catch (error) {
    return failed(error)
  }
  return { kind: 'ok', job: view((await readJob(ctx.db, id))!) }
}

/** Rows a request applies at most: the Worker a few small batches (D1), Node larger parts. */
const share = (ctx: ServiceContext) =>
  onD1(ctx) ? { batchRows: 250, maxBatches: 4 } : { batchRows: 2000, maxBatches: 25 }

export async function applyImport(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
): Promise<{ kind: 'ok'; job: ImportJob } | ConsoleRefusal> {
  if (actor.role !== 'admin') return { kind: 'forbidden' }
  const job = await readJob(ctx.db, id)
  if (!job) return { kind: 'notFound' }
  if (job.status === 'uploaded') return { kind: 'busy', status: job.status }
  if (job.status !== 'done') {
    const open = await storedFeed(ctx, id, job.fileName)
    if (!open) return { kind: 'notFound' }
    try {
      await applyJob(ctx.db, id, open, {
        actor: { id: actor.id, email: actor.email, ip: actor.ip },
        now: () => ctx.now,
        ...share(ctx),
        // The Worker's subrequests are limited: a few pictures per import there, the rest next time.
        pictures: { files: ctx.ports.files, limit: onD1(ctx) ? 20 : undefined },
      })
    } catch (error) {
      return failed(error)
    }
  }
  return { kind: 'ok', job: view((await readJob(ctx.db, id))!) }
}

export async function importJobView(ctx: ServiceContext, actor: StaffActor, id: number) {
  if (actor.role !== 'admin') return null
  const job = await readJob(ctx.db, id)
  return job && view(job)
}
