/**
 * Writes the BOM quality corpus (tests/bom/corpus.ts) into tests/bom/files/: every file and, beside
 * it, <file>.expected.json with the expected answer of each line. Deterministic (fixed seeds):
 *
 *   node scripts/run-ts.mjs tests/bom/generate.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildFile, CORPUS } from './corpus'

const root = process.env.CHIPSHOP_ROOT ?? process.cwd()
const dir = join(root, 'tests/bom/files')
mkdirSync(dir, { recursive: true })
for (const f of readdirSync(dir)) rmSync(join(dir, f))
let lines = 0
for (const spec of CORPUS) {
  const file = buildFile(spec)
  writeFileSync(join(dir, file.name), file.bytes)
  writeFileSync(join(dir, `${file.name}.expected.json`), JSON.stringify(file.expected, null, 1) + '\n')
  lines += file.expected.lines.length
  console.log(`${file.name}: ${file.expected.lines.length} lines, ${file.bytes.length} bytes`)
}
console.log(`${CORPUS.length} files, ${lines} lines in ${dir}`)
