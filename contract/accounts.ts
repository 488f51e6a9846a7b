import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, Sequence, type RouteMeta } from './envelope'

const c = initContract()

export const SessionInfo = z.object({
  user_id: z.number().int(),
  expire: z.string().describe('ISO time the session ends'),
})

export const accountsContract = c.router({
  session: {
    method: 'GET',
    path: '/api/session',
    query: Sequence,
    responses: { 200: envelope(SessionInfo) },
    summary: 'The current session (4001 when missing, invalid, expired or revoked)',
    metadata: {
      auth: true,
      extension: 'lets the browser and the edge check a token without loading the profile',
    } satisfies RouteMeta,
  },
})
