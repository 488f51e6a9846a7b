import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { deriveParams } from '../../server/domains/catalogue/parameters/derive'
import { PACKAGE_PICTURES, packageFamily } from '../../server/domains/parts/pictures'
import { repoRoot } from '../support/paths'

const asObject = (d: string, pkg = '') => Object.fromEntries(deriveParams(d, pkg).map(([k, v, n]) => [k, [v, n]]))

describe('parameters derived from a description (catalogue/parameters/derive.ts)', () => {
  test('an op-amp: type, number of circuits; the package says through hole', () => {
    expect(asObject('IC OPAMP GP 2 CIRCUIT 8DIP', 'DIP-8')).toEqual({
      type: ['Op-amp, general purpose', null],
      circuits: ['2', 2],
      mounting: ['Through Hole', null],
    })
  })

  test('a microcontroller: core size and flash', () => {
    expect(asObject('IC MCU 32BIT 1MB FLASH 100LQFP', 'LQFP-100')).toMatchObject({
      type: ['Microcontroller', null],
      core_size: ['32-bit', null],
      flash: ['1 MB', 1e6],
      mounting: ['Surface Mount', null],
    })
  })

  test('the kind tells what a bare voltage and current mean', () => {
    expect(asObject('MOSFET N-CH 60V 115MA SOT23-3')).toMatchObject({
      type: ['MOSFET', null],
      channel: ['N-Channel', null],
      vds: ['60 V', 60],
      id: ['115 mA', 0.115],
    })
    expect(asObject('IC REG LINEAR 3.3V 800MA SOT223-4')).toMatchObject({
      type: ['Linear regulator', null],
      output_voltage: ['3.3 V', 3.3],
      current_rating: ['800 mA', 0.8],
    })
    expect(asObject('DIODE SCHOTTKY 40V 500MA SOD123')).toMatchObject({
      type: ['Schottky diode', null],
      reverse_voltage: ['40 V', 40],
      forward_current: ['500 mA', 0.5],
    })
    expect(asObject('TRANS NPN 40V 0.2A SMD SOT23-3')).toMatchObject({
      polarity: ['NPN', null],
      voltage_rating: ['40 V', 40],
      current_rating: ['0.2 A', 0.2],
      mounting: ['Surface Mount', null],
    })
  })

  test('passives, crystals and connectors', () => {
    expect(asObject('RES SMD 10K OHM 1% 1/10W 0603', '0603')).toMatchObject({
      resistance: ['10 kΩ', 10_000],
      tolerance: ['±1%', 1],
      power_rating: ['0.1 W', 0.1],
    })
    expect(asObject('CRYSTAL 8.0000MHZ 8PF SMD')).toMatchObject({
      frequency: ['8 MHz', 8e6],
      load_capacitance: ['8 pF', 8e-12],
    })
    expect(asObject('CONN HEADER VERT 2POS 2MM')).toMatchObject({
      type: ['Connector, header', null],
      positions: ['2', 2],
      pitch: ['2 mm', 0.002],
    })
  })

  test('nothing invented: unknown words give no type, and values the data has are kept', () => {
    expect(deriveParams('PHOTON WITH HEADERS', '')).toEqual([])
    const have = new Set(['circuits'])
    expect(deriveParams('IC OPAMP GP 2 CIRCUIT 8DIP', '', have).map(([k]) => k)).toEqual(['type'])
  })
})

describe('package pictures (domains/parts/pictures.ts)', () => {
  test('package names and description words give the family', () => {
    expect(packageFamily('DIP-8')).toBe('dip')
    expect(packageFamily('SOIC-8')).toBe('soic')
    expect(packageFamily('SO-8')).toBe('soic')
    expect(packageFamily('TSSOP-20')).toBe('soic')
    expect(packageFamily('SOT-23-3')).toBe('sot23')
    expect(packageFamily('LQFP-100')).toBe('qfp')
    expect(packageFamily('VQFN-32')).toBe('qfn')
    expect(packageFamily('TFBGA-64')).toBe('bga')
    expect(packageFamily('TO-220-3')).toBe('to220')
    expect(packageFamily('TO-92-3')).toBe('to92')
    expect(packageFamily('0603')).toBe('chip')
    expect(packageFamily('', 'SENSOR DIGITAL -55C-125C TO92-3')).toBe('to92')
    expect(packageFamily('', 'LED BLUE CLEAR T-1 T/H')).toBe('tht')
    expect(packageFamily('', 'CONN HEADER VERT 2POS 2MM')).toBe('connector')
    expect(packageFamily('', 'RF TXRX MODULE 802.15.4 WIRE ANT')).toBe('module')
    expect(packageFamily('', 'LED ORANGE CLEAR CHIP SMD')).toBe('smd')
  })

  test("every drawing is a file whose name carries its content's hash (so a year's cache is safe)", () => {
    const dir = join(repoRoot, 'public/assets/packages')
    const files = readdirSync(dir)
    for (const url of Object.values(PACKAGE_PICTURES)) {
      const name = url.split('/').pop()!
      expect(files).toContain(name)
      const hash = createHash('sha256')
        .update(readFileSync(join(dir, name)))
        .digest('hex')
        .slice(0, 8)
      expect(name).toBe(`${name.split('-')[0]}-${hash}.svg`)
    }
    expect(files).toHaveLength(Object.keys(PACKAGE_PICTURES).length)
  })
})
