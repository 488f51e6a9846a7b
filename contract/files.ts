import { z } from 'zod'

/**
 * Files in and out of the API. Most routes take and answer JSON; a route declared with
 * `RouteMeta.body` takes a multipart form (a file) or the raw bytes, with its own size limit, and
 * one declared with `RouteMeta.file` answers a file. The server reads such a body into the shapes
 * below before validating it like any other, and the OpenAPI document describes both kinds
 * (server/openapi.ts).
 */

/** A file as a multipart route receives it (a file field of the form, e.g. `file` or `receipt`). */
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

/**
 * The fields of a multipart route's form, read from its body schema (a zod object, perhaps refined):
 * each field's name, whether it is a file (an UploadedFile, however wrapped), and whether it may be
 * left out. The OpenAPI document describes the form by them, and the server refuses a file in any
 * other field (server/http/contract-routes.ts).
 */
export function formFields(body: unknown): { name: string; file: boolean; optional: boolean }[] {
  const object = unwrap(body)
  if (!(object instanceof z.ZodObject)) return []
  return Object.entries(object.shape as Record<string, z.ZodTypeAny>).map(([name, field]) => ({
    name,
    file: unwrap(field) === UploadedFile,
    optional: field.isOptional(),
  }))
}

/** A schema without its optional, default, refinement and pipe wrappers. */
function unwrap(schema: unknown): unknown {
  let s = schema
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap()
    else if (s instanceof z.ZodDefault) s = s._def.innerType
    else if (s instanceof z.ZodEffects) s = s.innerType()
    else if (s instanceof z.ZodPipeline) s = s._def.in
    else return s
  }
}

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
