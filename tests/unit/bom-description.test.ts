import { describe, expect, test } from 'vitest'
import { parseDescription } from '../../server/domains/bom/description'

/** Description-only BOM lines read as parameters (server/domains/bom/description.ts). */
describe('parseDescription', () => {
  test.each([
    ['8.2k 0603 1%', { kind: 'resistor', ohms: 8200, size: '0603', tolerance: 1 }],
    ['RES 8k2 1% 0603', { kind: 'resistor', ohms: 8200, size: '0603', tolerance: 1 }],
    ['0603 8.2kΩ 1%', { kind: 'resistor', ohms: 8200, size: '0603', tolerance: 1 }],
    ['0402 4R7 5%', { kind: 'resistor', ohms: 4.7, size: '0402', tolerance: 5 }],
    ['100R 0805', { kind: 'resistor', ohms: 100, size: '0805', tolerance: null }],
    ['1M 1206 ±1%', { kind: 'resistor', ohms: 1e6, size: '1206', tolerance: 1 }],
    ['470 ohm 0603', { kind: 'resistor', ohms: 470, size: '0603', tolerance: null }],
    ['100nF 50V 0402 X7R', { kind: 'capacitor', farads: 1e-7, size: '0402', volts: 50, dielectric: 'X7R' }],
    ['CAP 4.7uF 10V X5R 0603', { kind: 'capacitor', farads: 4.7e-6, size: '0603', volts: 10, dielectric: 'X5R' }],
    ['0402 1pF 50V', { kind: 'capacitor', farads: 1e-12, size: '0402', volts: 50, dielectric: null }],
    ['CAP 1µF 16 V NP0 0805', { kind: 'capacitor', farads: 1e-6, size: '0805', volts: 16, dielectric: 'C0G' }],
  ])('%s', (text, wanted) => {
    expect(parseDescription(text)).toEqual(wanted)
  })

  test.each(['10k', '0603', 'IC', 'Op amp', 'Regulator 3.3V', 'MOSFET N-CH', '100 0603', 'RES 100nF 0603', ''])(
    'names too little: %s',
    (text) => {
      expect(parseDescription(text)).toBeNull()
    },
  )
})
