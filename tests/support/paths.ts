import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (tests/support/../..). */
export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))
