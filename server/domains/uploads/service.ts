import type { UploadedFile } from '../../../contract/files'
import { sessionOfHeader } from '../../auth'
import { hashToken } from '../../auth/sessions'
import type { ServiceContext } from '../../services/context'
import { answeredCaptcha, checkCaptcha } from '../captcha/service'

const TYPES: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.csv': 'text/csv',
}

type Ctx = Pick<ServiceContext, 'db' | 'now' | 't' | 'ip' | 'ports' | 'session'>

/**
 * A guest's uploads live in a folder named after the verification code they answered for the RFQ
 * form (a hash of its id): only that code, while it is unused and valid, reads them (the RFQ form
 * then sends it, which uses it up). A user's live in their user id's folder.
 */
const guestFolder = async (captchaId: string) => `guest-${(await hashToken(`upload:${captchaId}`)).slice(0, 32)}`

export type StoreResult =
  | { kind: 'stored'; file: { file_id: string; name: string; size: number } }
  | { kind: 'captchaMissing' }
  | { kind: 'captchaWrong' }
  | { kind: 'captchaLimited' }

/**
 * Keeps an uploaded spreadsheet (already checked by the contract: type and size) in the file store,
 * under its owner's folder, so that the RFQ and BOM calls that read it can tell whose it is. A
 * signed-in user's; or a guest's (an RFQ from a spreadsheet), who gives the RFQ form's verification
 * code, answered right (it is checked, not used up: the form sends it).
 */
export async function storeSpreadsheet(
  ctx: Ctx,
  input: { file: UploadedFile; captcha_id?: string; captcha_code?: string },
  authorization: string | undefined,
): Promise<StoreResult> {
  const session = ctx.session ?? (await sessionOfHeader(ctx.db, authorization, ctx.now))
  let folder: string
  if (session) folder = String(session.userId)
  else {
    if (!input.captcha_id || !input.captcha_code) return { kind: 'captchaMissing' }
    const check = await checkCaptcha(ctx, { id: input.captcha_id, code: input.captcha_code, form: 'rfq', use: false })
    if (check === 'limited') return { kind: 'captchaLimited' }
    if (check === 'wrong') return { kind: 'captchaWrong' }
    folder = await guestFolder(input.captcha_id)
  }
  return { kind: 'stored', file: await keep(ctx, folder, input.file) }
}

/** A signed-in user's spreadsheet, kept in their folder (the BOM upload). */
export const storeUserSpreadsheet = (ctx: Pick<ServiceContext, 'ports' | 'session'>, file: UploadedFile) =>
  keep(ctx, String(ctx.session!.userId), file)

/** A guest's BOM file (server/domains/bom/guest.ts): deleted with the BOM when it ends. */
export const storeGuestSpreadsheet = (ctx: Pick<ServiceContext, 'ports'>, file: UploadedFile) =>
  keep(ctx, 'guest-bom', file)

async function keep(ctx: Pick<ServiceContext, 'ports'>, folder: string, file: UploadedFile) {
  const ext = file.name.toLowerCase().slice(file.name.lastIndexOf('.'))
  const fileId = `${folder}/${crypto.randomUUID()}${ext}`
  await ctx.ports.files.put(`uploads/${fileId}`, file.bytes, TYPES[ext] ?? 'application/octet-stream')
  return { file_id: fileId, name: file.name, size: file.bytes.length }
}

/**
 * Whether the caller may read upload `fileId`: a signed-in user their own; a guest one uploaded
 * with the verification code `captchaId`, while that code is unused and valid.
 */
export async function mayReadUpload(
  ctx: Pick<Ctx, 'db' | 'now' | 'session'>,
  fileId: string,
  captchaId: string | undefined,
): Promise<boolean> {
  if (fileId.includes('..')) return false
  if (ctx.session) return fileId.startsWith(`${ctx.session.userId}/`)
  if (!captchaId || !(await answeredCaptcha(ctx, captchaId, 'rfq'))) return false
  return fileId.startsWith(`${await guestFolder(captchaId)}/`)
}
