import { pictureType } from '../../../contract/admin/content'
import type { UploadedFile } from '../../../contract/files'
import type { ServiceContext } from '../../services/context'
import { auditStatement } from '../staff/audit'
import type { StaffActor } from '../staff/service'

/**
 * Pictures of news and banners, uploaded in the console: kept in the file port (disk on Node, R2
 * on the Worker) under `pictures/<uuid>.<ext>` and served by /api/site/pictures/<name>. The type is
 * what the bytes are (PNG, JPEG, WebP), never what the name or the form says; SVG is not taken (it
 * can carry script). A picture never changes: a new one gets a new name, so it is cached for a year.
 */
const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const
const TYPE_OF_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }

export const PICTURE_PATH = '/api/site/pictures/'

export async function storePicture(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'ports'>,
  actor: StaffActor,
  file: UploadedFile,
) {
  const type = pictureType(file.bytes)
  if (!type) return null
  const name = `${crypto.randomUUID()}.${EXT[type]}`
  await ctx.ports.files.put(`pictures/${name}`, file.bytes, type)
  await auditStatement(
    ctx.db,
    actor,
    {
      objectType: 'picture',
      objectId: name,
      action: 'picture.upload',
      after: { name: file.name, size: file.bytes.length },
    },
    ctx.now,
  )
  return { url: `${PICTURE_PATH}${name}` }
}

export async function readPicture(ctx: Pick<ServiceContext, 'ports'>, name: string) {
  const bytes = await ctx.ports.files.get(`pictures/${name}`)
  if (!bytes) return null
  return { bytes, type: TYPE_OF_EXT[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream' }
}
