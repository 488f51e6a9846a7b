import { describe, expect, test } from 'vitest'
import { refusal, type Role, type Session } from '../../server/auth'

const as = (role: Role): Session => ({ userId: 1, expire: '2099-01-01T00:00:00Z', tokenHash: 'x', role })

describe('the one requirement check of a route (server/auth refusal)', () => {
  test('anyone may call a route that requires nothing or a guest', () => {
    expect(refusal(undefined, null)).toBeNull()
    expect(refusal('guest', null)).toBeNull()
    expect(refusal('guest', as('customer'))).toBeNull()
  })

  test('without a session a route for users or a role answers 401 (4001)', () => {
    expect(refusal('user', null)).toBe(401)
    expect(refusal('customer', null)).toBe(401)
    expect(refusal('admin', null)).toBe(401)
  })

  test('a signed-in user of another role is refused with 403; admin may do what sales may', () => {
    expect(refusal('user', as('customer'))).toBeNull()
    expect(refusal('customer', as('customer'))).toBeNull()
    expect(refusal('sales', as('customer'))).toBe(403)
    expect(refusal('admin', as('sales'))).toBe(403)
    expect(refusal('sales', as('admin'))).toBeNull()
    expect(refusal('admin', as('admin'))).toBeNull()
  })
})
