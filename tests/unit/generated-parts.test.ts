/**
 * The demo catalogue's generated parts tell the truth (issue 30, item 6): a part number is read
 * back with each maker's own scheme (value, tolerance, voltage, dielectric and size codes), written
 * here apart from the generator, and must say what the part's parameters and description say. Each
 * family has its own parameter set, and no generated part links to a datasheet.
 */
import { describe, expect, test } from 'vitest'
import { generatedPart, type GeneratedPart } from '../../server/db/seed/catalogue/generator'

const PARTS = Array.from({ length: 1000 }, (_, i) => generatedPart(i))

/** "4K7" → 4700, "10K" → 10000, "0R47" → 0.47, "1M" → 1e6 (resistance and capacitance letters). */
function rkm(code: string): number {
  const m = /^(\d*)([RKM])(\d*)$/.exec(code)
  if (!m) throw new Error(`not an RKM code: ${code}`)
  return Number(`${m[1] || '0'}.${m[3] || '0'}`) * { R: 1, K: 1e3, M: 1e6 }[m[2] as 'R' | 'K' | 'M']
}
/** Significant digits and a power of ten ("103" = 10 × 10³, "1002" = 100 × 10²), or R as the decimal point. */
function digitsCode(code: string): number {
  if (code.includes('R')) return rkm(code)
  return Number(code.slice(0, -1)) * 10 ** Number(code.slice(-1))
}
const close = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 1e-6

type Decoded = { value: number; tolerance?: number; size?: string; volts?: number; dielectric?: string }

const IMPERIAL_OF_METRIC: Record<string, string> = {
  '0603': '0201',
  '1005': '0402',
  '1608': '0603',
  '2012': '0805',
  '3216': '1206',
  '3225': '1210',
  '6432': '2512',
}
const TOLERANCE: Record<string, number> = { B: 0.1, F: 1, G: 2, J: 5, K: 10, M: 20, E: 3 }

/** A chip resistor's number, by its maker's scheme. */
function decodeResistor(mpn: string, maker: string): Decoded {
  let m: RegExpExecArray | null
  switch (maker) {
    case 'Yageo':
      m = /^(?:RC|AC|RT)(\d{4})(FR|JR|BRD)-\d\d(\w+)L$/.exec(mpn)!
      return { size: m[1], tolerance: { FR: 1, JR: 5, BRD: 0.1 }[m[2]!], value: rkm(m[3]!) }
    case 'Vishay':
      m = /^(?:TNPW|CRCW|RCA)(\d{4})(\w{4})([BFJ])\w{3}$/.exec(mpn)!
      return { size: m[1], value: rkm(m[2]!), tolerance: TOLERANCE[m[3]!] }
    case 'Panasonic': {
      m = /^(ERJ|ERA)-(14|1T|1|2|3|6|8)(GEYJ|GEY0|PA3J|EKF|ENF|PA3F|PB3F|AEB|ARB|AKD)(\w+)V$/.exec(mpn)!
      const size = { '1': '0201', '2': '0402', '3': '0603', '6': '0805', '8': '1206', '14': '1210', '1T': '2512' }[
        m[2]!
      ]
      const tolerance = m[1] === 'ERA' ? 0.1 : /J|0$/.test(m[3]!) ? 5 : 1
      return { size, tolerance, value: digitsCode(m[4]!) }
    }
    case 'Samsung Electro-Mechanics':
      m = /^RC(\d{4})([JFB])(\w+?)(CS|NS|ES)$/.exec(mpn)!
      return { size: IMPERIAL_OF_METRIC[m[1]!], tolerance: TOLERANCE[m[2]!], value: digitsCode(m[3]!) }
    case 'ROHM Semiconductor': {
      m = /^(?:MCR|ESR|KTR)(006|01|03|10|18|25|100)EZP([JFB])X(\w+)$/.exec(mpn)!
      const size = {
        '006': '0201',
        '01': '0402',
        '03': '0603',
        '10': '0805',
        '18': '1206',
        '25': '1210',
        '100': '2512',
      }[m[1]!]
      return { size, tolerance: TOLERANCE[m[2]!], value: digitsCode(m[3]!) }
    }
    case 'KOA Speer': {
      m = /^RK73[BH](1H|1E|1J|2A|2B|2E|3A)(?:TTD|TTP|LTD)(\w+)([JFB])$/.exec(mpn)!
      const size = { '1H': '0201', '1E': '0402', '1J': '0603', '2A': '0805', '2B': '1206', '2E': '1210', '3A': '2512' }[
        m[1]!
      ]
      return { size, tolerance: TOLERANCE[m[3]!], value: digitsCode(m[2]!) }
    }
    case 'Bourns':
      m = /^(?:CR|CRM|CMP)(\d{4})-(JW|FX|BX)-(\w+)(?:ELF|GLF|ALF)$/.exec(mpn)!
      return { size: m[1], tolerance: TOLERANCE[m[2]![0]!], value: digitsCode(m[3]!) }
  }
  throw new Error(`no resistor scheme for ${maker}`)
}

/** A ceramic capacitor's number (value in picofarads), by its maker's scheme. */
function decodeCeramic(mpn: string, maker: string): Decoded {
  const EIA_VOLTS: Record<string, number> = { '0J': 6.3, '1A': 10, '1C': 16, '1E': 25, YA: 35, '1H': 50, '2A': 100 }
  let m: RegExpExecArray | null
  let d: Decoded
  switch (maker) {
    case 'Murata': {
      m = /^GRM(033|155|188|21B|31M|32E)(R7|R6|5C|C7|F5)(0J|1A|1C|1E|YA|1H|2A)(\w{3})([FGJKM])A\d\d[DJL]$/.exec(mpn)!
      const size = { '033': '0201', '155': '0402', '188': '0603', '21B': '0805', '31M': '1206', '32E': '1210' }[m[1]!]
      const dielectric = { R7: 'X7R', R6: 'X5R', '5C': 'C0G', C7: 'X7S', F5: 'Y5V' }[m[2]!]
      d = { size, dielectric, volts: EIA_VOLTS[m[3]!], value: digitsCode(m[4]!), tolerance: TOLERANCE[m[5]!] }
      break
    }
    case 'Samsung Electro-Mechanics': {
      m = /^CL(03|05|10|21|31|32)([BAZCF])(\w{3})([FGJKM])([QPOALBC])[589](?:NNNC|NNNG|LNNC)$/.exec(mpn)!
      const size = { '03': '0201', '05': '0402', '10': '0603', '21': '0805', '31': '1206', '32': '1210' }[m[1]!]
      const dielectric = { B: 'X7R', A: 'X5R', Z: 'X7S', C: 'C0G', F: 'Y5V' }[m[2]!]
      const volts = { Q: 6.3, P: 10, O: 16, A: 25, L: 35, B: 50, C: 100 }[m[5]!]
      d = { size, dielectric, volts, value: digitsCode(m[3]!), tolerance: TOLERANCE[m[4]!] }
      break
    }
    case 'Yageo': {
      m = /^CC(\d{4})([FGJKM])R(X7R|X5R|NPO|X7S|Y5V)([5678Y90])BB(\w{3})$/.exec(mpn)!
      const volts = { '5': 6.3, '6': 10, '7': 16, '8': 25, Y: 35, '9': 50, '0': 100 }[m[4]!]
      const dielectric = m[3] === 'NPO' ? 'C0G' : m[3]
      d = { size: m[1], tolerance: TOLERANCE[m[2]!], dielectric, volts, value: digitsCode(m[5]!) }
      break
    }
    case 'TDK':
      m = /^C(\d{4})(X7R|X5R|C0G|X7S|Y5V)(0J|1A|1C|1E|YA|1H|2A)(\w{3})([FGJKM])\w{5}$/.exec(mpn)!
      d = {
        size: IMPERIAL_OF_METRIC[m[1]!],
        dielectric: m[2],
        volts: EIA_VOLTS[m[3]!],
        value: digitsCode(m[4]!),
        tolerance: TOLERANCE[m[5]!],
      }
      break
    case 'KEMET': {
      m = /^C(\d{4})C(\w{3})([FGJKM])([9843651])([GPRSV])AC\w+$/.exec(mpn)!
      const volts = { '9': 6.3, '8': 10, '4': 16, '3': 25, '6': 35, '5': 50, '1': 100 }[m[4]!]
      const dielectric = { G: 'C0G', P: 'X5R', R: 'X7R', S: 'X7S', V: 'Y5V' }[m[5]!]
      d = { size: m[1], value: digitsCode(m[2]!), tolerance: TOLERANCE[m[3]!], volts, dielectric }
      break
    }
    case 'KYOCERA AVX': {
      m = /^(\d{4})([6ZY3D51])([ADCZG])(\w{3})([FGJKM])AT2A$/.exec(mpn)!
      const volts = { '6': 6.3, Z: 10, Y: 16, '3': 25, D: 35, '5': 50, '1': 100 }[m[2]!]
      const dielectric = { A: 'C0G', D: 'X5R', C: 'X7R', Z: 'X7S', G: 'Y5V' }[m[3]!]
      d = { size: m[1], volts, dielectric, value: digitsCode(m[4]!), tolerance: TOLERANCE[m[5]!] }
      break
    }
    case 'Taiyo Yuden': {
      m = /^([JLETGUH])MK(063|105|107|212|316|325)(CG|BJ|B7|C7|F)(\w{3})([FGJKM])A-T$/.exec(mpn)!
      const volts = { J: 6.3, L: 10, E: 16, T: 25, G: 35, U: 50, H: 100 }[m[1]!]
      const size = { '063': '0201', '105': '0402', '107': '0603', '212': '0805', '316': '1206', '325': '1210' }[m[2]!]
      const dielectric = { CG: 'C0G', BJ: 'X5R', B7: 'X7R', C7: 'X7S', F: 'Y5V' }[m[3]!]
      d = { volts, size, dielectric, value: digitsCode(m[4]!), tolerance: TOLERANCE[m[5]!] }
      break
    }
    default:
      throw new Error(`no capacitor scheme for ${maker}`)
  }
  return { ...d, value: d.value * 1e-12 }
}

/** Murata NCP thermistors: size, B constant, resistance, tolerance. */
function decodeThermistor(mpn: string): Decoded & { b: number } {
  const m = /^NCP(03|15|18)(XH|XV|WF)(\w{3})([FEJ])\w{4}$/.exec(mpn)!
  return {
    size: { '03': '0201', '15': '0402', '18': '0603' }[m[1]!],
    b: { XH: 3380, XV: 3900, WF: 4250 }[m[2]!]!,
    value: digitsCode(m[3]!),
    tolerance: TOLERANCE[m[4]!],
  }
}

const param = (p: GeneratedPart, key: string) => p.params.find(([k]) => k === key)
/** "10K" / "4.7K" / "220" (description style) → ohms. */
const descOhms = (text: string) =>
  Number(text.replace(/[KM]$/, '')) * (text.endsWith('K') ? 1e3 : text.endsWith('M') ? 1e6 : 1)
/** "0.1UF" / "100NF" / "22PF" → farads. */
const descFarads = (text: string) => {
  const m = /^([\d.]+)(UF|NF|PF)$/.exec(text)!
  return Number(m[1]) * { UF: 1e-6, NF: 1e-9, PF: 1e-12 }[m[2] as 'UF' | 'NF' | 'PF']
}

function expectSame(p: GeneratedPart, d: Decoded, valueKey: string) {
  const label = `${p.mpn} (${p.manufacturer}): ${p.description}`
  expect(close(param(p, valueKey)![2]!, d.value), `${label}: ${valueKey} ${param(p, valueKey)![1]}`).toBe(true)
  if (d.tolerance !== undefined) expect(param(p, 'tolerance')![2], `${label}: tolerance`).toBe(d.tolerance)
  if (d.size !== undefined) {
    expect(param(p, 'size')![1], `${label}: size`).toBe(d.size)
    expect(p.package, `${label}: package`).toBe(d.size)
    expect(p.description.endsWith(` ${d.size}`), `${label}: size in the description`).toBe(true)
  }
  if (d.volts !== undefined) expect(param(p, 'voltage_rating')![2], `${label}: voltage`).toBe(d.volts)
  if (d.dielectric !== undefined)
    expect(param(p, 'dielectric')![1].split(', ')[0], `${label}: dielectric`).toBe(d.dielectric)
}

/** Each family's own parameters, in order. */
const PARAMETER_SETS: Record<string, string[][]> = {
  'Chip Resistor - Surface Mount': [['resistance', 'tolerance', 'power_rating', 'size', 'mounting']],
  'Ceramic Capacitors': [['capacitance', 'voltage_rating', 'tolerance', 'dielectric', 'size', 'mounting']],
  'Aluminum Electrolytic Capacitors': [['capacitance', 'voltage_rating', 'tolerance', 'mounting']],
  'Temperature Sensors - NTC Thermistors': [['resistance', 'tolerance', 'size', 'mounting', 'operating_temperature']],
  'Current Sensors': [['current_rating', 'interface', 'supply_voltage']],
  'Humidity, Moisture Sensors': [['supply_voltage', 'interface']],
  'Motion Sensors - Accelerometers': [['supply_voltage', 'interface']],
  'Motion Sensors - IMUs (Inertial Measurement Units)': [['supply_voltage', 'interface']],
  'Temperature Sensors - Analog and Digital Output': [['supply_voltage', 'interface']],
  'Pressure Sensors, Transducers': [['supply_voltage', 'interface']],
  'Fixed Inductors': [['inductance', 'current_rating', 'size', 'mounting']],
  'Ferrite Beads and Chips': [['resistance', 'size']],
  'Embedded - Microcontrollers': [['core', 'flash', 'speed', 'supply_voltage', 'operating_temperature']],
  'Transistors - FETs, MOSFETs - Single': [['channel', 'vds', 'id']],
  'Transistors - Bipolar (BJT) - Single': [['reverse_voltage', 'current_rating', 'channel']],
  Crystals: [['frequency', 'load_capacitance']],
  Oscillators: [['frequency']],
}

describe('generated parts say what their numbers say (1,000 parts)', () => {
  test('chip resistors: resistance, tolerance and size codes of each maker', () => {
    const resistors = PARTS.filter((p) => p.family === 'Chip Resistor - Surface Mount')
    expect(resistors.length).toBeGreaterThan(100)
    for (const p of resistors) {
      const d = decodeResistor(p.mpn, p.manufacturer)
      expectSame(p, d, 'resistance')
      const [, value, tol] = /^RES SMD ([\d.]+[KM]?) OHM ([\d.]+)% /.exec(p.description)!
      expect(close(descOhms(value!), d.value), `${p.mpn}: ${p.description}`).toBe(true)
      expect(Number(tol)).toBe(d.tolerance)
    }
  })

  test('ceramic capacitors: capacitance, voltage, dielectric, tolerance and size codes of each maker', () => {
    const caps = PARTS.filter((p) => p.family === 'Ceramic Capacitors')
    expect(caps.length).toBeGreaterThan(100)
    for (const p of caps) {
      const d = decodeCeramic(p.mpn, p.manufacturer)
      expectSame(p, d, 'capacitance')
      const [, value, volts, dielectric] = /^CAP CER ([\d.]+[UNP]F) ([\d.]+)V (\w+) /.exec(p.description)!
      expect(close(descFarads(value!), d.value), `${p.mpn}: ${p.description}`).toBe(true)
      expect(Number(volts)).toBe(d.volts)
      expect(dielectric).toBe(d.dielectric)
    }
  })

  test('electrolytic capacitors: Panasonic and Nichicon write microfarads, KEMET picofarads', () => {
    const caps = PARTS.filter(
      (p) => p.family === 'Aluminum Electrolytic Capacitors' && p.manufacturer !== 'Würth Elektronik',
    )
    expect(caps.length).toBeGreaterThan(5)
    for (const p of caps) {
      const m =
        p.manufacturer === 'Panasonic'
          ? /^EEE-\w\w\w\w(\w{3})[PL]$/.exec(p.mpn)
          : p.manufacturer === 'Nichicon'
            ? /^U\w\w\w\w(\w{3})M/.exec(p.mpn)
            : /^EDK(\w{3})M/.exec(p.mpn)
      const farads = digitsCode(m![1]!) * (p.manufacturer === 'KEMET' ? 1e-12 : 1e-6)
      expect(close(param(p, 'capacitance')![2]!, farads), `${p.mpn}: ${param(p, 'capacitance')![1]}`).toBe(true)
    }
  })

  test('NTC thermistors: NCP03XH102 is 1 kΩ in 0201, NCP18XH104 100 kΩ in 0603, with their own parameters', () => {
    // Fewer than one part in a hundred is a thermistor: these from the first 5,000.
    const ntc = Array.from({ length: 5000 }, (_, i) => generatedPart(i)).filter(
      (p) => p.family === 'Temperature Sensors - NTC Thermistors',
    )
    expect(ntc.length).toBeGreaterThan(10)
    for (const p of ntc) {
      const d = decodeThermistor(p.mpn)
      expectSame(p, d, 'resistance')
      const [, value, b] = /^THERMISTOR NTC ([\d.]+[KM]?)OHM (\d+)K /.exec(p.description)!
      expect(close(descOhms(value!), d.value), `${p.mpn}: ${p.description}`).toBe(true)
      expect(Number(b)).toBe(d.b)
    }
  })

  test('each family has its own parameter set; no generated part links to a datasheet', () => {
    for (const p of PARTS) {
      const sets = PARAMETER_SETS[p.family]
      if (sets) expect(sets, `${p.mpn}: ${p.family}`).toContainEqual(p.params.map(([k]) => k))
      expect(p).not.toHaveProperty('datasheet')
    }
    const thermistors = PARTS.filter((p) => p.family.includes('NTC'))
    for (const p of thermistors) expect(param(p, 'interface'), p.mpn).toBeUndefined()
  })

  test('the generator is deterministic: part i is always the same part', () => {
    expect(generatedPart(123)).toEqual(generatedPart(123))
    expect(generatedPart(5, 1)).not.toEqual(generatedPart(5))
  })
})
