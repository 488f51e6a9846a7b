// Development server: Vite (HMR, on-demand transforms) in front of the same Hono app and Node ports
// as production. `npm run dev` → http://localhost:3000
import { createServer as createHttpServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createServer } from 'vite'

const root = process.cwd()
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
const { createNodePorts } = await vite.ssrLoadModule('/server/node-ports.ts')
const ports = await createNodePorts(root)
// Spreadsheets read in-line from the sources: a built thread script (dist/node) may be older than them.
ports.sheets = (await vite.ssrLoadModule('/server/ports/inline-sheets.ts')).inlineSheetReader
const listener = getRequestListener(async (request) => {
  // Re-load the app on every request so server edits apply without a restart.
  const { createApp } = await vite.ssrLoadModule('/server/app.ts')
  const { pipeToWebStream } = await vite.ssrLoadModule('/server/node-page-stream.ts')
  return createApp(ports, { pipeToWebStream }).fetch(request)
})
const port = Number(process.env.PORT ?? 3000)
createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res))).listen(port, () =>
  console.log(`chipshop dev server on http://localhost:${port}`),
)
