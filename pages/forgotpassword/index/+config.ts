import type { Config } from 'vike/types'

/** Only the page's islands load in the browser (components/islands/Island.tsx, ./+client.ts). */
export default { clientHooks: false, islands: true } satisfies Config
