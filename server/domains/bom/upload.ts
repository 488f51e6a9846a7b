import { BOM_MAX_BYTES, BOM_MAX_LINES, type BomSummary } from '../../../contract/bom'
import type { UploadedFile } from '../../../contract/files'
import type { CookieWrite } from '../../services/answers'
import { storeGuestSpreadsheet, storeUserSpreadsheet } from '../uploads/service'
import { newGuestBomOwner } from './guest'
import { boms } from './schema'
import {
  type Ctx,
  type Columns,
  type Refusal,
  PREVIEW_ROWS,
  userOf,
  clip,
  columnsOf,
  replaceLines,
  summaries,
} from './store'

/**
 * Upload: the file (or pasted text) stored, read, and a BOM made of it with the columns detected.
 * A guest's BOM gets the token of its private link (guest.ts), answered once, and its cookie.
 */
export async function uploadBom(
  ctx: Ctx,
  input: { file?: UploadedFile; text?: string; name?: string },
): Promise<
  { kind: 'ok'; bom: BomSummary; columns: Columns; guest?: { token: string; cookie: CookieWrite } } | Refusal
> {
  const file: UploadedFile = input.file ?? {
    name: 'pasted.txt',
    type: 'text/plain',
    size: 0,
    bytes: new TextEncoder().encode(input.text ?? ''),
  }
  // Read through the port: on Node in a worker thread with a time and memory budget.
  const sheet = input.file
    ? await ctx.ports.sheets.readFile(file.bytes, {
        fileName: file.name,
        maxBytes: BOM_MAX_BYTES,
        maxLines: BOM_MAX_LINES,
        previewRows: PREVIEW_ROWS,
      })
    : await ctx.ports.sheets.readText(input.text ?? '', {
        maxBytes: BOM_MAX_BYTES,
        maxLines: BOM_MAX_LINES,
        previewRows: PREVIEW_ROWS,
      })
  if (sheet.kind !== 'ok') return { kind: 'sheet', failure: sheet }
  const guest = ctx.session ? null : await newGuestBomOwner(ctx.now)
  const stored = guest ? await storeGuestSpreadsheet(ctx, file) : await storeUserSpreadsheet(ctx, file)
  const columns = columnsOf(sheet)
  const at = ctx.now.toISOString()
  const fileName = input.file ? input.file.name : ''
  const [bom] = await ctx.db
    .insert(boms)
    .values({
      userId: guest ? null : userOf(ctx),
      guestTokenHash: guest?.guestTokenHash ?? null,
      expiresAt: guest?.expiresAt ?? null,
      name: clip(input.name || fileName.replace(/\.[^.]+$/, '') || defaultName(ctx), 100),
      fileName,
      fileKey: `uploads/${stored.file_id}`,
      columns: JSON.stringify(columns),
      sets: 1,
      status: 'mapping',
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  await replaceLines(ctx, bom!.id, sheet.lines)
  const [summary] = await summaries(ctx, [bom!])
  return {
    kind: 'ok',
    bom: summary!,
    columns,
    ...(guest ? { guest: { token: guest.token, cookie: guest.cookie } } : {}),
  }
}

const defaultName = (ctx: Ctx) => `BOM ${ctx.now.toISOString().slice(0, 16).replace('T', ' ')}`
