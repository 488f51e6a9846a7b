import type { AppRoute } from '@ts-rest/core'
import { generateOpenApi } from '@ts-rest/open-api'
import { formFields } from '../contract/files'
import { contract } from '../contract'
import { contractRoutes } from './http/contract-routes'
import type { RouteMeta } from '../contract'

/** The OpenAPI document, generated from the contract (served at /api/openapi.json). */
export function openApiDocument() {
  return generateOpenApi(
    contract,
    {
      info: {
        title: 'chipshop API',
        version: '1.0.0',
        description:
          'Every answer is `{ code, message, data }`: code 200 on success, 4001 when the session is missing, invalid or expired, otherwise the HTTP status. Send `Lang` (en, zh, tw, jp, ko, de, ru, fr, ar, it) for localized messages and `Authorization: Bearer <token>` when signed in. The `_seq` query parameter is for cache busting and is ignored.',
      },
    },
    { setOperationId: true, operationMapper: describeFiles },
  )
}

type OperationMapper = NonNullable<NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']>

const binary = { type: 'string' as const, format: 'binary' }
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/**
 * Routes that are not JSON, as RouteMeta declares them: a multipart body (the form's fields, as
 * its zod schema gives them, the files among them as binary), a raw body (the bytes as sent), and
 * an answer that is a file.
 */
const describeFiles: OperationMapper = (operation, route) => {
  const meta = (route.metadata ?? {}) as RouteMeta
  const out = { ...operation }
  if (meta.body) {
    const limit = `at most ${megabytes(meta.body.maxBytes)}; ${meta.body.types.join(', ')}`
    out.requestBody =
      meta.body.kind === 'multipart'
        ? {
            required: true,
            description: `A form (${limit}); a file in any other field is refused (400)`,
            content: { 'multipart/form-data': { schema: formSchema(operation, route) } },
          }
        : {
            required: true,
            description: `The body as sent (${limit})`,
            content: Object.fromEntries(meta.body.types.map((type) => [type, { schema: binary }])),
          }
  }
  if (meta.file)
    out.responses = {
      ...operation.responses,
      200: { description: `the file ${meta.file.name}`, content: { [meta.file.contentType]: { schema: binary } } },
    }
  return out
}

type Schema = {
  type?: 'string' | 'number' | 'boolean' | 'object' | 'integer' | 'null' | 'array'
  format?: string
  description?: string
  properties?: Record<string, Schema>
  required?: string[]
}

/**
 * A multipart form's schema: each field of the route's zod body (contract/files.ts formFields) as
 * @ts-rest/open-api generated it from that schema, files as binary, text without a type as string.
 */
function formSchema(operation: Parameters<OperationMapper>[0], route: AppRoute): Schema {
  const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content
  const generated = Object.values(content ?? {})[0]?.schema?.properties ?? {}
  const fields = formFields('body' in route ? route.body : undefined)
  const properties = Object.fromEntries(
    fields.map(({ name, file }) => {
      const { description } = generated[name] ?? {}
      const field: Schema = file ? { ...binary } : { type: 'string', ...generated[name] }
      return [name, description ? { ...field, description } : field]
    }),
  )
  const required = fields.filter((f) => !f.optional).map((f) => f.name)
  return { type: 'object', properties, ...(required.length ? { required } : {}) }
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)

/** A readable, self-contained page listing every call (no third-party scripts). */
export function apiDocsHtml(): string {
  const rows = contractRoutes(contract)
    .map((r) => {
      const meta = (r.metadata ?? {}) as RouteMeta
      const notes = [
        meta.auth ? (meta.auth === 'user' ? 'session required' : `requires ${meta.auth}`) : '',
        meta.cart ? "the caller's cart: the session's, else the guest cart of the `cart` cookie" : '',
        meta.body ? `${meta.body.kind} body, at most ${megabytes(meta.body.maxBytes)}` : '',
        meta.file ? `answers a file (${meta.file.contentType})` : '',
        meta.cache ? `edge cache ${meta.cache}s` : '',
        meta.rateLimit ? 'rate limited' : '',
        meta.extension ? `extension: ${meta.extension}` : '',
      ]
        .filter(Boolean)
        .join('; ')
      return `<tr><td><code>${r.method}</code></td><td><code>${escape(r.path)}</code></td><td>${escape(r.summary ?? '')}</td><td>${escape(notes)}</td></tr>`
    })
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chipshop API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;max-width:1100px}table{border-collapse:collapse;width:100%}td,th{border-block-end:1px solid #ddd;padding:.4rem;text-align:start;vertical-align:top}code{font-size:13px}</style></head>
<body><h1>chipshop API</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3, generated from the ts-rest contract).</p>
<p>Every answer is <code>{ code, message, data }</code>. Headers: <code>Lang</code>, <code>Authorization: Bearer &lt;token&gt;</code>. Code 4001 = sign in again.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table></body></html>`
}
