import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // `site` travels as `siteJson` (+onCreatePageContext.server.ts, +onBeforeRenderClient.ts).
  passToClient: ['locale', 'unknownLanguage', 'publicUrl', 'siteJson', 'session'],
  // Streamed: React's Node stream on Node, its Web stream on the Worker (react-streaming chooses;
  // server/node-page-stream.ts says why it matters).
  stream: true,
  favicon: '/favicon.svg',
  // Pages that set `islands: true` (with `clientHooks: false` and a +client.ts) load only their
  // islands (components/islands/Island.tsx).
  meta: { islands: { env: { server: true } } },
} satisfies Config
