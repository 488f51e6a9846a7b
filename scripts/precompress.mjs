// Writes a .br (brotli, quality 11) and a .gz (gzip -9) beside every text file of the client build
// (dist/client) of 1 KiB or more, for the Node server to send as they are (serveStatic's
// `precompressed`, server/node.ts): the best compression once at build instead of a quick one per
// request. The Worker's assets binding compresses by itself: dist/client/.assetsignore keeps these
// copies out of its upload.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dir = 'dist/client'
const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/
let files = 0
let raw = 0
let br = 0
for (const entry of await readdir(dir, { recursive: true })) {
  const path = join(dir, entry)
  if (!TEXT.test(entry) || !(await stat(path)).isFile()) continue
  const body = await readFile(path)
  if (body.length < 1024) continue
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
  await writeFile(`${path}.br`, brotli)
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }))
  files++
  raw += body.length
  br += brotli.length
}
await writeFile(join(dir, '.assetsignore'), '*.br\n*.gz\n')
console.log(`precompress: ${files} files, ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`)
