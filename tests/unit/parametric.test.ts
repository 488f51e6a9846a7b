/** Value-and-package queries read into parameters (issue 30, item 7); anything else is no such query. */
import { describe, expect, test } from 'vitest'
import { readParametric } from '../../server/domains/search/parametric'

describe('readParametric', () => {
  test.each([
    ['10k 0603', { kind: 'resistor', value: 10_000, size: '0603', tolerance: null }],
    ['4.7k', { kind: 'resistor', value: 4_700, size: null }],
    ['4k7 1% 0402', { kind: 'resistor', value: 4_700, size: '0402', tolerance: 1 }],
    ['10 ohm 1206', { kind: 'resistor', value: 10, size: '1206' }],
    ['470R', { kind: 'resistor', value: 470 }],
    ['10 kΩ 0603', { kind: 'resistor', value: 10_000, size: '0603' }],
    ['100nF 0402 X7R', { kind: 'capacitor', value: 1e-7, size: '0402', dielectric: 'X7R' }],
    ['1uF 25V', { kind: 'capacitor', value: 1e-6, volts: 25, size: null }],
    ['0.1µF 50 V NP0 0603', { kind: 'capacitor', value: 1e-7, volts: 50, dielectric: 'C0G', size: '0603' }],
    ['cap 22p', { kind: 'capacitor', value: 22e-12 }],
  ] as const)('%s', (text, wanted) => {
    expect(readParametric(text)).toMatchObject(wanted)
  })

  test.each(['LM358 10k', '0603', 'resistor 0603', '25V', 'STM32F407', '10k 25V', '100nF resistor', '2N2222'])(
    '%s is no value query',
    (text) => expect(readParametric(text)).toBeNull(),
  )
})
