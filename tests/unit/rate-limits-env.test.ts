/** RATE_LIMITS (README, Configuration): the operator's changes over the default limits, or an error at start. */
import { expect, test } from 'vitest'
import { defaultSettings, limitsFromEnv } from '../../server/ports'

test('name=requests/seconds pairs replace those limits; the others stay', () => {
  const limits = limitsFromEnv(' order=100/3600, cart=5/60 ')
  expect(limits.order).toEqual([100, 3600])
  expect(limits.cart).toEqual([5, 60])
  expect(limits.login).toEqual(defaultSettings.limits.login)
  expect(limitsFromEnv(undefined)).toEqual(defaultSettings.limits)
  expect(limitsFromEnv('')).toEqual(defaultSettings.limits)
})

test.each(['orders=1/60', 'order=0/60', 'order=10', 'order=1/0', 'order=a/60', 'toString=1/60'])(
  '%s is refused at start',
  (value) => {
    expect(() => limitsFromEnv(value)).toThrow(/RATE_LIMITS/)
  },
)
