import type { UploadedFile } from '../../../contract/files'
import type { ServiceContext } from '../../services/context'

const TYPES: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.csv': 'text/csv',
}

/**
 * Keeps an uploaded spreadsheet (already checked by the contract: type and size) in the file store,
 * under the user's folder, so that the RFQ and BOM calls that read it can tell whose it is.
 */
export async function storeSpreadsheet(ctx: Pick<ServiceContext, 'ports' | 'session'>, file: UploadedFile) {
  const ext = file.name.toLowerCase().slice(file.name.lastIndexOf('.'))
  const fileId = `${ctx.session!.userId}/${crypto.randomUUID()}${ext}`
  await ctx.ports.files.put(`uploads/${fileId}`, file.bytes, TYPES[ext] ?? 'application/octet-stream')
  return { file_id: fileId, name: file.name, size: file.bytes.length }
}
