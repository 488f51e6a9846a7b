import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Feed imports (server/domains/catalogue/import): one row per import of a supplier's offer feed.
 * A job is previewed (nothing written), then applied in batches; each batch commits with the job's
 * cursor (the data rows done), so an apply stopped by a crash resumes after the last batch.
 *
 * status: previewed | applying | done | failed
 */
export const importJobs = sqliteTable(
  'import_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    supplier: text('supplier').notNull(),
    fileName: text('file_name').notNull(),
    /** What identifies the file's content (sha-256 of the bytes, or the stored upload's id). */
    fileKey: text('file_key').notNull(),
    /** With --full: the supplier's offers missing from the feed go to stock 0 at the end. */
    full: integer('full').notNull().default(0),
    status: text('status').notNull(),
    /** The column mapping confirmed (JSON, FeedMapping). */
    mapping: text('mapping').notNull(),
    /** Data rows of the file done (written, or rejected); the apply resumes after them. */
    cursor: integer('cursor').notNull().default(0),
    /** Data rows in the file (known after the preview). */
    total: integer('total').notNull().default(0),
    /** The preview's counts and samples (JSON, FeedPreview). */
    preview: text('preview'),
    /** What the apply did (JSON counts). */
    result: text('result'),
    actorId: integer('actor_id'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    finishedAt: text('finished_at'),
  },
  (t) => [index('import_jobs_file').on(t.fileKey, t.supplier, t.status)],
)

/** The offers a job's feed named (for --full: the supplier's other offers go to stock 0). */
export const importJobOffers = sqliteTable(
  'import_job_offers',
  {
    jobId: integer('job_id').notNull(),
    goodsId: integer('goods_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.goodsId] })],
)
