import type { R2Bucket } from '@cloudflare/workers-types'
import type { FileStore } from '../index'

/** Uploaded files in an R2 bucket (binding FILES in wrangler.toml). */
export function r2FileStore(bucket: R2Bucket): FileStore {
  return {
    async put(key, data, contentType) {
      await bucket.put(key, data, { httpMetadata: { contentType } })
    },
    async get(key) {
      const object = await bucket.get(key)
      return object ? new Uint8Array(await object.arrayBuffer()) : null
    },
    async delete(key) {
      await bucket.delete(key)
    },
  }
}
