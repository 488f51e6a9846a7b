/**
 * `npm run import -- <file> [--supplier NAME] [--full] [--dry-run] [--db FILE] [--yes]`: imports a
 * supplier's offer feed (CSV, TSV or xlsx) into the catalogue of a SQLite database (DATABASE_FILE,
 * else DATA_DIR/chipshop.db, else data/chipshop.db, as `npm start`). Prints the columns it found
 * and the preview (new parts, changed offers, unknown makers and categories, rejected rows with
 * their row and reason), then applies in batches with a progress bar; --dry-run stops after the
 * preview. An apply that was stopped (a crash, Ctrl-C) resumes when the same file is imported
 * again for the same supplier.
 */
import { createHash } from 'node:crypto'
import { createReadStream, statSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { adminTranslator } from '../../../../locales/admin'
import { openNodeDb } from '../../../db/node'
import { diskFileStore } from '../../../ports/node/disk-files'
import { FeedCatalogue } from './catalogue'
import { FeedError, feedFrom, proposeMapping } from './feed'
import { applyJob, createJob, previewFeed, readJob, unfinishedJob } from './job'
import { failureMessage, mappingSummary } from './messages'

function arg(name: string) {
  const i = process.argv.indexOf(`--${name}`)
  if (i > 0) return process.argv[i + 1]
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`))
  return eq?.slice(name.length + 3)
}
const flag = (name: string) => process.argv.includes(`--${name}`)

/** Resident memory of this process, in MB. */
const mb = () => Math.round(process.memoryUsage().rss / 1e6)

/** A progress bar on stderr (only on a terminal; else a line every 10 %). */
function progressBar(label: string) {
  const tty = process.stderr.isTTY
  let lastTenth = -1
  const started = Date.now()
  return {
    update(fraction: number, rows: number) {
      const f = Math.max(0, Math.min(1, fraction))
      const seconds = (Date.now() - started) / 1000
      const rate = seconds > 0 ? Math.round(rows / seconds) : 0
      if (tty) {
        const width = 30
        const done = Math.round(f * width)
        process.stderr.write(
          `\r${label} [${'#'.repeat(done)}${'-'.repeat(width - done)}] ${(f * 100).toFixed(0).padStart(3)}% ${rows.toLocaleString('en-US')} rows ${rate.toLocaleString('en-US')}/s ${mb()} MB `,
        )
      } else if (Math.floor(f * 10) > lastTenth) {
        lastTenth = Math.floor(f * 10)
        process.stderr.write(`${label} ${lastTenth * 10}% ${rows} rows ${rate}/s ${mb()} MB\n`)
      }
    },
    end() {
      if (tty) process.stderr.write('\n')
    },
  }
}

async function fileKey(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function main() {
  const root = process.env.CHIPSHOP_ROOT ?? process.cwd()
  const file = process.argv
    .slice(2)
    .find((a, i, all) => !a.startsWith('--') && !['--supplier', '--db'].includes(all[i - 1] ?? ''))
  if (!file) {
    console.error(
      'usage: npm run import -- <file.csv|.tsv|.xlsx> [--supplier NAME] [--full] [--dry-run] [--db FILE] [--yes]',
    )
    process.exit(2)
  }
  const path = resolve(file)
  const size = statSync(path).size
  const supplier = (arg('supplier') ?? basename(path).replace(/\.[^.]+$/, '')).trim().slice(0, 60)
  const full = flag('full')
  const dryRun = flag('dry-run')
  const dbFile = resolve(
    arg('db') ?? process.env.DATABASE_FILE ?? join(resolve(process.env.DATA_DIR ?? join(root, 'data')), 'chipshop.db'),
  )
  const t = adminTranslator('en')
  const db = await openNodeDb(dbFile, join(root, 'server/db/migrations'))
  const open = feedFrom(() => createReadStream(path, { highWaterMark: 256 * 1024 }), size, basename(path))
  const started = Date.now()
  let peak = process.memoryUsage().rss
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200)
  try {
    const key = await fileKey(path)
    let jobId = dryRun ? null : await unfinishedJob(db, key, supplier)
    if (jobId !== null) {
      const job = (await readJob(db, jobId))!
      console.log(
        `resuming import job ${jobId} of ${job.fileName} (${supplier}) after row ${job.cursor} of ${job.total}`,
      )
    } else {
      const catalogue = await FeedCatalogue.load(db)
      const { rows, mapping } = await proposeMapping(open, catalogue)
      console.log(`supplier: ${supplier}${full ? ' (full: offers missing from the feed go to stock 0)' : ''}`)
      console.log(mappingSummary(mapping, rows[mapping.header_row] ?? []))
      const bar = progressBar('preview')
      const preview = await previewFeed(db, open, {
        supplier,
        full,
        mapping,
        onProgress: (p) => bar.update(p.fraction, p.rows),
      })
      bar.end()
      console.log(
        `rows ${preview.rows}: new parts ${preview.new_parts}, new offers ${preview.new_offers}, changed offers ${preview.changed_offers}, unchanged ${preview.unchanged}, rejected ${preview.rejected}` +
          (full ? `, offers to stock 0 ${preview.offers_to_zero}` : ''),
      )
      if (preview.unknown_makers.length)
        console.log(`new makers (flagged for review): ${preview.unknown_makers.join(', ')}`)
      if (preview.unknown_categories.length)
        console.log(`new categories (flagged for review): ${preview.unknown_categories.join(', ')}`)
      for (const c of preview.samples.changed.slice(0, 10))
        console.log(
          `  row ${c.row} ${c.mpn} (${c.manufacturer}): $${c.before.price} × ${c.before.stock} → $${c.after.price} × ${c.after.stock}`,
        )
      for (const r of preview.samples.rejected.slice(0, 50))
        console.log(`  row ${r.row}: ${t(`import.reason.${r.reason}`)}${r.detail ? ` (${r.detail})` : ''}`)
      if (preview.rejected > 50) console.log(`  … and ${preview.rejected - 50} more rejected rows`)
      if (dryRun) {
        console.log('dry run: nothing written')
        return
      }
      jobId = await createJob(
        db,
        { supplier, fileName: basename(path), fileKey: key, full, mapping, preview, actorId: null },
        new Date(),
      )
    }
    const bar = progressBar('import ')
    const done = await applyJob(db, jobId, open, {
      actor: { id: null, email: `cli:${process.env.USER ?? 'operator'}`, ip: '' },
      onProgress: (p) => bar.update(p.fraction, p.rows),
      pictures: { files: diskFileStore(join(resolve(process.env.DATA_DIR ?? join(root, 'data')), 'files')) },
    })
    bar.end()
    const r = done.result
    console.log(
      `import job ${jobId} done: new parts ${r.new_parts}, new offers ${r.new_offers}, changed offers ${r.changed_offers}, unchanged ${r.unchanged}, rejected ${r.rejected}, set to stock 0 ${r.zeroed}, new makers ${r.new_makers}, new categories ${r.new_categories}`,
    )
  } catch (error) {
    if (error instanceof FeedError) {
      console.error(failureMessage(t, error.failure))
      process.exitCode = 1
      return
    }
    throw error
  } finally {
    clearInterval(sample)
    peak = Math.max(peak, process.memoryUsage().rss)
    console.log(
      JSON.stringify({
        msg: 'import finished',
        seconds: (Date.now() - started) / 1000,
        peak_rss_mb: Math.round(peak / 1e6),
      }),
    )
    ;(db as unknown as { $client: { close(): void } }).$client.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
