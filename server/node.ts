/**
 * Node entry: `npm start` builds and runs this (dist/node/server.mjs) on PORT (3000). Static files
 * come from dist/client, pages from vike's production build (dist/server).
 */
// vike's production build of the pages, bundled into this file (scripts/build-servers.mjs).
import '../dist/server/entry.mjs'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { createNodePorts } from './node-ports'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

async function main() {
  const ports = await createNodePorts(root)
  const app = createApp(ports, {
    staticFiles: serveStatic({
      root: join(root, 'dist/client'),
      onFound: (path, c) => {
        c.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    }),
  })
  const port = Number(process.env.PORT ?? 3000)
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) =>
    ports.log.info({ msg: `chipshop listening on http://localhost:${info.port}` }),
  )
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
