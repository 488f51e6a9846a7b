import type { Config } from 'vike/types'

/** The operations console (issue 31): its own frame, no shop chrome; noindex (pages/+Head.tsx), never in the sitemap. */
export default { console: true } satisfies Config
