/**
 * `npm run seed -- --parts N [--db FILE]`: seeds or grows the demo catalogue of a SQLite database to
 * N parts in total (the real parts of ./data first, then generated ones; the generator continues
 * where an earlier run stopped). An empty database also gets the demo site and content. The
 * database is DATABASE_FILE, else DATA_DIR/chipshop.db, else data/chipshop.db (as `npm start`).
 * To start over, remove the database file.
 */
import { statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { closeNodeDb, openNodeDb } from '../../node'
import { seedIfEmpty } from '..'
import { jsonLogger } from '../../../ports'
import { seedCatalogue } from './catalogue'

function arg(name: string) {
  const i = process.argv.indexOf(`--${name}`)
  if (i > 0) return process.argv[i + 1]
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`))
  return eq?.slice(name.length + 3)
}

async function main() {
  const root = process.env.CHIPSHOP_ROOT ?? process.cwd()
  const parts = Number(arg('parts') ?? 22_000)
  if (!Number.isSafeInteger(parts) || parts < 0) throw new Error('--parts must be a whole number')
  const file = resolve(
    arg('db') ?? process.env.DATABASE_FILE ?? join(resolve(process.env.DATA_DIR ?? join(root, 'data')), 'chipshop.db'),
  )
  const started = Date.now()
  const db = await openNodeDb(file, join(root, 'server/db/migrations'))
  // The demo site and the real parts when the database is new, then the generated parts in bulk.
  await seedIfEmpty(db, jsonLogger, { catalogueParts: 0 })
  await seedCatalogue(db, { parts, log: jsonLogger, bulk: true })
  closeNodeDb(db)
  // Opened again: in the WAL mode the shop runs in (the bulk seed wrote with a rollback journal).
  const reopened = await openNodeDb(file, join(root, 'server/db/migrations'))
  const client = (reopened as unknown as { $client: { execute(s: string): Promise<unknown> } }).$client
  await client.execute('PRAGMA optimize')
  closeNodeDb(reopened)
  const size = statSync(file).size
  console.log(
    JSON.stringify({
      msg: 'seed done',
      database: file,
      parts,
      seconds: (Date.now() - started) / 1000,
      megabytes: Math.round(size / 1e6),
    }),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
