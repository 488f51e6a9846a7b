import type { SalesKind } from './offers'
import { hash32, rng, type Rng } from './random'

/**
 * A deterministic generator of realistic parts: part i is always the same part. Numbering follows
 * each manufacturer's real style (Yageo RC0603FR-0710KL, Murata GRM188R71H104KA93D, STM32F407VGT6,
 * TI OPA2333AIDR, onsemi MMBT3904LT1G, ...), with packages, Digi-Key style descriptions and
 * parameters. The numbers are made up: a generated part may or may not exist in reality.
 */
export type GeneratedPart = {
  mpn: string
  manufacturer: string
  top: string
  family: string
  package: string
  description: string
  /** [param key, value as shown, number in SI unit or null] */
  params: [string, string, number | null][]
  kind: SalesKind
  /** One-piece unit price range, 0.00001 USD. */
  price: [number, number]
  lifecycle: 'active' | 'nrnd' | 'last_time_buy' | 'obsolete' | 'discontinued'
  rohs: 0 | 1 | null
  leadWeeks: number
}

type Draft = Omit<GeneratedPart, 'lifecycle' | 'rohs' | 'leadWeeks'>

const E24 = [
  1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2,
  9.1,
]
const E96 = Array.from({ length: 96 }, (_, i) => Math.round(10 ** (i / 96) * 100) / 100)
const E12 = [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2]
const E6 = [1.0, 1.5, 2.2, 3.3, 4.7, 6.8]

const trim = (n: number) => Number(n.toPrecision(3)).toString()

/** 4700 → "4.7K", 1e6 → "1M", 220 → "220" (Digi-Key description style). */
function ohmsShort(v: number): string {
  if (v >= 1e6) return `${trim(v / 1e6)}M`
  if (v >= 1e3) return `${trim(v / 1e3)}K`
  return trim(v)
}
function ohmsSi(v: number): string {
  if (v >= 1e6) return `${trim(v / 1e6)} MΩ`
  if (v >= 1e3) return `${trim(v / 1e3)} kΩ`
  return `${trim(v)} Ω`
}
/** Yageo style: 4700 → "4K7", 10000 → "10K", 220 → "220R", 4.7 → "4R7". */
function rkm(v: number): string {
  const [div, letter] = v >= 1e6 ? [1e6, 'M'] : v >= 1e3 ? [1e3, 'K'] : [1, 'R']
  const s = trim(v / div)
  return s.includes('.') ? s.replace('.', letter) : `${s}${letter}`
}
/**
 * Three significant digits and a multiplier: 10000 → "1002", 4700 → "4701"; under 100 Ω the R
 * stands for the decimal point: 47 → "47R0", 1 → "1R00", 0.47 → "R470".
 */
function code4(v: number): string {
  if (v < 1) return `R${String(Math.round(v * 1000)).padStart(3, '0')}`
  if (v < 100) {
    const digits = v.toPrecision(3).replace('.', '')
    const whole = Math.floor(v).toString().length
    return `${digits.slice(0, whole)}R${digits.slice(whole)}`
  }
  const exp = Math.floor(Math.log10(v)) - 2
  return `${Math.round(v / 10 ** exp)}${exp}`
}
/** Two significant digits and a multiplier: 10000 → "103", 4700 → "472", 4.7 → "4R7", 0.47 → "R47". */
function code3(v: number): string {
  if (v < 1) return `R${String(Math.round(v * 100)).padStart(2, '0')}`
  if (v < 10)
    return trim(v)
      .replace('.', 'R')
      .padEnd(3, '0')
      .slice(0, 3)
      .replace(/^(\d)0{2}$/, '$1R0')
  const exp = Math.floor(Math.log10(v)) - 1
  return `${Math.round(v / 10 ** exp)}${exp}`
}
/** Vishay style, four characters: 10000 → "10K0", 4700 → "4K70", 220 → "220R". */
function vishayCode(v: number): string {
  const [div, letter] = v >= 1e6 ? [1e6, 'M'] : v >= 1e3 ? [1e3, 'K'] : [1, 'R']
  const x = v / div
  if (x < 1) return `R${String(Math.round(x * 1000)).padStart(3, '0')}`
  const digits = x.toPrecision(3).replace('.', '')
  const intLen = Math.floor(x).toString().length
  return `${digits.slice(0, intLen)}${letter}${digits.slice(intLen)}`.slice(0, 4).padEnd(4, '0')
}

const SIZES = [
  { imp: '0201', metric: '0603', w: '1/20W', watts: 0.05 },
  { imp: '0402', metric: '1005', w: '1/16W', watts: 0.0625 },
  { imp: '0603', metric: '1608', w: '1/10W', watts: 0.1 },
  { imp: '0805', metric: '2012', w: '1/8W', watts: 0.125 },
  { imp: '1206', metric: '3216', w: '1/4W', watts: 0.25 },
  { imp: '1210', metric: '3225', w: '1/2W', watts: 0.5 },
  { imp: '2512', metric: '6432', w: '1W', watts: 1 },
] as const

function resistor(r: Rng): Draft {
  const size = r.weighted(SIZES.map((s, i) => [s, [2, 10, 14, 9, 6, 2, 2][i]!] as const))
  const precise = r.chance(0.6)
  const value = r.pick(precise ? E96 : E24) * 10 ** r.int(-1, 6)
  const tol = precise ? (r.chance(0.15) ? 0.1 : 1) : 5
  /** The usual tolerance letters: B ±0.1 %, F ±1 %, J ±5 %. */
  const tolLetter = tol === 0.1 ? 'B' : tol === 1 ? 'F' : 'J'
  const maker = r.pick([
    'Yageo',
    'Vishay',
    'Panasonic',
    'Samsung Electro-Mechanics',
    'ROHM Semiconductor',
    'KOA Speer',
    'Bourns',
  ] as const)
  const sz = size.imp
  let mpn: string
  switch (maker) {
    case 'Yageo': {
      const series = tol === 0.1 ? 'RT' : r.pick(['RC', 'RC', 'AC'])
      const t = tol === 0.1 ? 'BRD' : tol === 1 ? 'FR' : 'JR'
      mpn = `${series}${sz}${t}-${r.pick(['07', '07', '10', '13'])}${rkm(value)}L`
      break
    }
    case 'Vishay':
      mpn = `${tol === 0.1 ? 'TNPW' : r.pick(['CRCW', 'CRCW', 'RCA'])}${sz}${vishayCode(value)}${tol === 0.1 ? r.pick(['BEEA', 'BEEN', 'BETA']) : tol === 1 ? r.pick(['FKEA', 'FKED', 'FKTA', 'FKEB']) : r.pick(['JNEA', 'JNED', 'JNTA'])}`
      break
    case 'Panasonic': {
      const n = { '0201': '1', '0402': '2', '0603': '3', '0805': '6', '1206': '8', '1210': '14', '2512': '1T' }[sz]
      mpn =
        tol === 5
          ? `ERJ-${n}${r.pick(['GEYJ', 'GEYJ', 'PA3J', 'GEY0'])}${code3(value)}V`
          : tol === 0.1
            ? `ERA-${n}${r.pick(['AEB', 'ARB', 'AKD'])}${code4(value)}V`
            : `ERJ-${n}${r.pick(['EKF', 'ENF', 'PA3F', 'PB3F'])}${code4(value)}V`
      break
    }
    case 'Samsung Electro-Mechanics':
      mpn = `RC${size.metric}${tolLetter}${tol === 5 ? code3(value) : code4(value)}${r.pick(['CS', 'CS', 'NS', 'ES'])}`
      break
    case 'ROHM Semiconductor': {
      const n = { '0201': '006', '0402': '01', '0603': '03', '0805': '10', '1206': '18', '1210': '25', '2512': '100' }[
        sz
      ]
      mpn = `${r.pick(['MCR', 'MCR', 'ESR', 'KTR'])}${n}EZP${tolLetter}X${tol === 5 ? code3(value) : code4(value)}`
      break
    }
    case 'KOA Speer': {
      const n = { '0201': '1H', '0402': '1E', '0603': '1J', '0805': '2A', '1206': '2B', '1210': '2E', '2512': '3A' }[sz]
      mpn = `RK73${tol === 5 ? 'B' : 'H'}${n}${r.pick(['TTD', 'TTP', 'LTD'])}${tol === 5 ? code3(value) : code4(value)}${tolLetter}`
      break
    }
    default:
      mpn = `${r.pick(['CR', 'CR', 'CRM', 'CMP'])}${sz}-${tol === 5 ? 'JW' : tol === 1 ? 'FX' : 'BX'}-${tol === 5 ? code3(value) : code4(value)}${r.pick(['ELF', 'GLF', 'ALF'])}`
  }
  const tolText = `${tol}%`
  return {
    mpn,
    manufacturer: maker,
    top: 'Resistors',
    family: 'Chip Resistor - Surface Mount',
    package: sz,
    description: `RES SMD ${ohmsShort(value)} OHM ${tolText} ${size.w} ${sz}`,
    params: [
      ['resistance', ohmsSi(value), value],
      ['tolerance', `±${tolText}`, tol],
      ['power_rating', `${size.watts * 1000 >= 1000 ? `${size.watts} W` : `${size.watts * 1000} mW`}`, size.watts],
      ['size', sz, null],
      ['mounting', 'Surface Mount', null],
    ],
    kind: 'passive',
    price: tol === 0.1 ? [800, 9000] : [60, 1500],
  }
}

function farads(v: number): [string, string] {
  // [description "0.1UF", shown "100 nF"]
  const desc = v >= 1e-6 ? `${trim(v * 1e6)}UF` : v >= 1e-9 ? `${trim(v * 1e9)}NF` : `${trim(v * 1e12)}PF`
  const si = v >= 1e-6 ? `${trim(v * 1e6)} µF` : v >= 1e-9 ? `${trim(v * 1e9)} nF` : `${trim(v * 1e12)} pF`
  return [desc, si]
}

function ceramic(r: Rng): Draft {
  const size = r.weighted<(typeof SIZES)[number]>([
    [SIZES[1], 10],
    [SIZES[2], 12],
    [SIZES[3], 9],
    [SIZES[4], 6],
    [SIZES[5], 3],
    [SIZES[0], 2],
  ])
  const dielectric = r.weighted([
    ['X7R', 10],
    ['X5R', 7],
    ['C0G', 6],
    ['X7S', 1],
    ['Y5V', 1],
  ] as const)
  const pf = dielectric === 'C0G' ? r.pick(E12) * 10 ** r.int(0, 4) : r.pick(E6) * 10 ** r.int(2, 7)
  const value = pf * 1e-12
  const volts = r.pick([6.3, 10, 16, 25, 35, 50, 100] as const)
  const tol = dielectric === 'C0G' ? r.pick([1, 2, 5]) : r.pick([10, 20])
  const tolLetter = { 1: 'F', 2: 'G', 5: 'J', 10: 'K', 20: 'M' }[tol]!
  const vcode = { 6.3: '0J', 10: '1A', 16: '1C', 25: '1E', 35: 'YA', 50: '1H', 100: '2A' }[volts]
  const pcode = code3(pf)
  const maker = r.pick([
    'Murata',
    'Samsung Electro-Mechanics',
    'Yageo',
    'TDK',
    'KEMET',
    'KYOCERA AVX',
    'Taiyo Yuden',
  ] as const)
  const sz = size.imp
  let mpn: string
  switch (maker) {
    case 'Murata': {
      const s = {
        '0201': '033',
        '0402': '155',
        '0603': '188',
        '0805': '21B',
        '1206': '31M',
        '1210': '32E',
        '2512': '55N',
      }[sz]
      const d = { X7R: 'R7', X5R: 'R6', C0G: '5C', X7S: 'C7', Y5V: 'F5' }[dielectric]
      mpn = `GRM${s}${d}${vcode}${pcode}${tolLetter}A${r.int(1, 99).toString().padStart(2, '0')}${r.pick(['D', 'J', 'L'])}`
      break
    }
    case 'Samsung Electro-Mechanics': {
      const s = { '0201': '03', '0402': '05', '0603': '10', '0805': '21', '1206': '31', '1210': '32', '2512': '55' }[sz]
      const d = { X7R: 'B', X5R: 'A', C0G: 'C', X7S: 'Z', Y5V: 'F' }[dielectric]
      const v = { 6.3: 'Q', 10: 'P', 16: 'O', 25: 'A', 35: 'L', 50: 'B', 100: 'C' }[volts]
      mpn = `CL${s}${d}${pcode}${tolLetter}${v}${r.pick(['5', '8', '9'])}${r.pick(['NNNC', 'NNNG', 'LNNC'])}`
      break
    }
    case 'Yageo': {
      const d = { X7R: 'X7R', X5R: 'X5R', C0G: 'NPO', X7S: 'X7S', Y5V: 'Y5V' }[dielectric]
      const v = { 6.3: '5', 10: '6', 16: '7', 25: '8', 35: 'Y', 50: '9', 100: '0' }[volts]
      mpn = `CC${sz}${tolLetter}R${d}${v}BB${pcode}`
      break
    }
    case 'TDK': {
      const d = { X7R: 'X7R', X5R: 'X5R', C0G: 'C0G', X7S: 'X7S', Y5V: 'Y5V' }[dielectric]
      mpn = `C${size.metric}${d}${vcode}${pcode}${tolLetter}${r.pick(['050BB', '080AA', '085AE', '125AC'])}`
      break
    }
    case 'KEMET': {
      const v = { 6.3: '9', 10: '8', 16: '4', 25: '3', 35: '6', 50: '5', 100: '1' }[volts]
      mpn = `C${sz}C${pcode}${tolLetter}${v}${{ C0G: 'G', X5R: 'P', X7R: 'R', X7S: 'S', Y5V: 'V' }[dielectric]}AC${r.pick(['TU', '7411', '7867'])}`
      break
    }
    case 'KYOCERA AVX': {
      const v = { 6.3: '6', 10: 'Z', 16: 'Y', 25: '3', 35: 'D', 50: '5', 100: '1' }[volts]
      mpn = `${sz}${v}${{ C0G: 'A', X5R: 'D', X7R: 'C', X7S: 'Z', Y5V: 'G' }[dielectric]}${pcode}${tolLetter}AT2A`
      break
    }
    default: {
      const v = { 6.3: 'J', 10: 'L', 16: 'E', 25: 'T', 35: 'G', 50: 'U', 100: 'H' }[volts]
      const s = {
        '0201': '063',
        '0402': '105',
        '0603': '107',
        '0805': '212',
        '1206': '316',
        '1210': '325',
        '2512': '550',
      }[sz]
      mpn = `${v}MK${s}${{ C0G: 'CG', X5R: 'BJ', X7R: 'B7', X7S: 'C7', Y5V: 'F' }[dielectric]}${pcode}${tolLetter}A-T`
    }
  }
  const [desc, si] = farads(value)
  return {
    mpn,
    manufacturer: maker,
    top: 'Capacitors',
    family: 'Ceramic Capacitors',
    package: sz,
    description: `CAP CER ${desc} ${volts}V ${dielectric} ${sz}`,
    params: [
      ['capacitance', si, Number(value.toPrecision(6))],
      ['voltage_rating', `${volts} V`, volts],
      ['tolerance', `±${tol}%`, tol],
      ['dielectric', dielectric === 'C0G' ? 'C0G, NP0' : dielectric, null],
      ['size', sz, null],
      ['mounting', 'Surface Mount', null],
    ],
    kind: 'passive',
    price: [90, pf > 1e6 ? 12000 : 3000],
  }
}

function electrolytic(r: Rng): Draft {
  const uf = r.pick(E6) * 10 ** r.int(0, 3)
  const volts = r.pick([6.3, 10, 16, 25, 35, 50, 63, 100] as const)
  const dia = r.pick([4, 5, 6.3, 8, 10, 12.5] as const)
  const maker = r.pick(['Panasonic', 'Nichicon', 'KEMET', 'Würth Elektronik'] as const)
  const smd = r.chance(0.4)
  const vcode = { 6.3: '0J', 10: '1A', 16: '1C', 25: '1E', 35: '1V', 50: '1H', 63: '1J', 100: '2A' }[volts]
  const pcode = code3(uf * 1e6)
  const mpn =
    maker === 'Panasonic'
      ? `EEE-${r.pick(['FK', 'FT', 'FN'])}${vcode}${code3(uf)}${smd ? 'P' : 'L'}`
      : maker === 'Nichicon'
        ? `U${r.pick(['WT', 'CD', 'HE', 'PW'])}${vcode}${code3(uf)}M${r.pick(['CL1GS', 'PD', 'NS'])}`
        : maker === 'KEMET'
          ? `EDK${pcode}M${String(volts).replace('.', '')}${r.pick(['025', '035', '050'])}A9${r.pick(['DAA', 'GAA', 'HAA'])}`
          : `865${r.int(0, 2)}${r.int(10, 99)}${r.int(100, 999)}${r.int(0, 9)}${r.int(10, 99)}`
  const [desc, si] = farads(uf * 1e-6)
  return {
    mpn,
    manufacturer: maker,
    top: 'Capacitors',
    family: 'Aluminum Electrolytic Capacitors',
    package: smd ? `Radial, Can - SMD ${dia}mm` : `Radial ${dia}mm`,
    description: `CAP ALUM ${desc} 20% ${volts}V ${smd ? 'SMD' : 'RADIAL'}`,
    params: [
      ['capacitance', si, uf * 1e-6],
      ['voltage_rating', `${volts} V`, volts],
      ['tolerance', '±20%', 20],
      ['mounting', smd ? 'Surface Mount' : 'Through Hole', null],
    ],
    kind: 'passive',
    price: [2_000, 90_000],
  }
}

function inductor(r: Rng): Draft {
  const uh = r.pick(E6) * 10 ** r.int(-1, 2)
  const amps = Number(r.log(0.1, 12).toFixed(2))
  const maker = r.pick(['Murata', 'TDK', 'Bourns', 'Würth Elektronik', 'Taiyo Yuden'] as const)
  const smdSize = r.pick(['0603', '0805', '1008', '4x4mm', '5x5mm', '12x12mm'])
  const hcode = uh < 1 ? `R${Math.round(uh * 100)}`.slice(0, 3) : code3(uh)
  const mpn =
    maker === 'Murata'
      ? `LQ${r.pick(['M', 'H', 'W'])}${r.int(15, 32)}${r.pick(['PN', 'PH', 'CN', 'HN', 'FN'])}${hcode}${r.pick(['M', 'K', 'J'])}${r.pick(['C0D', 'GRD', 'G0L', 'E0L', 'G0D'])}`
      : maker === 'TDK'
        ? `${r.pick(['MLZ', 'VLS', 'SPM', 'TFM', 'MLF'])}${r.int(1005, 8040)}${r.pick(['N', 'ET-', 'T-', 'HT-'])}${hcode}${r.pick(['LT000', 'M', 'M-HZ', 'MT000', 'N-D'])}`
        : maker === 'Bourns'
          ? `${r.pick(['SRR', 'SRN', 'SRP', 'SDR'])}${r.int(3010, 10280)}-${hcode}${r.pick(['M', 'Y', 'K'])}`
          : maker === 'Würth Elektronik'
            ? `7443${r.int(10, 99)}${r.int(100, 999)}${r.int(0, 9)}`
            : `${r.pick(['NR', 'LB', 'CB'])}${r.int(2010, 8040)}T${hcode}${r.pick(['M', 'N'])}`
  const si = uh >= 1 ? `${trim(uh)} µH` : `${trim(uh * 1000)} nH`
  return {
    mpn,
    manufacturer: maker,
    top: 'Inductors, Coils, Chokes',
    family: 'Fixed Inductors',
    package: smdSize,
    description: `FIXED IND ${trim(uh)}UH ${amps}A ${r.int(8, 900)} MOHM SMD`,
    params: [
      ['inductance', si, uh * 1e-6],
      ['current_rating', `${amps} A`, amps],
      ['size', smdSize, null],
      ['mounting', 'Surface Mount', null],
    ],
    kind: 'passive',
    price: [1_500, 150_000],
  }
}

function ferrite(r: Rng): Draft {
  const ohm = r.pick([30, 60, 120, 220, 330, 470, 600, 1000, 1500, 2200])
  const size = r.pick(['0402', '0603', '0805', '1206'])
  const maker = r.pick(['Murata', 'TDK', 'Würth Elektronik', 'Bourns'] as const)
  const n = { '0402': '15', '0603': '18', '0805': '21', '1206': '31' }[size]
  const mpn =
    maker === 'Murata'
      ? `BLM${n}${r.pick(['AG', 'PG', 'KG', 'SG', 'HG', 'EG', 'BB', 'BD', 'GA', 'PD'])}${code3(ohm)}${r.pick(['SN1', 'SH1', 'BB1', 'TN1', 'PN1'])}${r.pick(['D', 'J', 'B'])}`
      : maker === 'TDK'
        ? `MPZ${{ '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216' }[size]}${r.pick(['S', 'D', 'M'])}${code3(ohm)}${r.pick(['AT000', 'CT000', 'ATA00', 'BT000'])}`
        : maker === 'Würth Elektronik'
          ? `7427${r.int(9000, 9999)}${r.int(0, 99)}`
          : `MH${{ '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216' }[size]}-${code3(ohm)}${r.pick(['Y', 'YM', 'BM', 'UM'])}`
  return {
    mpn,
    manufacturer: maker,
    top: 'Filters',
    family: 'Ferrite Beads and Chips',
    package: size,
    description: `FERRITE BEAD ${ohm} OHM ${size} 1LN`,
    params: [
      ['resistance', `${ohm} Ω @ 100 MHz`, ohm],
      ['size', size, null],
    ],
    kind: 'passive',
    price: [300, 4_000],
  }
}

const QFP: Record<string, number> = { C: 48, R: 64, V: 100, Z: 144, K: 32, G: 28, F: 20, I: 176 }
const FLASH: Record<string, number> = { '4': 16, '6': 32, '8': 64, B: 128, C: 256, E: 512, G: 1024, I: 2048 }

function mcu(r: Rng): Draft {
  const style = r.weighted([
    ['stm32', 5],
    ['pic', 3],
    ['avr', 2],
    ['lpc', 2],
    ['gd32', 2],
    ['msp', 1],
    ['efm', 1],
    ['kinetis', 1],
  ] as const)
  let mpn: string
  let maker: string
  let core: string
  let bits = 32
  let pinCount: number
  let flashKb: number
  let pkg: string
  const pinLetter = r.pick(Object.keys(QFP))
  const flashLetter = r.pick(Object.keys(FLASH))
  pinCount = QFP[pinLetter]!
  flashKb = FLASH[flashLetter]!
  const pkgLetter = r.pick(['T', 'T', 'U', 'H', 'Y'])
  const qfp = pkgLetter === 'T' ? 'LQFP' : pkgLetter === 'U' ? 'UFQFPN' : pkgLetter === 'H' ? 'BGA' : 'WLCSP'
  pkg = `${qfp}-${pinCount}`
  switch (style) {
    case 'stm32': {
      const line = r.pick([
        'F030',
        'F072',
        'F103',
        'F303',
        'F401',
        'F407',
        'F411',
        'F446',
        'G030',
        'G071',
        'G431',
        'G474',
        'L031',
        'L072',
        'L432',
        'L476',
        'H743',
        'H750',
        'U575',
        'WB55',
      ])
      maker = 'STMicroelectronics'
      core =
        line[0] === 'H'
          ? 'ARM® Cortex®-M7'
          : line.startsWith('F0') || line.startsWith('G0') || line.startsWith('L0')
            ? 'ARM® Cortex®-M0+'
            : line.startsWith('F1')
              ? 'ARM® Cortex®-M3'
              : 'ARM® Cortex®-M4'
      mpn = `STM32${line}${pinLetter}${flashLetter}${pkgLetter}${r.pick(['6', '6', '7', '3'])}${r.chance(0.2) ? 'TR' : ''}`
      break
    }
    case 'gd32':
      maker = 'GigaDevice'
      core = 'ARM® Cortex®-M3'
      mpn = `GD32${r.pick(['F103', 'F303', 'E230', 'F407', 'E503'])}${pinLetter}${flashLetter}${pkgLetter}6`
      break
    case 'pic': {
      maker = 'Microchip Technology'
      bits = 8
      core = 'PIC'
      const fam = r.pick(['16F', '16LF', '18F', '18F', '12F'])
      const num =
        fam === '18F'
          ? `${r.pick(['2', '4', '6'])}${r.int(5, 7)}K${r.pick(['20', '22', '40', '42', '80'])}`
          : `${r.int(1, 1)}${r.int(500, 899)}`
      pinCount = r.pick([8, 14, 20, 28, 40, 44])
      pkg = r.pick([`SOIC-${pinCount}`, `SSOP-${pinCount}`, `QFN-${pinCount}`, `TQFP-${pinCount}`])
      const suffix = pkg.startsWith('SOIC') ? 'SO' : pkg.startsWith('SSOP') ? 'SS' : pkg.startsWith('QFN') ? 'ML' : 'PT'
      flashKb = r.pick([2, 4, 7, 14, 28, 32, 64])
      mpn = `PIC${fam}${num}${r.pick(['', 'T'])}-${r.pick(['I', 'E'])}/${suffix}`
      break
    }
    case 'avr': {
      maker = 'Microchip Technology'
      bits = 8
      core = 'AVR'
      const name = r.pick([
        'ATMEGA328P',
        'ATMEGA328PB',
        'ATMEGA32U4',
        'ATMEGA2560',
        'ATMEGA1284P',
        'ATTINY85',
        'ATTINY1616',
        'ATTINY3216',
        'ATMEGA4809',
        'ATMEGA88PA',
        'ATMEGA168PA',
      ])
      pinCount = r.pick([20, 28, 32, 44, 48])
      pkg = r.pick([`TQFP-${pinCount}`, `VQFN-${pinCount}`, `SOIC-${pinCount}`])
      flashKb = r.pick([8, 16, 32, 48, 128, 256])
      mpn = `${name}-${r.pick(['AU', 'AUR', 'MU', 'MUR', 'XFR', 'SSU', 'PU', 'MNR'])}${r.int(0, 9) < 3 ? r.int(1, 9) : ''}`
      break
    }
    case 'lpc':
      maker = 'NXP Semiconductors'
      core = r.pick(['ARM® Cortex®-M0+', 'ARM® Cortex®-M3', 'ARM® Cortex®-M4'])
      mpn = `LPC${r.pick(['11', '13', '15', '17', '40', '54', '55'])}${r.int(10, 99)}${r.pick(['FBD', 'FHN', 'JBD', 'FET'])}${pinCount}${r.pick(['', '/551', ',551', 'E'])}`
      pkg = `LQFP-${pinCount}`
      break
    case 'msp':
      maker = 'Texas Instruments'
      bits = 16
      core = 'MSP430'
      mpn = `MSP430${r.pick(['G2', 'FR2', 'FR5', 'F5'])}${r.int(100, 999)}${r.pick(['IPW', 'IRHB', 'IDA', 'IPM', 'IRGE'])}${r.pick(['R', 'T', ''])}`
      pinCount = r.pick([20, 28, 32, 38, 64])
      pkg = r.pick([`TSSOP-${pinCount}`, `VQFN-${pinCount}`, `LQFP-${pinCount}`])
      flashKb = r.pick([4, 8, 16, 32, 64, 128])
      break
    case 'efm':
      maker = 'Silicon Labs'
      core = r.pick(['ARM® Cortex®-M33', 'CIP-51 8051'])
      mpn = `${r.pick(['EFM32PG', 'EFM8BB', 'EFM8LB', 'EFR32BG', 'EFM32GG'])}${r.int(1, 22)}${r.pick(['B', 'F'])}${r.int(100, 999)}F${flashKb}${r.pick(['G', 'I'])}-${r.pick(['A', 'B', 'C'])}-${r.pick(['QFN', 'QSOP'])}${pinCount}`
      break
    default:
      maker = 'NXP Semiconductors'
      core = 'ARM® Cortex®-M0+'
      mpn = `MK${r.pick(['L25', 'L27', 'L43', '64', '66', '22'])}Z${r.pick(['128', '256', '512', '1M0'])}V${r.pick(['LH', 'LK', 'LL', 'MC'])}${r.pick(['4', '5', '12'])}${r.pick(['', 'R'])}`
  }
  const flashText = flashKb >= 1024 ? `${flashKb / 1024}MB` : `${flashKb}KB`
  return {
    mpn,
    manufacturer: maker,
    top: 'Integrated Circuits (ICs)',
    family: 'Embedded - Microcontrollers',
    package: pkg,
    description: `IC MCU ${bits}BIT ${flashText} FLASH ${pkg.replace(/^(\w+)-(\d+)$/, '$2$1')}`,
    params: [
      ['core', core, null],
      ['flash', flashText.replace('KB', ' KB').replace('MB', ' MB'), flashKb * 1024],
      ['speed', `${r.pick([16, 20, 32, 48, 64, 72, 80, 120, 168, 180, 480])} MHz`, null],
      ['supply_voltage', r.pick(['1.8 V ~ 3.6 V', '2 V ~ 3.6 V', '2.7 V ~ 5.5 V', '1.71 V ~ 3.6 V']), null],
      ['operating_temperature', r.pick(['-40°C ~ 85°C', '-40°C ~ 105°C', '-40°C ~ 125°C']), null],
    ],
    kind: 'ic',
    price: bits === 8 ? [40_000, 400_000] : [80_000, 2_000_000],
  }
}

const SMALL_PKGS = [
  ['SOIC-8', '8SOIC', 'D', 'DR'],
  ['VSSOP-8', '8VSSOP', 'DGK', 'DGKR'],
  ['SOT-23-5', 'SOT23-5', 'DBV', 'DBVR'],
  ['TSSOP-14', '14TSSOP', 'PW', 'PWR'],
  ['SC-70-5', 'SC70-5', 'DCK', 'DCKR'],
  ['SOIC-14', '14SOIC', 'D', 'DR'],
] as const

function opamp(r: Rng): Draft {
  const [pkg, short, tube, reel] = r.pick(SMALL_PKGS)
  const channels = pkg.includes('14') ? 4 : pkg.startsWith('SOT') || pkg.startsWith('SC') ? 1 : 2
  const kind = r.pick(['GP', 'CMOS', 'ZERO-DRIFT', 'JFET', 'RRIO', 'LOW POWER'])
  const style = r.pick(['ti', 'ti', 'adi', 'st', 'mchp', 'onsemi'] as const)
  const reelIt = r.chance(0.6)
  let mpn: string
  let maker: string
  switch (style) {
    case 'ti':
      maker = 'Texas Instruments'
      mpn = `${r.pick(['OPA', 'TLV', 'LMV', 'TL', 'LM', 'OPA'])}${channels === 4 ? '4' : channels === 2 ? '2' : ''}${r.int(100, 9999)}${r.pick(['A', '', 'B'])}I${reelIt ? reel : tube}`
      break
    case 'adi':
      maker = 'Analog Devices'
      mpn = `${r.pick(['AD8', 'ADA4', 'LTC6', 'LT1', 'ADA4'])}${r.int(100, 999)}${r.pick(['ARZ', 'ARMZ', 'AUJZ', 'BRZ', 'CS8', 'IMS8', 'HS5'])}${reelIt ? r.pick(['-REEL7', '-R7', '#TRPBF', '#PBF']) : ''}`
      break
    case 'st':
      maker = 'STMicroelectronics'
      mpn = `${r.pick(['TSV', 'TSZ', 'LMV', 'TS', 'LM'])}${r.int(100, 999)}${r.pick(['', 'A', 'I'])}${r.pick(['DT', 'IDT', 'ILT', 'PT', 'IST'])}`
      break
    case 'mchp':
      maker = 'Microchip Technology'
      mpn = `MCP6${r.int(0, 4)}${r.int(0, 9)}${channels === 4 ? '4' : channels}${reelIt ? 'T' : ''}-${r.pick(['I', 'E'])}/${r.pick(['SN', 'OT', 'MS', 'ST', 'SL'])}`
      break
    default:
      maker = 'onsemi'
      mpn = `${r.pick(['NCS', 'LMV', 'LM', 'MC33', 'NCV'])}${r.int(200, 9999)}${r.pick(['D', 'DM', 'SN', 'DT'])}${reelIt ? r.pick(['R2G', 'T1G', 'R2', 'G']) : 'G'}`
  }
  const gbw = r.pick([0.35, 0.7, 1, 3, 10, 20, 50, 100, 350])
  return {
    mpn,
    manufacturer: maker,
    top: 'Integrated Circuits (ICs)',
    family: 'Linear - Amplifiers - Instrumentation, OP Amps, Buffer Amps',
    package: pkg,
    description: `IC OPAMP ${kind} ${channels} CIRCUIT ${short}`,
    params: [
      ['circuits', String(channels), channels],
      ['bandwidth', gbw >= 1 ? `${gbw} MHz` : `${gbw * 1000} kHz`, gbw * 1e6],
      ['supply_voltage', r.pick(['1.8 V ~ 5.5 V', '2.7 V ~ 36 V', '3 V ~ 32 V', '4.5 V ~ 36 V']), null],
    ],
    kind: 'ic',
    price: [6_000, 500_000],
  }
}

function regulator(r: Rng): Draft {
  const linear = r.chance(0.55)
  const volts = r.pick([1.2, 1.8, 2.5, 2.8, 3.0, 3.3, 5.0, 0])
  const amps = r.pick(linear ? [0.15, 0.3, 0.5, 0.6, 1, 1.5] : [0.6, 1, 2, 3, 5, 8])
  const vtext = volts ? `${volts.toFixed(1)}V` : 'ADJ'
  const vcode = volts ? String(Math.round(volts * 10)).padStart(2, '0') : 'ADJ'
  const style = r.pick(['ti', 'diodes', 'onsemi', 'st', 'mps', 'richtek', 'adi'] as const)
  let mpn: string
  let maker: string
  let pkg: string
  switch (style) {
    case 'ti':
      maker = 'Texas Instruments'
      pkg = r.pick(['SOT-23-5', 'SOT-223-4', 'WSON-6', 'VQFN-16', 'SOIC-8'])
      mpn = `${linear ? r.pick(['TPS7A', 'TLV7', 'LP59', 'TPS7']) : r.pick(['TPS54', 'TPS56', 'LMR3', 'TPS62'])}${r.int(10, 9999)}${volts ? vcode : ''}${r.pick(['DBVR', 'DCYR', 'DRVR', 'DDCR', 'RGWR', 'DR'])}`
      break
    case 'diodes':
      maker = 'Diodes Incorporated'
      pkg = r.pick(['SOT-23-5', 'SOT-89-3', 'SOT-25'])
      mpn = `${linear ? r.pick(['AP2112K', 'AP7361C', 'AP2114H', 'AZ1117C']) : r.pick(['AP63', 'AP62', 'AP3012'])}${linear ? '' : r.int(200, 599)}-${volts ? volts.toFixed(1) : 'ADJ'}${r.pick(['TRG1', 'W5-7', 'SAE-13', 'Y-13'])}`
      break
    case 'onsemi':
      maker = 'onsemi'
      pkg = r.pick(['SOT-223', 'DPAK', 'SOT-23-5', 'TO-220-3'])
      mpn = `${linear ? r.pick(['NCP1117', 'NCP114', 'NCV8114', 'MC78', 'NCP711']) : r.pick(['NCP3170', 'FAN2', 'NCP1529'])}${linear ? 'ST' : r.pick(['A', 'B', 'M'])}${volts ? vcode : 'A'}${r.pick(['T3G', 'T1G', 'DTG', 'MX', 'R2G'])}`
      break
    case 'st':
      maker = 'STMicroelectronics'
      pkg = r.pick(['SOT-223', 'DPAK', 'SOT-23-5', 'TO-220'])
      mpn = `${linear ? r.pick(['LD1117S', 'LDL1117S', 'LD39050PU', 'L78M']) : r.pick(['L7987', 'ST1S', 'L6981'])}${volts ? vcode : ''}${r.pick(['TR', 'R', 'CDT', 'PUR', 'C'])}`
      break
    case 'mps':
      maker = 'Monolithic Power Systems'
      pkg = r.pick(['SOIC-8', 'TSOT-23-6', 'QFN-12'])
      mpn = `MP${r.int(1470, 9943)}${r.pick(['DN', 'GJ', 'GTL', 'DJ'])}-${r.pick(['LF-Z', 'Z', 'LF-P'])}`
      break
    case 'richtek':
      maker = 'Richtek'
      pkg = r.pick(['SOT-23-5', 'WDFN-6', 'SOT-23-6'])
      mpn = `RT${r.int(8000, 9199)}${r.pick(['A', 'B', ''])}-${vcode}${r.pick(['GB', 'GJ5', 'GQW'])}`
      break
    default:
      maker = 'Analog Devices'
      pkg = r.pick(['MSOP-8', 'DFN-6', 'TSOT-23-5'])
      mpn = `${r.pick(['LT30', 'LT36', 'LTC36', 'ADP1', 'ADP7'])}${r.int(10, 99)}${r.pick(['EMS8E', 'EDD', 'ES5', 'ARJZ', 'ACPZ'])}${r.pick(['#PBF', '#TRPBF', '-R7', '-3.3-R7', '#TRMPBF'])}`
  }
  return {
    mpn,
    manufacturer: maker,
    top: 'Integrated Circuits (ICs)',
    family: linear ? 'PMIC - Voltage Regulators - Linear' : 'PMIC - Voltage Regulators - DC DC Switching Regulators',
    package: pkg,
    description: linear
      ? `IC REG LINEAR ${vtext} ${amps * 1000 >= 1000 ? `${amps}A` : `${amps * 1000}MA`} ${pkg.replace('-', '')}`
      : `IC REG BUCK ${vtext} ${amps}A ${pkg.replace('-', '')}`,
    params: [
      ['output_voltage', volts ? `${volts} V` : 'Adjustable', volts || null],
      ['current_rating', `${amps} A`, amps],
      [
        'supply_voltage',
        linear
          ? r.pick(['2.5 V ~ 6 V', '2.7 V ~ 15 V', '4.5 V ~ 20 V'])
          : r.pick(['4.5 V ~ 17 V', '4.5 V ~ 28 V', '3 V ~ 36 V']),
        null,
      ],
    ],
    kind: 'ic',
    price: linear ? [5_000, 150_000] : [30_000, 600_000],
  }
}

function mosfet(r: Rng): Draft {
  const n = r.chance(0.7)
  const vds = r.pick([20, 30, 40, 60, 100, 150, 200, 600])
  const id = Number(r.log(0.2, 120).toPrecision(2))
  const [pkg, short] = r.pick([
    ['SOT-23-3', 'SOT23-3'],
    ['SOT-23-3', 'SOT23-3'],
    ['SOT-323', 'SC70-3'],
    ['DFN-8 (3x3)', '8DFN'],
    ['TO-220-3', 'TO220AB'],
    ['D2PAK', 'D2PAK'],
    ['SO-8', '8SO'],
    ['DPAK', 'DPAK'],
  ] as const)
  const style = r.pick(['infineon', 'onsemi', 'nexperia', 'vishay', 'aos', 'diodes', 'toshiba'] as const)
  let mpn: string
  let maker: string
  switch (style) {
    case 'infineon':
      maker = 'Infineon Technologies'
      mpn = r.chance(0.5)
        ? `IRL${r.pick(['ML', 'R', 'B', 'Z'])}${r.int(2000, 9999)}${r.pick(['TRPBF', 'PBF', 'TR'])}`
        : `BS${r.pick(['C', 'Z', 'S'])}${r.int(10, 999)}${r.pick(['N', 'P'])}${r.int(1, 20)}${r.pick(['NS3', 'LS', 'NE'])} G`
      break
    case 'onsemi':
      maker = 'onsemi'
      mpn = `${r.pick(['NTR', 'NVR', 'FDN', 'NTD', 'FDS', 'NVMFS'])}${r.int(1000, 9999)}${n ? 'N' : 'P'}${r.pick(['T1G', 'T3G', 'L', 'Z'])}`
      break
    case 'nexperia':
      maker = 'Nexperia'
      mpn = `${r.pick(['PMV', 'PMN', 'BUK', 'PSMN'])}${r.int(10, 9999)}${r.pick(['EN', 'UP', 'NE', 'YL'])}${r.pick([',215', 'R', 'EAR', ',115'])}`
      break
    case 'vishay':
      maker = 'Vishay'
      mpn = `SI${r.int(1000, 9999)}${r.pick(['CDS', 'DDS', 'EDH', 'BDY'])}-T1-${r.pick(['GE3', 'E3', 'BE3'])}`
      break
    case 'aos':
      maker = 'Alpha & Omega Semiconductor'
      mpn = `AO${r.pick(['', 'N', 'D'])}${r.int(3000, 7999)}${r.pick(['A', 'L', ''])}`
      break
    case 'diodes':
      maker = 'Diodes Incorporated'
      mpn = `DM${n ? 'N' : 'P'}${r.int(1000, 9999)}${r.pick(['U', 'L', 'LSS', 'SVT'])}-${r.pick(['7', '13'])}`
      break
    default:
      maker = 'Toshiba'
      mpn = `${r.pick(['SSM3K', 'SSM3J', 'TPH', 'TK'])}${r.int(10, 999)}${r.pick(['FU', 'TU', 'R', 'NU'])},${r.pick(['LF', 'LXHF', 'L1Q'])}`
  }
  return {
    mpn,
    manufacturer: maker,
    top: 'Discrete Semiconductor Products',
    family: 'Transistors - FETs, MOSFETs - Single',
    package: pkg,
    description: `MOSFET ${n ? 'N' : 'P'}-CH ${vds}V ${id >= 1 ? `${id}A` : `${Math.round(id * 1000)}MA`} ${short}`,
    params: [
      ['channel', n ? 'N-Channel' : 'P-Channel', null],
      ['vds', `${vds} V`, vds],
      ['id', `${id} A`, id],
    ],
    kind: 'discrete',
    price: vds >= 200 || id > 30 ? [40_000, 500_000] : [1_500, 60_000],
  }
}

function bjt(r: Rng): Draft {
  const npn = r.chance(0.55)
  const maker = r.pick([
    'Nexperia',
    'onsemi',
    'Diodes Incorporated',
    'ROHM Semiconductor',
    'Central Semiconductor',
  ] as const)
  const base = r.pick(
    npn
      ? ['BC817', 'BC847', 'MMBT3904', 'MMBT2222A', 'BC337', 'PBSS4', 'MJD31C', '2SC', 'BCX56', 'ZXTN']
      : ['BC807', 'BC857', 'MMBT3906', 'MMBT2907A', 'BC327', 'PBSS5', 'MJD32C', '2SA', 'BCX53', 'ZXTP'],
  )
  const variant = `${base}${base.length < 6 ? r.pick(['-16', '-25', '-40', 'B', 'C', 'A', String(r.int(1000, 9999)), String(r.int(100, 999))]) : r.int(0, 999)}`
  const mpn =
    maker === 'Nexperia'
      ? `${variant}${r.pick([',215', ',235', 'QAZ'])}`
      : maker === 'onsemi'
        ? `${variant}${r.pick(['LT1G', 'LT3G', 'T4G', 'G'])}`
        : maker === 'Diodes Incorporated'
          ? `${variant}-${r.pick(['7-F', '7', '13-F'])}`
          : maker === 'ROHM Semiconductor'
            ? `${variant}${r.pick(['T116', 'T106', 'FRAT106'])}`
            : `C${variant}${r.pick([' TR', ' BK', ''])}`
  const [pkg, short] = r.pick([
    ['SOT-23-3', 'SOT23-3'],
    ['SOT-323', 'SC70-3'],
    ['SOT-89', 'SOT89-3'],
    ['TO-92-3', 'TO92-3'],
    ['DPAK', 'DPAK'],
  ] as const)
  const v = r.pick([30, 40, 45, 50, 60, 80, 100])
  const a = r.pick([0.1, 0.2, 0.5, 0.8, 1, 3])
  return {
    mpn,
    manufacturer: maker,
    top: 'Discrete Semiconductor Products',
    family: 'Transistors - Bipolar (BJT) - Single',
    package: pkg,
    description: `TRANS ${npn ? 'NPN' : 'PNP'} ${v}V ${a}A ${short}`,
    params: [
      ['reverse_voltage', `${v} V`, v],
      ['current_rating', `${a} A`, a],
      ['channel', npn ? 'NPN' : 'PNP', null],
    ],
    kind: 'discrete',
    price: [800, 30_000],
  }
}

function diode(r: Rng): Draft {
  const type = r.weighted([
    ['gen', 3],
    ['schottky', 3],
    ['zener', 2],
    ['tvs', 2],
  ] as const)
  const [pkg, short] = r.pick([
    ['SOD-123', 'SOD123'],
    ['SOD-323', 'SOD323'],
    ['SMA (DO-214AC)', 'SMA'],
    ['SMB (DO-214AA)', 'SMB'],
    ['SOT-23-3', 'SOT23-3'],
    ['DO-41', 'DO41'],
  ] as const)
  const maker = r.pick([
    'Diodes Incorporated',
    'Vishay',
    'onsemi',
    'Nexperia',
    'Littelfuse',
    'Micro Commercial Components',
    'ROHM Semiconductor',
    'Bourns',
  ] as const)
  const v = r.pick(
    type === 'zener'
      ? [2.4, 3.3, 3.6, 5.1, 6.8, 10, 12, 15, 24]
      : type === 'tvs'
        ? [5, 6.5, 12, 15, 24, 33, 58]
        : [20, 30, 40, 60, 100, 200, 400, 1000],
  )
  const a = r.pick([0.15, 0.2, 0.5, 1, 2, 3, 5])
  const core =
    type === 'gen'
      ? r.pick([
          '1N4148W',
          '1N400',
          'BAS16',
          'S1',
          'US1',
          'RS1',
          'ES1',
          'BAV99',
          'GS1',
          '1N',
          'BAS',
          'BAV',
          'S',
          'ES',
        ]) + r.pick(['', 'A', 'B', 'D', 'G', 'J', 'M', String(r.int(1, 7)), String(r.int(10, 5999))])
      : type === 'schottky'
        ? r.pick(['BAT54', 'SS', 'B5', 'SK', 'MBR', 'PMEG', 'SB', 'STPS', 'RB']) +
          r.int(1, 999) +
          r.pick(['', 'C', 'S', 'A', 'L'])
        : type === 'zener'
          ? r.pick(['BZX84C', 'MMSZ52', 'BZT52C', 'MM3Z', 'SMBJ', 'BZX79C', 'BZD27C', 'PDZ', 'UDZS']) +
            (v < 10 ? String(v).replace('.', 'V') : String(v)) +
            r.pick(['', 'B', 'W', 'S', 'T'])
          : r.pick(['SMAJ', 'SMBJ', 'SMCJ', 'P6SMB', 'ESD9B', 'PESD', 'SMF', 'SD', 'TPD', 'SP']) +
            v +
            r.pick(['A', 'CA', 'V', 'B', 'E3'])
  const mpn =
    maker === 'Diodes Incorporated'
      ? `${core}-${r.pick(['7-F', '13-F', '7'])}`
      : maker === 'Vishay'
        ? `${core}-${r.pick(['E3/61T', 'E3-08', 'HE3/5AT', 'G3-08'])}`
        : maker === 'onsemi'
          ? `${core}${r.pick(['T1G', 'T3G', 'LT1G', 'G'])}`
          : maker === 'Nexperia'
            ? `${core}${r.pick([',115', ',215', 'X'])}`
            : maker === 'Littelfuse'
              ? `${core}${r.pick(['', '-TP', 'HF'])}`
              : maker === 'Micro Commercial Components'
                ? `${core}-TP`
                : maker === 'ROHM Semiconductor'
                  ? `${core}TE-17`
                  : `CD${core}`
  const desc =
    type === 'gen'
      ? `DIODE GEN PURP ${v}V ${a >= 1 ? `${a}A` : `${a * 1000}MA`} ${short}`
      : type === 'schottky'
        ? `DIODE SCHOTTKY ${v}V ${a}A ${short}`
        : type === 'zener'
          ? `DIODE ZENER ${v}V ${r.pick([200, 300, 500])}MW ${short}`
          : `TVS DIODE ${v}VWM ${(v * 1.6).toFixed(1)}VC ${short}`
  return {
    mpn,
    manufacturer: maker,
    top: type === 'tvs' ? 'Circuit Protection' : 'Discrete Semiconductor Products',
    family:
      type === 'tvs'
        ? 'TVS - Diodes'
        : type === 'zener'
          ? 'Diodes - Zener - Single'
          : type === 'schottky'
            ? 'Diodes - Schottky'
            : 'Diodes - Rectifiers - Single',
    package: pkg,
    description: desc,
    params: [
      ['reverse_voltage', `${v} V`, v],
      ['forward_current', `${a} A`, a],
    ],
    kind: 'discrete',
    price: [500, 40_000],
  }
}

function logic(r: Rng): Draft {
  const fam = r.pick([
    'HC',
    'HCT',
    'LVC',
    'AHC',
    'LV',
    'AC',
    'ALVC',
    'AHCT',
    'LVX',
    'VHC',
    'HCS',
    'AUP',
    'LS',
    'ACT',
    'F',
    'ABT',
  ])
  const fn = r.pick([
    ['595', 'SHIFT REGISTER 8BIT', 'Logic - Shift Registers', 16],
    ['165', 'SHIFT REGISTER 8BIT', 'Logic - Shift Registers', 16],
    ['04', 'INVERTER 6CH', 'Logic - Gates and Inverters', 14],
    ['08', 'GATE AND 4CH 2-INP', 'Logic - Gates and Inverters', 14],
    ['00', 'GATE NAND 4CH 2-INP', 'Logic - Gates and Inverters', 14],
    ['14', 'INVERTER SCHMITT 6CH', 'Logic - Gates and Inverters', 14],
    ['245', 'TXRX NON-INVERT 8BIT', 'Logic - Buffers, Drivers, Receivers, Transceivers', 20],
    ['125', 'BUF NON-INVERT 4CH', 'Logic - Buffers, Drivers, Receivers, Transceivers', 14],
    ['74', 'FLIP FLOP D-TYPE 2CH', 'Logic - Flip Flops', 14],
    ['138', 'DECODER/DEMUX 1X3:8', 'Logic - Signal Switches, Multiplexers, Decoders', 16],
    ['1G08', 'GATE AND 1CH 2-INP', 'Logic - Gates and Inverters', 5],
    ['1G04', 'INVERTER 1CH', 'Logic - Gates and Inverters', 5],
  ] as const)
  const [code, what, family, pins] = fn
  const maker = r.pick(['Texas Instruments', 'Nexperia', 'onsemi', 'Diodes Incorporated', 'Toshiba'] as const)
  const pk = pins === 5 ? r.pick(['SOT-23-5', 'SC-70-5']) : r.pick([`SOIC-${pins}`, `TSSOP-${pins}`, `DIP-${pins}`])
  const mpn =
    maker === 'Texas Instruments'
      ? `${r.pick(['SN74', 'SN74', 'CD74', 'SN54'])}${fam}${code}${pk.startsWith('SOIC') ? 'D' : pk.startsWith('TSSOP') ? 'PW' : pk.startsWith('DIP') ? 'N' : 'DBV'}${r.pick(['R', '', 'T', 'RG4', 'E4', 'G4'])}`
      : maker === 'Nexperia'
        ? `74${fam}${code}${pk.startsWith('SOIC') ? 'D' : pk.startsWith('TSSOP') ? 'PW' : 'GW'}${r.pick([',118', ',112', ',125', '-Q100J'])}`
        : maker === 'onsemi'
          ? `${r.pick(['MC74', 'NLV74', 'NC7SZ'])}${fam}${code}${r.pick(['DR2G', 'DTR2G', 'P5X', 'M5X'])}`
          : maker === 'Diodes Incorporated'
            ? `74${fam}${code}${r.pick(['S14-13', 'T14-13', 'W5-7', 'SE-7'])}`
            : `TC74${fam}${code}${r.pick(['AFT', 'AF', 'FU'])}(EL)`
  return {
    mpn,
    manufacturer: maker,
    top: 'Integrated Circuits (ICs)',
    family,
    package: pk,
    description: `IC ${what} ${pk.replace(/^(\w+)-(\d+)$/, '$2$1')}`,
    params: [['supply_voltage', r.pick(['2 V ~ 6 V', '1.65 V ~ 5.5 V', '4.5 V ~ 5.5 V']), null]],
    kind: 'ic',
    price: [2_500, 60_000],
  }
}

function iface(r: Rng): Draft {
  const t = r.pick([
    [
      'Maxim Integrated',
      () =>
        `MAX${r.int(200, 14999)}${r.pick(['E', 'C'])}${r.pick(['SE', 'SA', 'UE', 'PE', 'WE'])}${r.pick(['+', '+T', '+TG'])}`,
      'IC TRANSCEIVER FULL 2/2 16SOIC',
      'SOIC-16',
      'RS-232',
    ],
    [
      'Texas Instruments',
      () => `SN65HVD${r.int(230, 3082)}${r.pick(['D', 'DR', 'DRBR', 'QDRQ1'])}`,
      'IC TRANSCEIVER CAN 1/1 8SOIC',
      'SOIC-8',
      'CAN',
    ],
    [
      'NXP Semiconductors',
      () => `TJA${r.int(1020, 1199)}T${r.pick(['/3', '/CM', ''])}${r.pick([',118', ',112', 'J'])}`,
      'IC TRANSCEIVER CAN 1/1 8SO',
      'SO-8',
      'CAN',
    ],
    [
      'FTDI',
      () =>
        `FT${r.int(200, 4299)}${r.pick(['R', 'X', 'H', 'HP', 'HL'])}${r.pick(['L', 'Q', 'S', 'D'])}${r.pick(['-REEL', '-TRAY', '-R', ''])}`,
      'IC USB TO UART/FIFO 28SSOP',
      'SSOP-28',
      'USB',
    ],
    [
      'WCH',
      () => `CH${r.int(300, 9399)}${r.pick(['G', 'C', 'N', 'E', 'K', 'T', 'F', 'X'])}`,
      'IC USB TO UART BRIDGE 16SOP',
      'SOP-16',
      'USB',
    ],
    [
      'Silicon Labs',
      () =>
        `CP${r.int(2100, 2199)}${r.pick(['N', ''])}-${r.pick(['A01', 'A02', 'B01', 'B02', 'C01'])}-G${r.pick(['QFN', 'M', 'QSOP'])}${r.pick(['20', '24', '28'])}${r.pick(['R', ''])}`,
      'IC USB-TO-UART BRIDGE 28QFN',
      'QFN-28',
      'USB',
    ],
    [
      'Analog Devices',
      () =>
        `ADM${r.int(2480, 3495)}${r.pick(['E', ''])}${r.pick(['ARWZ', 'BRWZ', 'ARZ'])}${r.pick(['-REEL7', '-RL', ''])}`,
      'DGTL ISO RS485 16SOIC',
      'SOIC-16W',
      'RS-485',
    ],
  ] as const)
  const [maker, make, desc, pkg, bus] = t
  return {
    mpn: make(),
    manufacturer: maker,
    top: 'Integrated Circuits (ICs)',
    family:
      maker === 'FTDI' || maker === 'WCH' || maker === 'Silicon Labs'
        ? 'Interface - Controllers'
        : 'Interface - Drivers, Receivers, Transceivers',
    package: pkg,
    description: desc,
    params: [
      ['interface', bus, null],
      ['supply_voltage', r.pick(['3 V ~ 5.5 V', '4.5 V ~ 5.5 V', '1.8 V ~ 5.5 V']), null],
    ],
    kind: 'ic',
    price: [15_000, 500_000],
  }
}

function memory(r: Rng): Draft {
  const flash = r.chance(0.6)
  const mbit = flash ? r.pick([4, 8, 16, 32, 64, 128, 256, 512]) : 0
  const kbit = flash ? 0 : r.pick([1, 2, 4, 16, 32, 64, 256, 512])
  const maker = flash
    ? r.pick(['Winbond Electronics', 'GigaDevice', 'Macronix', 'ISSI', 'Microchip Technology'] as const)
    : r.pick(['Microchip Technology', 'STMicroelectronics', 'onsemi'] as const)
  const pkg = r.pick(['SOIC-8', 'WSON-8', 'TSSOP-8', 'USON-8'])
  const pk = pkg.startsWith('SOIC') ? 'SS' : pkg.startsWith('WSON') ? 'ZP' : pkg.startsWith('TSSOP') ? 'ST' : 'UX'
  const mpn = flash
    ? maker === 'Winbond Electronics'
      ? `W25Q${mbit}${r.pick(['JV', 'FV', 'JW', 'BV', 'NW', 'DW'])}${pk}${r.pick(['IQ', 'IM', 'IG', 'IQ TR', 'JQ', 'IP'])}`
      : maker === 'GigaDevice'
        ? `GD25${r.pick(['Q', 'LQ', 'B'])}${mbit}${r.pick(['C', 'E', 'D'])}${pk === 'SS' ? 'S' : 'W'}${r.pick(['IG', 'IGR', 'JG'])}`
        : maker === 'Macronix'
          ? `MX25${r.pick(['L', 'R', 'U'])}${mbit < 100 ? mbit * 100 + 6 : mbit * 10 + 35}${r.pick(['E', 'F', 'G'])}${r.pick(['M2I', 'Z2I', 'M1I'])}-${r.pick(['10G', '08G', '12G'])}`
          : maker === 'ISSI'
            ? `IS25${r.pick(['LP', 'WP', 'LQ'])}${String(mbit).padStart(3, '0')}${r.pick(['D', 'E', 'J'])}-${r.pick(['JBLE', 'JNLE', 'JKLE'])}${r.pick(['-TR', ''])}`
            : `SST26${r.pick(['VF', 'WF'])}${String(mbit).padStart(3, '0')}${r.pick(['B', 'BA'])}${r.pick(['T', ''])}-${r.pick(['104I', '80E'])}/${r.pick(['SM', 'MF', 'SN'])}`
    : maker === 'Microchip Technology'
      ? `${r.pick(['AT24C', '24LC', '24AA', '25LC', 'AT25', '24FC', '25AA', '11LC'])}${kbit < 10 ? `0${kbit}` : kbit}${r.pick(['', 'C', 'B', 'E', 'A'])}${r.pick(['T-I/SN', '-I/SN', '-SSHM-T', '-XHM-B', 'T-E/OT', '-I/P', 'T-I/MS', '-E/SN', 'T-I/MNY'])}`
      : maker === 'STMicroelectronics'
        ? `M24${r.pick(['C', 'M'])}${kbit < 10 ? `0${kbit}` : kbit}-${r.pick(['FMN6TP', 'RMN6TP', 'WMN6TP', 'FDW6TP'])}`
        : `CAT24C${kbit < 10 ? `0${kbit}` : kbit}${r.pick(['WI-GT3', 'YI-GT3', 'HU4I-GT3'])}`
  const size = flash ? `${mbit}MBIT` : `${kbit}KBIT`
  return {
    mpn,
    manufacturer: maker,
    top: 'Integrated Circuits (ICs)',
    family: 'Memory',
    package: pkg,
    description: flash
      ? `IC FLASH ${size} SPI/QUAD 8${pkg.split('-')[0]}`
      : `IC EEPROM ${size} I2C 1MHZ 8${pkg.split('-')[0]}`,
    params: [
      ['memory_size', flash ? `${mbit} Mbit` : `${kbit} Kbit`, flash ? mbit * 1024 * 1024 : kbit * 1024],
      ['interface', flash ? 'SPI - Quad I/O' : 'I²C', null],
    ],
    kind: 'ic',
    price: flash ? [20_000, 400_000] : [5_000, 80_000],
  }
}

/** Murata NCP thermistors: the size code, and the B-constant code (B25/50 in kelvin). */
const NCP_SIZES = { '03': '0201', '15': '0402', '18': '0603' } as const
const NCP_B = { XH: 3380, XV: 3900, WF: 4250 } as const
const NCP_TOLERANCE = { F: 1, E: 3, J: 5 } as const

/** An NTC thermistor whose number is its data: NCP18XH103F03RB is 10 kΩ ±1 %, B 3380 K, 0603. */
function thermistor(r: Rng): Draft {
  const sizeCode = r.pick(Object.keys(NCP_SIZES) as (keyof typeof NCP_SIZES)[])
  const bCode = r.pick(Object.keys(NCP_B) as (keyof typeof NCP_B)[])
  const tolLetter = r.pick(Object.keys(NCP_TOLERANCE) as (keyof typeof NCP_TOLERANCE)[])
  const ohms = r.pick(E6) * 10 ** r.int(3, 5)
  const size = NCP_SIZES[sizeCode]
  const tol = NCP_TOLERANCE[tolLetter]
  return {
    mpn: `NCP${sizeCode}${bCode}${code3(ohms)}${tolLetter}${r.pick(['03RC', '03RB', '0SRB'])}`,
    manufacturer: 'Murata',
    top: 'Sensors, Transducers',
    family: 'Temperature Sensors - NTC Thermistors',
    package: size,
    description: `THERMISTOR NTC ${ohmsShort(ohms)}OHM ${NCP_B[bCode]}K ${size}`,
    params: [
      ['resistance', ohmsSi(ohms), ohms],
      ['tolerance', `±${tol}%`, tol],
      ['size', size, null],
      ['mounting', 'Surface Mount', null],
      ['operating_temperature', '-40°C ~ 125°C', null],
    ],
    kind: 'passive',
    price: [1_000, 20_000],
  }
}

/** Allegro ACS current sensors: the suffix is the range ("20A": ±20 A, "05B": ±5 A). */
function currentSensor(r: Rng): Draft {
  const range = r.pick(['05B', '10B', '20A', '30A', '50B'])
  const amps = Number(range.slice(0, 2))
  const pkg = r.pick(['SOIC-8', 'SOIC-16W'])
  return {
    mpn: `ACS${r.pick(['712', '723', '724', '725'])}${r.pick(['ELC', 'LLC', 'KLA', 'KMA', 'LMA'])}TR-${range}-T`,
    manufacturer: 'Allegro MicroSystems',
    top: 'Sensors, Transducers',
    family: 'Current Sensors',
    package: pkg,
    description: `SENSOR CURRENT HALL ${amps}A AC/DC ${pkg.replace(/^(\w+)-(\d+)(\w*)$/, '$2$1$3')}`,
    params: [
      ['current_rating', `${amps} A`, amps],
      ['interface', 'Analog', null],
      ['supply_voltage', r.pick(['3 V ~ 3.6 V', '4.5 V ~ 5.5 V']), null],
    ],
    kind: 'ic',
    price: [50_000, 900_000],
  }
}

/** Digital sensors: each line with its own bus, supply and package. */
function sensor(r: Rng): Draft {
  const t = r.pick([
    [
      'Bosch Sensortec',
      () => `BM${r.pick(['E', 'P'])}${r.int(200, 699)}${r.pick(['', '-SHUTL'])}`,
      'SENSOR HUMI/PRESS/TEMP I2C/SPI 8LGA',
      'LGA-8',
      'Humidity, Moisture Sensors',
      'I²C, SPI',
      '1.71 V ~ 3.6 V',
    ],
    [
      'Sensirion',
      () =>
        `${r.pick(['SHT', 'STS', 'SHTC'])}${r.int(20, 49)}-${r.pick(['DIS', 'AD1', 'BD1', 'AD1B', 'DIS-B'])}-${r.pick(['B', 'F', 'P'])}${r.pick(['2.5KS', '10KS', ''])}`,
      'SENSOR HUMI/TEMP I2C 2% 4DFN',
      'DFN-4',
      'Humidity, Moisture Sensors',
      'I²C',
      '2.15 V ~ 5.5 V',
    ],
    [
      'STMicroelectronics',
      () =>
        `${r.pick(['LIS', 'IIS'])}${r.int(2, 3)}${r.pick(['DH', 'DW', 'DE'])}${r.int(10, 99)}${r.pick(['TR', 'XTR', ''])}`,
      'ACCEL 2-16G I2C/SPI 12LGA',
      'LGA-12',
      'Motion Sensors - Accelerometers',
      'I²C, SPI',
      '1.71 V ~ 3.6 V',
    ],
    [
      'TDK InvenSense',
      () => `${r.pick(['ICM', 'IAM', 'MPU', 'IIM'])}-${r.int(10000, 49999)}${r.pick(['', '-P', '-T', 'T-TR'])}`,
      'IMU ACCEL/GYRO 6-AXIS I2C/SPI 14LGA',
      'LGA-14',
      'Motion Sensors - IMUs (Inertial Measurement Units)',
      'I²C, SPI',
      '1.71 V ~ 3.6 V',
    ],
    [
      'Texas Instruments',
      () => `${r.pick(['TMP', 'HDC'])}${r.int(10, 1199)}${r.pick(['AIDRVR', 'NAIDRVR', 'AIDRVT'])}`,
      'SENSOR DIGITAL -55C-150C I2C 6WSON',
      'WSON-6',
      'Temperature Sensors - Analog and Digital Output',
      'I²C',
      '1.4 V ~ 3.6 V',
    ],
    [
      'TE Connectivity',
      () => `${r.pick(['MS', 'TSYS'])}${r.int(5500, 8999)}-${r.pick(['01BA03', '02BA01', '30BA', '14BA', '07BA'])}`,
      'SENSOR PRESSURE 10-1200MBAR ABS I2C/SPI',
      'QFN-8',
      'Pressure Sensors, Transducers',
      'I²C, SPI',
      '1.8 V ~ 3.6 V',
    ],
  ] as const)
  const [maker, make, desc, pkg, family, bus, supply] = t
  return {
    mpn: make(),
    manufacturer: maker,
    top: 'Sensors, Transducers',
    family,
    package: pkg,
    description: desc,
    params: [
      ['supply_voltage', supply, null],
      ['interface', bus, null],
    ],
    kind: 'ic',
    price: [50_000, 900_000],
  }
}

function led(r: Rng): Draft {
  const color = r.pick(['Red', 'Green', 'Blue', 'Yellow', 'White', 'Orange', 'Amber'])
  const smd = r.chance(0.75)
  const size = smd ? r.pick(['0402', '0603', '0805', '1206', 'PLCC-2', '3528']) : r.pick(['3mm', '5mm'])
  const maker = r.pick([
    'Lite-On',
    'Kingbright',
    'Everlight Electronics',
    'ams OSRAM',
    'Würth Elektronik',
    'ROHM Semiconductor',
  ] as const)
  const c = color[0]!
  const mpn =
    maker === 'Lite-On'
      ? `LTST-${r.pick(['C', 'S', 'E', 'G'])}${r.int(100, 999)}${r.pick(['K', 'T', 'T', 'A'])}${c}${r.pick(['KT', 'CT', 'KT-5A', 'BKT', 'DT'])}`
      : maker === 'Kingbright'
        ? `${smd ? `${r.pick(['APT', 'APTD', 'APHHS', 'KPT-', 'APHD'])}${r.pick(['1005', '1608', '2012', '3216'])}` : `${r.pick(['WP', 'L-'])}${r.int(100, 9999)}`}${c}${r.pick(['C', 'GC', 'D', 'YC'])}${r.pick(['', '-F01', '-E'])}`
        : maker === 'Everlight Electronics'
          ? `${r.pick(['19-217', '17-21', '12-21', '333-2'])}/${c}${r.pick(['HC', 'SDC', 'UTC'])}-${r.pick(['YR1S2/3T', 'AN1P2/3T', 'S530-E2'])}`
          : maker === 'ams OSRAM'
            ? `L${c}${r.pick([' Q', ' R', ' T', ' L'])}${r.int(29, 98)}${r.pick(['E', 'K', 'G'])}-${r.pick(['P2Q2', 'N1P2', 'JM'])}-${r.int(1, 36)}`
            : maker === 'Würth Elektronik'
              ? `1503${r.int(10, 99)}${c}${r.pick(['S', 'V'])}${r.int(73000, 75999)}`
              : `SML-${r.pick(['D12', 'E12', 'P12', 'LX'])}${c}${r.pick(['8W', '2W', 'U'])}${r.pick(['TT86', 'T86', 'TT86N'])}`
  return {
    mpn,
    manufacturer: maker,
    top: 'Optoelectronics',
    family: 'LED Indication - Discrete',
    package: smd ? size : `T-1${size === '5mm' ? ' 3/4' : ''} (${size})`,
    description: smd
      ? `LED ${color.toUpperCase()} CLEAR ${size} SMD`
      : `LED ${color.toUpperCase()} DIFFUSED ${size.toUpperCase()} ROUND T/H`,
    params: [
      ['color', color, null],
      ['forward_current', `${r.pick([2, 5, 10, 20, 30])} mA`, null],
    ],
    kind: 'discrete',
    price: [1_000, 40_000],
  }
}

function connector(r: Rng): Draft {
  const pos = r.pick([2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 40])
  // JST's series name its pitch: XH 2.5 mm, PH 2.0, ZR 1.5, GH 1.25, SH 1.0.
  const [jstSeries, jstPitch] = r.pick([
    ['XH-A', 2.5],
    ['PH-K-S', 2],
    ['PH-SM4-TB', 2],
    ['ZR-SM4-TF', 1.5],
    ['GH-SM-TB', 1.25],
    ['SH-A', 1],
  ] as const)
  const t = r.pick([
    [
      'JST',
      () => `${r.pick(['B', 'S', 'BM'])}${pos}B-${jstSeries}${r.pick(['(LF)(SN)', ''])}`,
      `CONN HEADER ${pos}POS ${jstPitch.toFixed(jstPitch === 1.25 ? 2 : 1)}MM`,
      'Rectangular Connectors - Headers, Male Pins',
      jstPitch,
    ],
    [
      'Molex',
      () =>
        `${r.pick(['53047', '53048', '53261', '22-23', '0022232', '505567'])}-${String(pos).padStart(2, '0')}${r.pick(['10', '11', '71', '31'])}`,
      `CONN HEADER SMD R/A ${pos}POS 1.25MM`,
      'Rectangular Connectors - Headers, Male Pins',
      1.25,
    ],
    [
      'Samtec',
      () =>
        `${r.pick(['TSW', 'SSW', 'FTSH', 'HTSW'])}-1${String(pos).padStart(2, '0')}-${r.pick(['07', '08', '01', '02'])}-${r.pick(['G', 'T', 'L', 'S'])}-${r.pick(['S', 'D'])}${r.pick(['', '-RA', '-K'])}`,
      `CONN HEADER VERT ${pos}POS 2.54MM`,
      'Rectangular Connectors - Headers, Male Pins',
      2.54,
    ],
    [
      'Würth Elektronik',
      () => `6130${String(pos).padStart(2, '0')}${r.pick(['11', '21', '12'])}${r.int(100, 999)}`,
      `CONN HEADER VERT ${pos}POS 2.54MM`,
      'Rectangular Connectors - Headers, Male Pins',
      2.54,
    ],
    [
      'Sullins Connector Solutions',
      () =>
        `${r.pick(['PPTC', 'PPPC', 'NPTC', 'SFH11', 'PREC', 'PRPC'])}${String(pos).padStart(3, '0')}${r.pick(['S', 'D'])}${r.pick(['AN', 'FN', 'BN', 'GN'])}${r.pick(['-RC', '', '-M'])}`,
      `CONN HDR ${pos}POS 0.1 GOLD PCB`,
      'Rectangular Connectors - Headers, Receptacles, Female Sockets',
      2.54,
    ],
    [
      'Amphenol',
      () => `${r.int(10100000, 10199999)}-${String(r.int(1, 9999)).padStart(4, '0')}LF`,
      'CONN RCPT USB2.0 MICRO B SMD R/A',
      'USB, DVI, HDMI Connectors',
      0.65,
    ],
    [
      'Hirose Electric',
      () => `DF13-${pos}${r.pick(['P', 'S', 'DP'])}-1.25${r.pick(['DSA', 'DS', 'V'])}${r.pick(['(50)', '(55)', ''])}`,
      `CONN HEADER SMD ${pos}POS 1.25MM`,
      'Rectangular Connectors - Headers, Male Pins',
      1.25,
    ],
    [
      'Phoenix Contact',
      () => `${r.pick(['1729', '1935', '1757', '1984'])}${r.int(100, 999)}`,
      `TERM BLK ${pos}POS SIDE ENTRY 5.08MM PCB`,
      'Terminal Blocks - Wire to Board',
      5.08,
    ],
    [
      'TE Connectivity',
      () => `${r.int(1, 9)}-${r.int(1000000, 2399999)}-${r.int(0, 9)}`,
      `CONN HEADER VERT ${pos}POS 2.54MM`,
      'Rectangular Connectors - Headers, Male Pins',
      2.54,
    ],
  ] as const)
  const [maker, make, desc, family, pitch] = t
  return {
    mpn: make(),
    manufacturer: maker,
    top: 'Connectors, Interconnects',
    family,
    package: family.includes('USB') ? 'SMD, Right Angle' : r.pick(['Through Hole', 'Surface Mount']),
    description: desc,
    params: [
      ['positions', family.includes('USB') ? '5' : String(pos), family.includes('USB') ? 5 : pos],
      ['pitch', `${pitch} mm`, pitch / 1000],
    ],
    kind: 'electromechanical',
    price: [3_000, 300_000],
  }
}

function crystal(r: Rng): Draft {
  const mhz = r.pick([8, 10, 12, 16, 20, 24, 25, 26, 27, 32, 40, 48, 0.032768])
  const osc = r.chance(0.3)
  const pf = r.pick([6, 8, 9, 10, 12, 12.5, 18, 20])
  const maker = r.pick(['Abracon', 'Epson', 'TXC', 'Murata', 'Fox Electronics'] as const)
  const f = mhz < 1 ? '32.768KHZ' : `${mhz.toFixed(4)}MHZ`
  const size = r.pick(['3.2x2.5mm', '2.0x1.6mm', '5.0x3.2mm', 'HC-49/US'])
  const mpn =
    maker === 'Abracon'
      ? `${osc ? r.pick(['ASE', 'ASFL1', 'ASDMB']) : r.pick(['ABM8', 'ABM3', 'ABLS', 'ABM10'])}-${f.replace('0000', '')}-${Math.round(pf)}-${r.pick(['B2', 'B1U', 'D1X', '10-1-U', 'D2Y', 'E2'])}-T${r.pick(['', '3', 'R'])}`
      : maker === 'Epson'
        ? `${osc ? 'SG-' + r.pick(['210STF', '5032CAN', '8018CA']) : r.pick(['FA-238', 'TSX-3225', 'FC-135'])} ${mhz < 1 ? '32.7680KA' : mhz.toFixed(4) + 'M'}${r.pick(['B-C3', 'B-K3', 'A'])}`
        : maker === 'TXC'
          ? `${osc ? '7X' : r.pick(['7M', '8Y', '9C', '7V'])}${String(Math.round(mhz * 1000)).padStart(5, '0')}${r.int(100, 999)}${r.pick(['', 'Q'])}`
          : maker === 'Murata'
            ? `XRCGB${Math.round(mhz * 1000)}F${r.pick(['3M00R0', '3N00R0', '0L00R0'])}`
            : `FO${r.pick(['X', '7B', '5B'])}${String(Math.round(mhz)).padStart(3, '0')}${r.pick(['S', 'E', 'SLF'])}${r.pick(['-20', '-18', ''])}`
  return {
    mpn,
    manufacturer: maker,
    top: 'Crystals, Oscillators, Resonators',
    family: osc ? 'Oscillators' : 'Crystals',
    package: size,
    description: osc ? `XTAL OSC XO ${f} CMOS SMD` : `CRYSTAL ${f} ${pf}PF SMD`,
    params: [
      ['frequency', mhz < 1 ? '32.768 kHz' : `${mhz} MHz`, mhz * 1e6],
      ...(osc ? [] : ([['load_capacitance', `${pf} pF`, pf * 1e-12]] as [string, string, number][])),
    ],
    kind: 'electromechanical',
    price: osc ? [20_000, 300_000] : [8_000, 90_000],
  }
}

function tactile(r: Rng): Draft {
  const maker = r.pick(['C&K', 'E-Switch', 'Omron', 'Panasonic', 'Würth Elektronik'] as const)
  const mpn =
    maker === 'C&K'
      ? `PTS${r.int(100, 999)}${r.pick(['SM43', 'SK50', 'SJM250', 'SL43'])}${r.pick(['SMTR92', 'SMTR LFS', 'LFS'])}`
      : maker === 'E-Switch'
        ? `TL${r.int(1000, 6999)}${r.pick(['SP', 'NF', 'AF'])}${r.pick(['160', '100', '260'])}Q${r.pick(['', 'R'])}`
        : maker === 'Omron'
          ? `B3${r.pick(['F', 'FS', 'U', 'SN', 'J', 'W'])}-${r.int(1000, 9155)}${r.pick(['', 'P', 'S'])}`
          : maker === 'Panasonic'
            ? `EVQ-${r.pick(['P7', 'PU', 'Q2'])}${r.pick(['A', 'B', 'J', 'K'])}${r.int(1, 9)}${r.pick(['K', '5', 'B'])}`
            : `4303${r.int(10, 99)}${r.int(100, 999)}${r.int(0, 9)}${r.int(10, 99)}`
  return {
    mpn,
    manufacturer: maker,
    top: 'Switches',
    family: 'Tactile Switches',
    package: r.pick(['SMD', 'Through Hole']),
    description: `SWITCH TACTILE SPST-NO ${r.pick(['0.05A', '0.02A', '0.1A'])} ${r.pick(['12V', '24V', '15V'])}`,
    params: [['current_rating', '50 mA', 0.05]],
    kind: 'electromechanical',
    price: [3_000, 60_000],
  }
}

const FAMILIES: [(r: Rng) => Draft, number][] = [
  [resistor, 15],
  [ceramic, 14],
  [electrolytic, 3],
  [inductor, 3],
  [ferrite, 2],
  [mcu, 6],
  [opamp, 7],
  [regulator, 6],
  [mosfet, 8],
  [bjt, 4],
  [diode, 7],
  [logic, 3],
  [iface, 3],
  [memory, 2],
  [sensor, 2],
  [thermistor, 0.5],
  [currentSensor, 0.5],
  [led, 4],
  [connector, 6],
  [crystal, 2],
  [tactile, 2],
]

let families: [string, string][] | undefined
/** Every (top, family) pair the generator uses, so that the tree has its leaves. */
export function generatedFamilies(): [string, string][] {
  if (!families) {
    const seen = new Map<string, [string, string]>()
    for (let i = 0; i < 4000; i++) {
      const p = generatedPart(i)
      seen.set(`${p.top}\u0000${p.family}`, [p.top, p.family])
    }
    families = [...seen.values()]
  }
  return families
}

/** Part number `index` of the generator; `attempt` > 0 draws another one (after a collision). */
export function generatedPart(index: number, attempt = 0): GeneratedPart {
  const r = rng(hash32(`part:${index}:${attempt}`))
  const make = r.weighted(FAMILIES)
  const d = make(r)
  const lifecycle = r.weighted([
    ['active', 88],
    ['nrnd', 4],
    ['last_time_buy', 2],
    ['obsolete', 4],
    ['discontinued', 2],
  ] as const)
  const rohs = r.weighted([
    [1, 95],
    [0, 3],
    [null, 2],
  ] as const)
  return { ...d, lifecycle, rohs, leadWeeks: r.int(4, 52) }
}
