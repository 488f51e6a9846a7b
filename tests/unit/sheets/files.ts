/**
 * Test files built in code: workbooks written by SheetJS, texts in legacy encodings, hand-made
 * zip archives. No binary fixtures in the repository.
 */
import * as XLSX from 'xlsx'

type CellInput = string | number | XLSX.CellObject | null

/** An xlsx or xls file of one or more sheets (rows of cells; a CellObject for formulas). */
export function workbook(
  sheets: Record<string, CellInput[][]>,
  bookType: 'xlsx' | 'xls' = 'xlsx',
  merges: Record<string, string[]> = {},
): Uint8Array {
  const wb = XLSX.utils.book_new()
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = XLSX.utils.aoa_to_sheet(rows)
    if (Object.hasOwn(merges, name)) ws['!merges'] = merges[name]!.map((r) => XLSX.utils.decode_range(r))
    XLSX.utils.book_append_sheet(wb, ws, name)
  }
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer)
}

export const xlsx = (rows: CellInput[][], merges?: string[]) =>
  workbook({ Sheet1: rows }, 'xlsx', merges ? { Sheet1: merges } : {})
export const xls = (rows: CellInput[][]) => workbook({ Sheet1: rows }, 'xls')

export const utf8 = (text: string) => new TextEncoder().encode(text)
export const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])

const reverse = new Map<string, Map<string, number[]>>()
/**
 * `text` in a legacy encoding (gb18030, shift_jis, windows-1252). The platform only decodes
 * them, so the encoder is the decoder inverted over every one- and two-byte sequence.
 */
export function encodeLegacy(text: string, encoding: string): Uint8Array {
  let table = reverse.get(encoding)
  if (!table) {
    table = new Map()
    const decoder = new TextDecoder(encoding, { fatal: true })
    const add = (bytes: number[]) => {
      try {
        const ch = decoder.decode(new Uint8Array(bytes))
        if ([...ch].length === 1 && !table!.has(ch)) table!.set(ch, bytes)
      } catch {}
    }
    for (let a = 0; a < 0x100; a++) add([a])
    for (let a = 0x81; a < 0x100; a++) for (let b = 0x40; b < 0x100; b++) add([a, b])
    reverse.set(encoding, table)
  }
  const out: number[] = []
  for (const ch of text) {
    const bytes = table.get(ch)
    if (!bytes) throw new Error(`${encoding} cannot write ${ch}`)
    out.push(...bytes)
  }
  return new Uint8Array(out)
}

/** A zip archive of stored or deflated entries, with sizes as given (a lying archive says less). */
export async function zip(
  entries: { name: string; data: Uint8Array; deflate?: boolean; declaredSize?: number }[],
): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const e of entries) {
    const body = e.deflate ? await deflateRaw(e.data) : e.data
    const name = utf8(e.name)
    const size = e.declaredSize ?? e.data.length
    const local = new Uint8Array(30 + name.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint16(8, e.deflate ? 8 : 0, true)
    lv.setUint32(18, body.length, true)
    lv.setUint32(22, size, true)
    lv.setUint16(26, name.length, true)
    local.set(name, 30)
    const cd = new Uint8Array(46 + name.length)
    const cv = new DataView(cd.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint16(10, e.deflate ? 8 : 0, true)
    cv.setUint32(20, body.length, true)
    cv.setUint32(24, size, true)
    cv.setUint16(28, name.length, true)
    cv.setUint32(42, offset, true)
    cd.set(name, 46)
    parts.push(local, body)
    central.push(cd)
    offset += local.length + body.length
  }
  const cdSize = central.reduce((n, c) => n + c.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, entries.length, true)
  ev.setUint16(10, entries.length, true)
  ev.setUint32(12, cdSize, true)
  ev.setUint32(16, offset, true)
  const all = [...parts, ...central, end]
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0))
  let p = 0
  for (const part of all) {
    out.set(part, p)
    p += part.length
  }
  return out
}

async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** A number cell shown through a number format ('00000', 'yyyy-mm-dd', '0.0%'). */
export const formatted = (v: number, z: string): XLSX.CellObject => ({ t: 'n', v, z })
/** A formula cell, with the value the spreadsheet program saved for it or none. */
export const formula = (f: string, saved?: number | string): XLSX.CellObject =>
  saved === undefined ? { t: 'n', f } : { t: typeof saved === 'number' ? 'n' : 's', v: saved, f }

/** An OLE compound file (the container of xls, doc and encrypted xlsx) with these streams. */
export function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const cfb = XLSX.CFB.utils.cfb_new()
  for (const [name, content] of Object.entries(streams)) XLSX.CFB.utils.cfb_add(cfb, name, content)
  return new Uint8Array(XLSX.CFB.write(cfb, { type: 'array' }) as ArrayBuffer)
}
