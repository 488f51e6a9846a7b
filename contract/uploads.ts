import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, type RouteMeta } from './envelope'
import { SPREADSHEET_MAX_BYTES, SPREADSHEET_TYPES, SpreadsheetFile } from './files'

const c = initContract()

/** A stored upload: the id later calls name it by (RFQ, BOM), and what was sent. */
export const StoredFile = z.object({
  file_id: z.string().describe('the stored file, for the RFQ and BOM calls that read it'),
  name: z.string().describe('the file name as sent'),
  size: z.number().int().describe('bytes'),
})

/** Uploads (spec §7, RFQ and upload): BOM and RFQ spreadsheets, kept for the calls that read them. */
export const uploadsContract = c.router({
  excel: {
    method: 'POST',
    path: '/api/upload/excel',
    contentType: 'multipart/form-data',
    body: z.object({
      file: SpreadsheetFile,
      captcha_id: z.string().max(100).optional().describe("a guest: the RFQ form's verification code (form rfq)"),
      captcha_code: z
        .string()
        .trim()
        .max(50)
        .optional()
        .describe('a guest: its answer; checked, not used up (the RFQ form sends it)'),
    }),
    responses: { 200: envelope(StoredFile) },
    summary:
      "Uploads a BOM or RFQ spreadsheet (xlsx, xls or csv, at most 2 MB) as the form field `file`. A guest (an RFQ from a spreadsheet) adds the RFQ form's verification code (captcha_id, captcha_code): the file is theirs for that code only. Limited per address and per signed-in account (429).",
    metadata: {
      rateLimit: 'upload',
      perAccount: true,
      body: { kind: 'multipart', maxBytes: SPREADSHEET_MAX_BYTES, types: SPREADSHEET_TYPES },
    } satisfies RouteMeta,
  },
})
