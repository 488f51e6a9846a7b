/**
 * A supplier feed imported through the console, as an admin does it: the file uploaded as the
 * import page sends it (multipart), the preview with the columns as proposed, then applied part by
 * part until done.
 */
import { expect } from 'vitest'
import type { ImportJob } from '../../contract/admin/import'
import { staffClient, type Staff } from './staff'
import { okData, type TestApp } from './test-app'

export type FeedUpload = { supplier?: string; fileName?: string; fields?: Record<string, string>; lang?: string }

/** Uploads a feed's text as staff (the console's page: the file, the supplier, any further fields); the raw answer. */
export function uploadFeed(t: TestApp, staff: Staff, text: string, upload: FeedUpload = {}) {
  const form = new FormData()
  form.append('file', new Blob([new TextEncoder().encode(text)]), upload.fileName ?? 'feed.csv')
  form.append('supplier', upload.supplier ?? 'Musterteile')
  for (const [k, v] of Object.entries(upload.fields ?? {})) form.append(k, v)
  return t.request('/api/admin/catalogue/import', {
    method: 'POST',
    body: form,
    headers: { cookie: staff.cookie, lang: upload.lang ?? 'en' },
  })
}

/** Uploads, previews and applies a feed as `admin` until done: the done job, with the preview's counts. */
export async function importFeed(t: TestApp, admin: Staff, text: string, upload: FeedUpload = {}): Promise<ImportJob> {
  const res = await uploadFeed(t, admin, text, upload)
  expect(res.status).toBe(200)
  const { data } = (await res.json()) as { data: { job: ImportJob } }
  const api = staffClient(t, admin)
  const previewed = okData(
    await api.admin.importPreview({ params: { id: data.job.id }, body: { mapping: data.job.mapping } }),
  )
  let job = previewed
  for (let i = 0; i < 20 && job.status !== 'done'; i++)
    job = okData(await api.admin.importApply({ params: { id: job.id }, body: {} }))
  expect(job.status).toBe('done')
  return { ...job, preview: previewed.preview }
}
