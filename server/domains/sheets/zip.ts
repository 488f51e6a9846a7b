/**
 * An xlsx is a zip archive. Before SheetJS unpacks one, its central directory is read and every
 * part is inflated once with a byte budget, so that an archive that unpacks far beyond the limit
 * (a zip bomb, whether its declared sizes say so or lie) is refused without being held in memory.
 * DecompressionStream('deflate-raw') exists on Node and in workerd.
 */

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; offset: number }
/** `strings`: the shared-string items (<si>) of all the parts, counted while they are inflated. */
export type ZipCheck = { kind: 'ok'; names: string[]; strings: number } | { kind: 'unsafe' } | { kind: 'corrupt' }

/** Most parts an xlsx of a parts list may have (a workbook has a few dozen). */
const MAX_ENTRIES = 2_000

export async function checkZip(bytes: Uint8Array, maxUnpacked: number): Promise<ZipCheck> {
  const entries = centralDirectory(bytes)
  if (entries === 'unsafe') return { kind: 'unsafe' }
  if (entries === null) return { kind: 'corrupt' }
  let declared = 0
  for (const e of entries) declared += e.size
  if (declared > maxUnpacked) return { kind: 'unsafe' }
  let budget = maxUnpacked
  const strings = stringCounter()
  for (const e of entries) {
    const data = entryData(bytes, e)
    if (!data) return { kind: 'corrupt' }
    let size: number | null
    strings.start()
    if (e.method === 0) {
      size = data.length
      strings.add(data)
    } else if (e.method === 8) size = await inflatedSize(data, budget, strings.add)
    else return { kind: 'corrupt' }
    if (size === null) return { kind: 'corrupt' }
    if (size > budget || size !== e.size) return { kind: 'unsafe' }
    budget -= size
  }
  return { kind: 'ok', names: entries.map((e) => e.name), strings: strings.count() }
}

/**
 * Counts shared-string items, `<si>`, `<si/>`, `<si …>` or with a namespace prefix (`<x:si>`),
 * in the parts' bytes as they pass, chunk by chunk: SheetJS keeps an object for each, so that a
 * few kilobytes of `<si/>` repeated would cost it hundreds of megabytes.
 */
function stringCounter() {
  let n = 0
  // The three bytes before the current one.
  let b0 = 0
  let b1 = 0
  let b2 = 0
  return {
    start: () => void (b0 = b1 = b2 = 0),
    add: (chunk: Uint8Array) => {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i]!
        // [<:] s i [> /\t\r\n]
        if (
          b2 === 0x69 &&
          b1 === 0x73 &&
          (b0 === 0x3c || b0 === 0x3a) &&
          (b === 0x3e || b === 0x20 || b === 0x2f || b === 0x09 || b === 0x0a || b === 0x0d)
        )
          n++
        b0 = b1
        b1 = b2
        b2 = b
      }
    },
    count: () => n,
  }
}

/** The entries of the central directory; 'unsafe' for zip64 or too many entries; null if broken. */
export function centralDirectory(bytes: Uint8Array): ZipEntry[] | 'unsafe' | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) return null
  const count = view.getUint16(end + 10, true)
  const offset = view.getUint32(end + 16, true)
  if (count === 0xffff || offset === 0xffffffff) return 'unsafe'
  if (count > MAX_ENTRIES) return 'unsafe'
  const entries: ZipEntry[] = []
  const names = new TextDecoder()
  let p = offset
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) return null
    const flags = view.getUint16(p + 8, true)
    const compressedSize = view.getUint32(p + 20, true)
    const size = view.getUint32(p + 24, true)
    const nameLength = view.getUint16(p + 28, true)
    const extraLength = view.getUint16(p + 30, true)
    const commentLength = view.getUint16(p + 32, true)
    if (flags & 1) return null
    if (compressedSize === 0xffffffff || size === 0xffffffff) return 'unsafe'
    entries.push({
      name: names.decode(bytes.subarray(p + 46, p + 46 + nameLength)),
      method: view.getUint16(p + 10, true),
      compressedSize,
      size,
      offset: view.getUint32(p + 42, true),
    })
    p += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

export function entryData(bytes: Uint8Array, e: ZipEntry): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (e.offset + 30 > bytes.length || view.getUint32(e.offset, true) !== 0x04034b50) return null
  const start = e.offset + 30 + view.getUint16(e.offset + 26, true) + view.getUint16(e.offset + 28, true)
  if (start + e.compressedSize > bytes.length) return null
  return bytes.subarray(start, start + e.compressedSize)
}

/** Bytes a deflate stream inflates to, stopping as soon as it passes the budget; null if broken. */
async function inflatedSize(
  data: Uint8Array,
  budget: number,
  onChunk: (chunk: Uint8Array) => void,
): Promise<number | null> {
  const reader = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader()
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return total
      total += value.byteLength
      onChunk(value)
      if (total > budget) {
        await reader.cancel().catch(() => {})
        return total
      }
    }
  } catch {
    return null
  }
}

/**
 * A part's bytes as they are inflated, chunk by chunk (the streaming xlsx reader, xlsx.ts), never
 * more than `budget` bytes in all (past it: an error). Run after checkZip, so the archive is known
 * to unpack within its limit; the budget holds even so.
 */
export async function* inflateEntry(bytes: Uint8Array, e: ZipEntry, budget: number): AsyncGenerator<Uint8Array> {
  const data = entryData(bytes, e)
  if (!data) throw new Error('zip: broken entry')
  if (e.method === 0) {
    if (data.length > budget) throw new Error('zip: part too large')
    yield data
    return
  }
  if (e.method !== 8) throw new Error('zip: unknown compression')
  const reader = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader()
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      total += value.byteLength
      if (total > budget) throw new Error('zip: part too large')
      yield value
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
}
