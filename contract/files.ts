import { z } from 'zod'

/**
 * Files in and out of the API. Most routes take and answer JSON; a route declared with
 * `RouteMeta.body` takes a multipart form (a file) or the raw bytes, with its own size limit, and
 * one declared with `RouteMeta.file` answers a file. The server reads such a body into the shapes
 * below before validating it like any other, and the OpenAPI document describes both kinds
 * (server/openapi.ts).
 */

/** A file as a multipart route receives it (the form's `file` field). */
export const UploadedFile = z.object(
  {
    name: z.string({ required_error: 'validation.required' }).min(1, 'validation.required').max(255),
    type: z.string(),
    size: z.number().int().nonnegative(),
    bytes: z.instanceof(Uint8Array),
  },
  { required_error: 'validation.required', invalid_type_error: 'validation.required' },
)
export type UploadedFile = z.infer<typeof UploadedFile>

/** A raw body as a raw route receives it: the bytes as sent and their declared type. */
export const RawBody = z.object({ type: z.string(), bytes: z.instanceof(Uint8Array) })

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const XLS_TYPE = 'application/vnd.ms-excel'
/** BOM and RFQ spreadsheets (spec: "xls, xlsx or compatible, at most 2MB"). */
export const SPREADSHEET_TYPES = ['.xlsx', '.xls', '.csv'] as const
export const SPREADSHEET_MAX_BYTES = 2 * 1024 * 1024

/** What a spreadsheet's bytes begin with: a zip (xlsx), an OLE compound file (xls), or text (csv). */
function looksLikeSpreadsheet(name: string, bytes: Uint8Array): boolean {
  const ext = name.toLowerCase().slice(name.lastIndexOf('.'))
  if (ext === '.xlsx') return bytes[0] === 0x50 && bytes[1] === 0x4b
  if (ext === '.xls') return [0xd0, 0xcf, 0x11, 0xe0].every((b, i) => bytes[i] === b)
  if (ext === '.csv') return !bytes.slice(0, 4096).includes(0)
  return false
}

/** An uploaded spreadsheet: xlsx, xls or csv by name and by content. */
export const SpreadsheetFile = UploadedFile.refine((f) => looksLikeSpreadsheet(f.name, f.bytes), {
  message: 'validation.fileType',
})
