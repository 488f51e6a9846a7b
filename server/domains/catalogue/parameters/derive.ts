import { parseNumber, PARAMS } from './params'

/**
 * Parameters of a real part derived from its description (Digi-Key's terse line, e.g. "IC OPAMP GP
 * 2 CIRCUIT 8DIP", "MOSFET N-CH 60V 115MA SOT23-3", "RES SMD 10K OHM 1% 1/10W 0603"), where the data
 * has no parameter table. The description's first words say what kind of part it is; that kind
 * (with the category) tells which parameters apply, and so what a bare "60V" or "115MA" means: the
 * drain-source voltage of a MOSFET, the output voltage of a regulator. Only what the text says is
 * taken, nothing guessed: a value that is not there stays out. Every value is stored marked as
 * derived (part_params.derived), and the product page says so.
 */
export type Derived = [key: string, value: string, num: number | null]

type Rule = {
  /** The description's beginning that names the kind. */
  test: RegExp
  /** The kind, as the "Type" parameter shows it (English; the words are the data's). */
  type: string | ((d: string) => string)
  /** Parameters read from the rest of the text. */
  read?: (d: string) => Derived[]
}

const unitOf = (key: string) => PARAMS.find((p) => p.key === key)?.unit ?? ''

/** A value with its SI number (parseNumber) when it has one. */
function value(key: string, text: string): Derived {
  return [key, text, parseNumber(text, unitOf(key))]
}

/** "115MA" → "115 mA", "0.2A" → "0.2 A", "12.5PF" → "12.5 pF", "1/10W" → "0.1 W". */
function si(raw: string, unit: string): string {
  const frac = /^(\d+)\/(\d+)$/.exec(raw)
  if (frac) return `${Number((Number(frac[1]) / Number(frac[2])).toPrecision(6))} ${unit}`
  const m = /^(\d+(?:\.\d+)?)([PNUµMKG]?)$/i.exec(raw)
  if (!m) return `${raw} ${unit}`
  const prefix = m[2] ?? ''
  const p = prefix === 'M' && unit !== 'Ω' ? 'm' : prefix === 'U' || prefix === 'u' ? 'µ' : prefix.toLowerCase()
  const q = unit === 'Ω' && prefix.toUpperCase() === 'M' ? 'M' : p === 'k' ? 'k' : p === 'g' ? 'G' : p
  return `${Number(m[1])} ${q}${unit}`
}

/** All numbers with a unit suffix in the text: "40V" → ["40"], also "0-60V" gives "60". */
function all(d: string, unit: string): string[] {
  const re = new RegExp(`(?:^|[\\s/-])(\\d+(?:\\.\\d+)?(?:/\\d+)?[PNUµMKG]?)${unit}(?=$|[\\s,/])`, 'gi')
  return [...d.matchAll(re)].map((m) => m[1]!)
}

const first = (d: string, unit: string) => all(d, unit)[0]

function volts(key: string, d: string, nth = 0): Derived[] {
  const v = all(d, 'V')[nth]
  return v ? [value(key, si(v, 'V'))] : []
}
function amps(key: string, d: string): Derived[] {
  const v = first(d, 'A')
  return v ? [value(key, si(v, 'A'))] : []
}
function ohms(key: string, d: string): Derived[] {
  const m = /(?:^|\s)(\d+(?:\.\d+)?)\s?([KM]?)\s?OHMS?\b/i.exec(d)
  if (!m) return []
  const prefix = m[2]!.toUpperCase() === 'K' ? 'k' : m[2]!.toUpperCase() === 'M' ? 'M' : ''
  return [value(key, `${Number(m[1])} ${prefix}Ω`)]
}
function hertz(key: string, d: string): Derived[] {
  const m = /(?:^|\s)(\d+(?:\.\d+)?)\s?([KMG])HZ\b/i.exec(d)
  if (!m) return []
  return [value(key, `${Number(m[1])} ${m[2]!.toUpperCase() === 'K' ? 'k' : m[2]!.toUpperCase()}Hz`)]
}
function watts(key: string, d: string): Derived[] {
  const v = first(d, 'W')
  return v ? [value(key, si(v, 'W'))] : []
}
function count(key: string, re: RegExp, d: string): Derived[] {
  const m = re.exec(d)
  return m ? [value(key, String(Number(m[1])))] : []
}
function tolerance(d: string): Derived[] {
  const m = /(?:^|\s)±?(\d+(?:\.\d+)?)%/.exec(d)
  return m ? [value('tolerance', `±${Number(m[1])}%`)] : []
}
function temperature(d: string): Derived[] {
  const m = /(-?\d+)C\s?[-~]\s?(\d+)C\b/i.exec(d)
  return m ? [['operating_temperature', `${m[1]} °C … ${m[2]} °C`, null]] : []
}
const INTERFACES = ['I2C', 'SPI', 'UART', 'USB', 'CAN', 'RS232', 'RS485', 'I2S', 'LIN', 'ETHERNET', '1-WIRE']
function iface(d: string): Derived[] {
  const found = INTERFACES.filter((i) => new RegExp(`(?:^|[\\s/,])${i}(?=$|[\\s/,])`, 'i').test(d))
  return found.length ? [['interface', found.map((i) => (i === 'ETHERNET' ? 'Ethernet' : i)).join(', '), null]] : []
}
const COLORS: Record<string, string> = {
  RED: 'Red',
  GREEN: 'Green',
  BLUE: 'Blue',
  YELLOW: 'Yellow',
  ORANGE: 'Orange',
  WHITE: 'White',
  AMBER: 'Amber',
  RGB: 'RGB',
  IR: 'Infrared',
}
function color(d: string): Derived[] {
  const c = d
    .split(/\s+/)
    .map((w) => COLORS[w.toUpperCase()])
    .find(Boolean)
  return c ? [['color', c, null]] : []
}
function memory(d: string): Derived[] {
  const m = /(?:^|\s)(\d+(?:\.\d+)?)([KMG])(BIT|B)\b/i.exec(d)
  if (!m) return []
  const prefix = m[2]!.toUpperCase() === 'K' ? 'k' : m[2]!.toUpperCase()
  return m[3]!.toUpperCase() === 'BIT' ? [value('memory_size', `${Number(m[1])} ${prefix}bit`)] : []
}
function flash(d: string): Derived[] {
  const m = /(?:^|\s)(\d+(?:\.\d+)?)([KMG])B\s+FLASH\b/i.exec(d)
  if (!m) return []
  const prefix = m[2]!.toUpperCase() === 'K' ? 'k' : m[2]!.toUpperCase()
  return [value('flash', `${Number(m[1])} ${prefix}B`)]
}

const OPAMP_KIND: Record<string, string> = {
  GP: 'general purpose',
  'ZERO-DRIFT': 'zero drift',
  'RAIL-RRO': 'rail-to-rail output',
  RRIO: 'rail-to-rail',
  JFET: 'JFET input',
  CMOS: 'CMOS',
  AUDIO: 'audio',
  CFA: 'current feedback',
  VFB: 'voltage feedback',
}

/** The rules, most specific first. */
const RULES: Rule[] = [
  {
    test: /^IC OPAMP\b/,
    type: (d) => {
      const kind = OPAMP_KIND[d.split(/\s+/)[2] ?? '']
      return kind ? `Op-amp, ${kind}` : 'Op-amp'
    },
    read: (d) => [...count('circuits', /\b(\d+) CIRCUIT\b/, d), ...hertz('bandwidth', d)],
  },
  {
    test: /^IC COMPARATOR\b/,
    type: 'Comparator',
    read: (d) => count('circuits', /\b(\d+) CIRCUIT\b/, d),
  },
  {
    test: /^IC MCU\b/,
    type: 'Microcontroller',
    read: (d) => [
      ...count('core_size', /\b(\d+)BIT\b/, d).map(([k, v]) => [k, `${v}-bit`, null] as Derived),
      ...flash(d),
    ],
  },
  {
    test: /^IC REG (LINEAR|LDO)\b/,
    type: 'Linear regulator',
    read: (d) => [
      ...(/\bADJ\b/.test(d) ? [['output_voltage', 'Adjustable', null] as Derived] : volts('output_voltage', d)),
      ...amps('current_rating', d),
    ],
  },
  {
    test: /^IC REG (BUCK|BOOST|CTRLR|MULTI|CHARGE PUMP|SWITCHING|INVERTING|BUCK-BOOST)\b/,
    type: (d) => (/^IC REG CTRLR/.test(d) ? 'Switching controller' : 'Switching regulator'),
    read: (d) => [
      ...(/\bADJ\b/.test(d) ? [['output_voltage', 'Adjustable', null] as Derived] : volts('output_voltage', d)),
      ...amps('current_rating', d),
    ],
  },
  {
    test: /^IC (EEPROM|FLASH|SRAM|FRAM|DRAM)\b/,
    type: (d) => `Memory (${d.split(/\s+/)[1]})`,
    read: (d) => [...memory(d), ...iface(d), ...hertz('frequency', d)],
  },
  { test: /^IC (RF )?(TXRX|TRANSCEIVER)\b|^IC RF TXRX/, type: 'RF transceiver', read: (d) => iface(d) },
  { test: /^IC .*\b(TRANSCEIVER|DRIVER|RECEIVER)\b/, type: 'Interface IC', read: (d) => iface(d) },
  { test: /^IC USB\b/, type: 'USB interface IC', read: (d) => iface(d) },
  {
    test: /^IC (ADC|DAC)\b/,
    type: (d) => (/^IC ADC/.test(d) ? 'Analog-to-digital converter' : 'Digital-to-analog converter'),
    read: (d) => [...count('circuits', /\b(\d+)\s?CH\b/, d), ...iface(d)],
  },
  { test: /^IC\b/, type: 'Integrated circuit', read: (d) => iface(d) },
  {
    test: /^MOSFET\b/,
    type: 'MOSFET',
    read: (d) => [
      ...(/\bN-CH\b/.test(d)
        ? [['channel', 'N-Channel', null] as Derived]
        : /\bP-CH\b/.test(d)
          ? [['channel', 'P-Channel', null] as Derived]
          : []),
      ...volts('vds', d),
      ...amps('id', d),
    ],
  },
  {
    test: /^TRANS\b/,
    type: 'Bipolar transistor (BJT)',
    read: (d) => [
      ...(/\bNPN\b/.test(d)
        ? [['polarity', 'NPN', null] as Derived]
        : /\bPNP\b/.test(d)
          ? [['polarity', 'PNP', null] as Derived]
          : []),
      ...volts('voltage_rating', d),
      ...amps('current_rating', d),
    ],
  },
  {
    test: /^DIODE\b/,
    type: (d) =>
      /\bSCHOTTKY\b/.test(d)
        ? 'Schottky diode'
        : /\bZENER\b/.test(d)
          ? 'Zener diode'
          : /\bGEN PURP\b/.test(d)
            ? 'Diode, general purpose'
            : 'Diode',
    read: (d) => [
      ...volts(/\bZENER\b/.test(d) ? 'breakdown_voltage' : 'reverse_voltage', d),
      ...amps('forward_current', d),
    ],
  },
  {
    test: /^BRIDGE RECT\b/,
    type: 'Bridge rectifier',
    read: (d) => [...volts('reverse_voltage', d), ...amps('forward_current', d)],
  },
  { test: /^FUSE\b/, type: 'Fuse', read: (d) => [...amps('current_rating', d), ...volts('voltage_rating', d)] },
  { test: /^ROTARY ENCODER\b/, type: 'Rotary encoder' },
  { test: /^TVS DIODE\b/, type: 'TVS diode', read: (d) => volts('voltage_rating', d) },
  {
    test: /^(LED|EMITTER)\b/,
    type: (d) => (/^EMITTER IR/.test(d) ? 'Infrared emitter' : 'LED'),
    read: (d) => [...color(d), ...amps('forward_current', d)],
  },
  {
    test: /^RES ARRAY\b/,
    type: 'Resistor array',
    read: (d) => [...ohms('resistance', d), ...count('circuits', /\b(\d+) RES\b/, d)],
  },
  {
    test: /^RES\b/,
    type: 'Resistor',
    read: (d) => [...ohms('resistance', d), ...tolerance(d), ...watts('power_rating', d)],
  },
  {
    test: /^(POT|TRIMMER)\b/,
    type: (d) => (/^TRIMMER/.test(d) ? 'Trimmer potentiometer' : 'Potentiometer'),
    read: (d) => [...ohms('resistance', d), ...watts('power_rating', d)],
  },
  {
    test: /^CAP\b/,
    type: 'Capacitor',
    read: (d) => {
      const c = /(?:^|\s)(\d+(?:\.\d+)?)([PNUµ])F\b/i.exec(d)
      return [
        ...(c ? [value('capacitance', si(`${c[1]}${c[2]}`, 'F'))] : []),
        ...volts('voltage_rating', d),
        ...tolerance(d),
      ]
    },
  },
  {
    test: /^FIXED IND\b/,
    type: 'Fixed inductor',
    read: (d) => {
      const h = /(?:^|\s)(\d+(?:\.\d+)?)([NUµM])H\b/i.exec(d)
      return [
        ...(h ? [value('inductance', si(`${h[1]}${h[2]}`, 'H'))] : []),
        ...amps('current_rating', d),
        ...ohms('dc_resistance', d.replace(/^.*?[AH]\s/, ' ')),
      ]
    },
  },
  { test: /^FERRITE BEAD\b/, type: 'Ferrite bead' },
  {
    test: /^CRYSTAL\b/,
    type: 'Crystal',
    read: (d) => {
      const pf = /(?:^|\s)(\d+(?:\.\d+)?)PF\b/i.exec(d)
      return [...hertz('frequency', d), ...(pf ? [value('load_capacitance', `${Number(pf[1])} pF`)] : [])]
    },
  },
  { test: /^(XTAL OSC|MEMS OSC|OSC)\b/, type: 'Oscillator', read: (d) => hertz('frequency', d) },
  {
    test: /^(RELAY|SSR RELAY)\b/,
    type: (d) => (/^SSR/.test(d) ? 'Solid state relay' : 'Relay'),
    read: (d) => [...amps('current_rating', d), ...volts('supply_voltage', d, all(d, 'V').length - 1)],
  },
  {
    test: /^SWITCH\b/,
    type: (d) => `Switch, ${(d.split(/\s+/)[1] ?? '').toLowerCase()}`,
    read: (d) => [...amps('current_rating', d), ...volts('voltage_rating', d)],
  },
  {
    test: /^CONN\b/,
    type: (d) =>
      /\bHEADER\b/.test(d) ? 'Connector, header' : /\bSOCKET\b/.test(d) ? 'Connector, socket' : 'Connector',
    read: (d) => {
      const pitch = /(?:^|\s)(\d+(?:\.\d+)?)MM\b/i.exec(d)
      return [
        ...count('positions', /\b(\d+)\s?(?:POS|P)\b/, d),
        ...(pitch ? [value('pitch', `${Number(pitch[1])} mm`)] : []),
      ]
    },
  },
  { test: /^SENSOR\b/, type: 'Sensor', read: (d) => [...temperature(d), ...iface(d)] },
  {
    test: /^(OPTOISO|OPTOISOLATOR|OPTOISOLTR|DGTL ISO)\b/,
    type: (d) => (/^DGTL/.test(d) ? 'Digital isolator' : 'Optoisolator'),
    read: (d) => [...count('circuits', /\b(\d+)CH\b/, d), ...iface(d)],
  },
  {
    test: /^DC DC CONVERTER\b/,
    type: 'DC-DC converter',
    read: (d) => [...volts('output_voltage', d), ...watts('power_rating', d)],
  },
  { test: /^RF TXRX MODULE\b/, type: 'RF transceiver module' },
  {
    test: /^(AUDIO|MIC|BUZZER)\b/,
    type: (d) => (/^MIC/.test(d) ? 'Microphone' : 'Audio transducer'),
    read: (d) => volts('voltage_rating', d),
  },
  { test: /^BATTERY HOLDER\b/, type: 'Battery holder' },
  {
    test: /^ICL\b/,
    type: 'Inrush current limiter',
    read: (d) => [...ohms('resistance', d), ...amps('current_rating', d)],
  },
  { test: /^PC TEST POINT\b/, type: 'Test point', read: (d) => color(d) },
]

/** Mounting named in the text (T/H, TH, PC PIN, SMD), else implied by a package family. */
function mounting(d: string, pkg: string): Derived[] {
  if (/\b(SMD|SMT|SURFACE MOUNT)\b/.test(d)) return [['mounting', 'Surface Mount', null]]
  if (/(^|\s)(T\/H|TH|PC PIN|RADIAL|AXIAL)(\s|$)/.test(d)) return [['mounting', 'Through Hole', null]]
  if (/^(DIP|PDIP|SIP|TO-?92|TO-?220|TO-?247)/i.test(pkg)) return [['mounting', 'Through Hole', null]]
  if (
    /^(SOIC|SO|SOP|SSOP|TSSOP|MSOP|VSSOP|QFN|VQFN|WQFN|UQFN|DFN|SON|LQFP|TQFP|QFP|BGA|WLCSP|SOT|SOD|0201|0402|0603|0805|1206|1210|2512)/i.test(
      pkg,
    )
  )
    return [['mounting', 'Surface Mount', null]]
  return []
}

/**
 * The parameters a description names, for a part without them (`have` = keys it has from the data,
 * which always win). Gives [] for a description no rule knows.
 */
export function deriveParams(description: string, pkg: string, have: ReadonlySet<string> = new Set()): Derived[] {
  const d = description.trim().toUpperCase().replace(/\s+/g, ' ')
  const rule = RULES.find((r) => r.test.test(d))
  const out: Derived[] = []
  if (rule) {
    out.push(['type', typeof rule.type === 'string' ? rule.type : rule.type(d), null])
    out.push(...(rule.read?.(d) ?? []))
  }
  out.push(...mounting(d, pkg))
  const seen = new Set(have)
  return out.filter(([key, v]) => {
    if (seen.has(key) || !v || !PARAMS.some((p) => p.key === key)) return false
    seen.add(key)
    return true
  })
}
