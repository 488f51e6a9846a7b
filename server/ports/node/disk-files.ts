import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, normalize } from 'node:path'
import type { FileStore } from '../index'

/** Uploaded files on disk under one folder; keys never escape it. */
export function diskFileStore(folder: string): FileStore {
  const pathOf = (key: string) => {
    const p = normalize(join(folder, key))
    if (!p.startsWith(normalize(folder))) throw new Error('file key outside the store')
    return p
  }
  return {
    async put(key, data) {
      const p = pathOf(key)
      await mkdir(dirname(p), { recursive: true })
      await writeFile(p, data)
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch {
        return null
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
