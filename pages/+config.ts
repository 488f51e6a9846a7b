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
  // Pages that set `console: true` (pages/admin) are the operations console: the shop's chrome
  // (header, footer, side bar) gives way to the console's own (components/admin/ConsoleLayout.tsx).
  meta: { islands: { env: { server: true } }, console: { env: { server: true, client: true } } },
} satisfies Config
