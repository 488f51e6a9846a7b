import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (tests/support/../..; CHIPSHOP_ROOT when scripts/run-ts.mjs ran a bundled copy). */
export const repoRoot = process.env.CHIPSHOP_ROOT ?? resolve(fileURLToPath(new URL('../..', import.meta.url)))
