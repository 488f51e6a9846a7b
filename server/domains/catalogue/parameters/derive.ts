import { parseNumber, PARAMS } from './params'

/**
 * Parameters of a real part derived from its description: Digi-Key's terse line ("IC OPAMP GP
 * 2 CIRCUIT 8DIP", "MOSFET N-CH 60V 115MA SOT23-3", "ACCEL 2-16G I2C/SPI 14LGA") or a supplier's
 * title ("JST PH 2 position connector housing", "Resistor 470 Ω ±1% 0603 100 mW"), where the data
 * has no parameter table. The description's first words say what kind of part it is; the kind
 * tells which parameters apply, and so what a bare "60V" or "115MA" means: the drain-source
 * voltage of a MOSFET, the output voltage of a regulator, the threshold of a supervisor. Only what
 * the text says is taken, nothing guessed: a value whose meaning the kind does not fix stays out
 * ("2-16G" of an accelerometer is its range; a part number fragment is no value). Every value is
 * stored marked as derived (part_params.derived), and the product page says so.
 */
export type Derived = [key: string, value: string, num: number | null]

type Rule = {
  /** The description's beginning (or a word in it) that names the kind; on the upper-cased text. */
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
/** A value that is not one number (a range, a list): no number, so no range filter claims it. */
const text = (key: string, v: string): Derived => [key, v, null]

/** A number as the description writes it: "8.0000" → "8", ".7" → "0.7". */
const n = (s: string) => String(Number(s))

const NUM = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`
/** A token boundary before and after a quantity. */
const PRE = String.raw`(?:^|[\s/,(])`
const POST = String.raw`(?=$|[\s,/)])`

/** The SI prefix of an upper-cased prefix letter, for a unit ("M" is milli, except for Hz and Ω). */
function prefix(letter: string, unit: string): string {
  switch (letter.toUpperCase()) {
    case 'P':
      return 'p'
    case 'N':
      return 'n'
    case 'U':
    case 'µ':
      return 'µ'
    case 'M':
      return unit === 'Hz' ? 'M' : 'm'
    case 'K':
      return 'k'
    case 'G':
      return 'G'
    default:
      return ''
  }
}

/**
 * Every single quantity of a unit in the text ("115MA", "0.2A", "1/10W", "1KV"), as "115 mA".
 * A range ("5.5-36V") is not a single quantity and is left to range().
 */
function quantities(d: string, unit: string, letters = 'PNUMKG'): string[] {
  const u = unit === 'Hz' ? 'HZ' : unit.toUpperCase()
  const re = new RegExp(`${PRE}(\\d+/\\d+|${NUM})([${letters}]?)${u}${POST}`, 'g')
  const out: string[] = []
  for (const m of d.matchAll(re)) {
    const [raw, p] = [m[1]!, m[2] ?? '']
    const frac = /^(\d+)\/(\d+)$/.exec(raw)
    const num = frac ? Number((Number(frac[1]) / Number(frac[2])).toPrecision(6)) : Number(raw)
    const si = prefix(p, unit)
    out.push(`${num} ${si}${unit}`)
  }
  return out
}

/** "5.5-36V", "2.7V-5.5V", "0-60V", "-40C-125C": [low, high] in the unit, or null. */
function range(d: string, unit: string, letters = 'MKG'): [string, string] | null {
  const u = unit === 'Hz' ? 'HZ' : unit === '°C' ? 'C' : unit.toUpperCase()
  const re = new RegExp(`${PRE}(-?${NUM})([${letters}]?)(?:${u})?\\s?[-~]\\s?(-?${NUM})([${letters}]?)${u}${POST}`)
  const m = re.exec(d)
  if (!m) return null
  const lowPrefix = m[2] || m[4] || ''
  return [`${n(m[1]!)} ${prefix(lowPrefix, unit)}${unit}`, `${n(m[3]!)} ${prefix(m[4] ?? '', unit)}${unit}`]
}
/** A range as the catalogue writes it (Digi-Key's form, as the generated parts have it): "2.7 V ~ 5.5 V". */
const spans = (r: [string, string]) => `${r[0]} ~ ${r[1]}`

function volts(key: string, d: string): Derived[] {
  const v = quantities(d, 'V', 'MK')[0]
  return v ? [value(key, v)] : []
}
function amps(key: string, d: string): Derived[] {
  const v = quantities(d, 'A', 'MU')[0]
  return v ? [value(key, v)] : []
}
function watts(key: string, d: string): Derived[] {
  const v = quantities(d, 'W', 'MK')[0]
  return v ? [value(key, v)] : []
}
function hertz(key: string, d: string): Derived[] {
  const v = quantities(d, 'Hz', 'KMG')[0]
  return v ? [value(key, v)] : []
}
/** "10K OHM", "1.5 KOHM", "8 ohms", "470 Ω"; `milli`: "400 MOHM" is 400 mΩ (an inductor's DC resistance). */
function ohms(key: string, d: string, milli = false): Derived[] {
  const m = new RegExp(`${PRE}(${NUM})\\s?([KM]?)\\s?(?:OHMS?|Ω)(?=$|[\\s,/)])`).exec(d)
  if (!m) return []
  const p = m[2]!.toUpperCase()
  const si = p === 'K' ? 'k' : p === 'M' ? (milli ? 'm' : 'M') : ''
  return [value(key, `${n(m[1]!)} ${si}Ω`)]
}
function count(key: string, re: RegExp, d: string): Derived[] {
  const m = re.exec(d)
  return m && Number(m[1]) > 0 ? [value(key, String(Number(m[1])))] : []
}
function tolerance(d: string): Derived[] {
  const m = new RegExp(`${PRE}±?(${NUM})\\s?%${POST}`).exec(d)
  return m ? [value('tolerance', `±${n(m[1]!)}%`)] : []
}
function wavelength(d: string): Derived[] {
  const m = new RegExp(`${PRE}(\\d{3,4})NM${POST}`).exec(d)
  return m ? [value('wavelength', `${Number(m[1])} nm`)] : []
}
/** "-40C-125C" → sensing or operating temperature range. */
function temperature(key: string, d: string): Derived[] {
  const m = /(?:^|\s)(-?\d+)C\s?[-~]\s?(-?\d+)C(?=$|\s)/.exec(d)
  return m ? [text(key, `${Number(m[1])}°C ~ ${Number(m[2])}°C`)] : []
}

const INTERFACES: [RegExp, string][] = [
  [/(?:^|[\s/,(+-])I2C(?=$|[\s/,)+-])/, 'I²C'],
  [/(?:^|[\s/,(+-])SPI(?=$|[\s/,)+-])/, 'SPI'],
  [/(?:^|[\s/,(+-])I2S(?=$|[\s/,)+-])/, 'I2S'],
  [/(?:^|[\s/,(+-])(?:UART|SERIAL UART)(?=$|[\s/,)+-])/, 'UART'],
  [/(?:^|[\s/,(+-])USB(?:\d\.\d)?(?=$|[\s/,)+-])/, 'USB'],
  [/(?:^|[\s/,(+-])CAN(?=$|[\s/,)+-])/, 'CAN'],
  [/(?:^|[\s/,(+-])(?:RS-?232|EIA-232)(?=$|[\s/,)+-])/, 'RS-232'],
  [/(?:^|[\s/,(+-])RS-?485(?=$|[\s/,)+-])/, 'RS-485'],
  [/(?:^|[\s/,(+-])(?:ETH|ETHERNET)(?=$|[\s/,)+-])/, 'Ethernet'],
  [/(?:^|[\s/,(+-])1-WIRE(?=$|[\s/,)+-])/, '1-Wire'],
  [/(?:^|\s)PAR(?=$|\s)/, 'Parallel'],
]
/** Interfaces named in the text. LIN is not among them: Digi-Key's "LIN" is mostly "linear". */
function iface(d: string): Derived[] {
  const found = INTERFACES.filter(([re]) => re.test(d)).map(([, name]) => name)
  return found.length ? [text('interface', found.join(', '))] : []
}

const COLORS: Record<string, string> = {
  RED: 'Red',
  GREEN: 'Green',
  BLUE: 'Blue',
  YELLOW: 'Yellow',
  ORANGE: 'Orange',
  WHITE: 'White',
  AMBER: 'Amber',
  PINK: 'Pink',
  PURPLE: 'Purple',
  TURQUOISE: 'Turquoise',
  BLACK: 'Black',
  RGB: 'RGB',
  IR: 'Infrared',
}
function color(d: string): Derived[] {
  const c = d
    .split(/[\s:,]+/)
    .map((w) => COLORS[w])
    .find(Boolean)
  return c ? [text('color', c)] : []
}

/** "DUAL", "QUAD", "SGL" …: how many circuits the word says. */
const MULTIPLE: Record<string, number> = { SINGLE: 1, SGL: 1, SNGL: 1, DUAL: 2, TRIPLE: 3, QUAD: 4, OCTAL: 8, HEX: 6 }
function multiple(key: string, d: string): Derived[] {
  const w = d.split(/\s+/).find((x) => MULTIPLE[x] !== undefined)
  return w ? [value(key, String(MULTIPLE[w]))] : []
}
function channels(d: string): Derived[] {
  const m = /(?:^|\s)(\d{1,2})\s?CH(?=$|\s)/.exec(d)
  return m ? [value('channels', String(Number(m[1])))] : multiple('channels', d)
}

/** Memory sizes of Digi-Key's memory lines: "256K", "32M", "4 MBIT" are bits. */
function memoryBits(d: string): Derived[] {
  const m = /(?:^|\s)(\d+(?:\.\d+)?)\s?([KMG])(?:BIT)?(?=$|\s)/.exec(d)
  if (!m) return []
  return [value('memory_size', `${n(m[1]!)} ${m[2] === 'K' ? 'k' : m[2]}bit`)]
}
/** "32KB FLASH", "1MB FLASH": program memory in bytes. */
function flash(d: string): Derived[] {
  const m = /(?:^|\s)(\d+(?:\.\d+)?)([KMG])B\s+FLASH\b/.exec(d)
  return m ? [value('flash', `${n(m[1]!)} ${m[2] === 'K' ? 'k' : m[2]}B`)] : []
}
function bits(key: string, d: string): Derived[] {
  const m = /(?:^|\s)(\d{1,2})-?BIT(?=$|\s)/.exec(d)
  return m ? [value(key, `${Number(m[1])} bit`)] : []
}
function adjustableOr(key: string, d: string): Derived[] {
  return /(?:^|\s)ADJ(?=$|\s)/.test(d) ? [text(key, 'Adjustable')] : volts(key, d)
}
/** A supply voltage range ("5.5-36V", "2.7V-5.5V"). */
function supplyRange(d: string): Derived[] {
  const r = range(d, 'V', 'M')
  return r ? [text('supply_voltage', spans(r))] : []
}
/** Contact forms of switches and relays. */
function contacts(d: string): Derived[] {
  const m = /(?:^|\s)(SPST-NO|SPST-NC|SPST|SPDT|DPST|DPDT|3PDT|4PDT)(?=$|\s)/.exec(d)
  return m ? [text('circuit', m[1]!)] : []
}
function orientation(d: string): Derived[] {
  if (/(?:^|\s)(?:R\/A|RA)(?=$|\s)/.test(d) || /RIGHT ANGLE/.test(d)) return [text('orientation', 'Right Angle')]
  if (/(?:^|\s)VERT(?:ICAL)?(?=$|\s)/.test(d)) return [text('orientation', 'Vertical')]
  return []
}

const OPAMP_KIND: Record<string, string> = {
  GP: 'general purpose',
  'ZERO-DRIFT': 'zero drift',
  'ZER-DRIFT': 'zero drift',
  'RAIL-RRO': 'rail-to-rail output',
  RRIO: 'rail-to-rail',
  JFET: 'JFET input',
  CMOS: 'CMOS',
  AUDIO: 'audio',
  CFA: 'current feedback',
  VFB: 'voltage feedback',
}

const CONNECTOR_TYPE: [RegExp, string][] = [
  [/\bHEADER\b/, 'Header'],
  [/\bHOUSING\b/, 'Housing'],
  [/\bCONTACT$/, 'Contact'],
  [/\b(?:RCPT|RCP|RECEPTACLE|FEMALE CONNECTOR)\b/, 'Receptacle'],
  [/\bPLUG\b/, 'Plug'],
  [/\bJACK\b/, 'Jack'],
  [/\bSOCKET\b/, 'Socket'],
]
function connectorType(d: string): Derived[] {
  const t = CONNECTOR_TYPE.find(([re]) => re.test(d))
  if (!t) return []
  const gender = /\bMALE\b/.test(d) ? ', male' : /\bFEMALE\b/.test(d) && t[1] === 'Header' ? ', female' : ''
  return [text('connector_type', `${t[1]}${gender}`)]
}
/** The standard a connector follows, as the text names it. */
function connectorStandard(d: string): Derived[] {
  const usb = /\bUSB\s?(\d\.\d)?\s?(TYPE-?[ABC]|MICRO[- ]?AB|MICRO[- ]?B|MINI[- ]?B|TYPEA|TYPEC|A|B)?\b/.exec(d)
  if (/\bMICRO USB\b/.test(d) && !usb?.[2]) return [text('connector_standard', 'USB Micro-B')]
  if (usb && (usb[1] || usb[2])) {
    const form = (usb[2] ?? '')
      .replace(/^TYPE-?/, 'Type-')
      .replace(/^MICRO[- ]?/, 'Micro-')
      .replace(/^MINI[- ]?/, 'Mini-')
    const shape = form === 'A' || form === 'B' ? `Type-${form}` : form.replace(/^Micro-AB$/, 'Micro-AB')
    const micro = /\bMICRO USB\b/.test(d) && /^Type-B$/.test(shape) ? 'Micro-B' : shape
    return [text('connector_standard', ['USB', usb[1], micro].filter(Boolean).join(' '))]
  }
  if (/\bMICRO HDMI\b/.test(d)) return [text('connector_standard', 'HDMI Micro (Type D)')]
  if (/\bMINI HDMI\b/.test(d)) return [text('connector_standard', 'HDMI Mini (Type C)')]
  if (/\bHDMI\b/.test(d)) return [text('connector_standard', 'HDMI')]
  if (/\bMINI DISPLAYPORT\b/.test(d)) return [text('connector_standard', 'Mini DisplayPort')]
  if (/\bDISPLAYPORT\b/.test(d)) return [text('connector_standard', 'DisplayPort')]
  const dvi = /\bDVI-([DI])\b/.exec(d)
  if (dvi) return [text('connector_standard', `DVI-${dvi[1]}`)]
  if (/\bD-SUB\b/.test(d)) return [text('connector_standard', 'D-Sub')]
  if (/\bRP-SMA\b/.test(d)) return [text('connector_standard', 'RP-SMA')]
  if (/\bSMA\b/.test(d)) return [text('connector_standard', 'SMA')]
  if (/\bU\.FL\b/.test(d)) return [text('connector_standard', 'U.FL')]
  const mod = /\b(\d)P(\d)C\b/.exec(d)
  if (mod) return [text('connector_standard', `Modular ${mod[1]}P${mod[2]}C`)]
  if (/\bMICRO SD\b|\bMICROSD\b/.test(d)) return [text('connector_standard', 'microSD')]
  if (/\bNANO-SIM\b/.test(d)) return [text('connector_standard', 'Nano-SIM')]
  if (/\bMICRO SIM\b/.test(d)) return [text('connector_standard', 'Micro-SIM')]
  if (/\bSIM\b/.test(d)) return [text('connector_standard', 'SIM')]
  if (/\bSD CARD\b/.test(d)) return [text('connector_standard', 'SD')]
  if (/\bRCA\b/.test(d)) return [text('connector_standard', 'RCA')]
  return []
}
/** JST series and their pitch (the series name fixes it). */
const JST_PITCH: Record<string, string> = { SH: '1 mm', ZH: '1.5 mm', PH: '2 mm', XH: '2.5 mm', VH: '3.96 mm' }
/** A connector's pitch: "2.54MM", or the inch form "(0.100")" / "(0.1")". */
function pitch(d: string): Derived[] {
  const mm = new RegExp(`${PRE}(${NUM})MM${POST}`).exec(d)
  if (mm) return [value('pitch', `${n(mm[1]!)} mm`)]
  if (/\(0\.1(?:00)?"\)/.test(d)) return [value('pitch', '2.54 mm')]
  return []
}
function positions(d: string): Derived[] {
  return count('positions', /(?:^|\s)(\d{1,3})[\s-]?(?:POS|P|POSITION|PIN)(?=$|[\s,-])/, d)
}

/**
 * The kinds the parser gives when it knows no more than the description's first word: they say
 * nothing the category does not (the parameter-coverage figure does not count them).
 */
export const GENERIC_TYPES: ReadonlySet<string> = new Set([
  'Integrated circuit',
  'Connector',
  'Connector, header',
  'Connector, socket',
  'Sensor',
])

/** The rules, most specific first. */
const RULES: Rule[] = [
  // A board or kit built around a part: the part's words in its title do not make it that part.
  {
    test: /\b(?:BREAKOUT|SHIELD|DEVELOPMENT KIT|DEV KIT|EVAL(?:UATION)? (?:BOARD|KIT)|STARTER KIT|LAUNCHPAD)\b/,
    type: 'Development board',
  },
  // Integrated circuits (Digi-Key: "IC <function> …").
  {
    test: /^IC OPAMP\b/,
    type: (d) => {
      const kind = OPAMP_KIND[d.split(/\s+/)[2] ?? '']
      return kind ? `Op-amp, ${kind}` : 'Op-amp'
    },
    read: (d) => [...count('circuits', /\b(\d+)\s?(?:CIRCUIT|CIRC)\b/, d), ...hertz('bandwidth', d)],
  },
  { test: /^IC THERMOCOUPLE A\b/, type: 'Thermocouple amplifier' },
  {
    test: /^IC .*THERMOCOUPLE-DGTL\b|^IC RTD TO DIGITAL\b/,
    type: 'Temperature-to-digital converter',
    read: (d) => iface(d),
  },
  {
    test: /^IC (?:BATT CHARGER|BATT CHRGR|BATTERY CHARGER|SOLAR BATTERY CHARGER)\b/,
    type: 'Battery charger',
    read: (d) => (/\sLI\+(?=\s)/.test(d) ? [text('chemistry', 'Lithium-ion')] : []),
  },
  {
    test: /^IC (?:CONTROLLR LI-ION|LI-ION\/LI-POLY CTRLR)\b/,
    type: (d) =>
      /LI-POLY/.test(d) ? 'Battery charge controller, Li-ion/Li-polymer' : 'Battery charge controller, Li-ion',
    read: (d) => volts('battery_voltage', d),
  },
  {
    test: /^IC CURRENT MONITOR\b/,
    type: 'Current monitor',
    read: (d) => {
      const m = new RegExp(`${PRE}(${NUM})%${POST}`).exec(d)
      return m ? [value('accuracy', `±${n(m[1]!)}%`)] : []
    },
  },
  { test: /^IC CURRENT SOURCE\b/, type: 'Current source' },
  { test: /^IC (?:MEMS PRESSURE SENSOR|BAROMETER|ALTIMETER)\b/, type: 'Pressure sensor', read: (d) => iface(d) },
  {
    test: /^IC (?:DUAL |SNGL )?(?:PREC |MONO )?(?:MULTIVIB|MULTIVIBTOR)\b/,
    type: 'Monostable multivibrator',
    read: (d) => multiple('circuits', d),
  },
  { test: /^IC CTLR .*\bETH\b/, type: 'Ethernet controller', read: (d) => iface(d) },
  {
    test: /^IC RFID\b/,
    type: 'RFID reader',
    read: (d) => (/(?:^|\s)13\.56(?:MZ|MHZ)(?=\s)/.test(d) ? [value('frequency', '13.56 MHz')] : []),
  },
  { test: /^IC .*\bUSB PORT TVS\b/, type: 'TVS diode array', read: (d) => iface(d) },
  {
    test: /^IC USB SWITCH\b/,
    type: 'USB switch',
    read: (d) => {
      const m = /(?:^|\s)(\d)X(\d)(?=\s)/.exec(d)
      return [...iface(d), ...multiple('channels', d), ...(m ? [text('circuit', `${m[1]}:${m[2]}`)] : [])]
    },
  },
  { test: /^IC SILICON SERIAL NUMBER\b/, type: 'Silicon serial number' },
  { test: /^IC (?:GAS GAUGE|COUNTER\/GAUGE)\b/, type: 'Battery fuel gauge' },
  { test: /^IC OFFLINE SWIT\b/, type: 'Offline switcher' },
  { test: /^IC DISPLAY DRIVER\b/, type: 'Display driver' },
  {
    test: /^IC INST AMP\b/,
    type: 'Instrumentation amplifier',
    read: (d) => count('circuits', /\b(\d+)\s?(?:CIRCUIT|CIRC)\b/, d),
  },
  {
    test: /^IC (?:AMP|PREAMP) AUDIO\b/,
    type: (d) => (/^IC PREAMP/.test(d) ? 'Audio preamplifier' : 'Audio amplifier'),
    read: (d) => {
      const cls = /\s(AB|D|A|G|H)(?=\s)/.exec(d)
      return [
        ...watts('output_power', d),
        ...(cls ? [text('amplifier_class', cls[1]!)] : []),
        ...(/\sMONO(?=\s)/.test(d)
          ? [value('channels', '1')]
          : /\s(?:STER|STEREO)(?=\s)/.test(d)
            ? [value('channels', '2')]
            : []),
      ]
    },
  },
  {
    test: /^IC AMP\b.*HZ/,
    type: 'RF amplifier',
    read: (d) => {
      const r = range(d, 'Hz', 'KMG')
      return r ? [text('frequency', spans(r))] : []
    },
  },
  {
    test: /^IC (?:.* )?(?:COMP|COMPARATOR)\b/,
    type: 'Comparator',
    read: (d) => multiple('circuits', d),
  },
  {
    test: /^IC MCU\b/,
    type: 'Microcontroller',
    read: (d) => [...bits('core_size', d).map(([k, v]) => text(k, v.replace(' bit', '-bit'))), ...flash(d)],
  },
  {
    test: /^IC REG (?:LINEAR|LIN|LDO)\b/,
    type: 'Linear regulator',
    read: (d) => [
      ...adjustableOr('output_voltage', d),
      ...amps('current_rating', d),
      ...(/\sPOS(?=\s)/.test(d)
        ? [text('polarity', 'Positive')]
        : /\sNEG(?=\s)/.test(d)
          ? [text('polarity', 'Negative')]
          : []),
    ],
  },
  {
    test: /^IC REG (?:BUCK|BOOST|CTRLR|MULTI|CHARGE PUMP|SWITCHING|INVERTING|BUCK-BOOST)\b/,
    type: (d) => (/^IC REG CTRLR/.test(d) ? 'Switching controller' : 'Switching regulator'),
    read: (d) => [
      ...(/^IC REG CTRLR/.test(d) ? [] : adjustableOr('output_voltage', d)),
      ...amps('current_rating', d),
      ...(/\sBUCK(?=\s)/.test(d)
        ? [text('topology', 'Buck')]
        : /\sBOOST(?=\s)/.test(d)
          ? [text('topology', 'Boost')]
          : /\sFLYBACK(?=\s)/.test(d)
            ? [text('topology', 'Flyback')]
            : /\sMULT (?:TOP|TOPOLOGY)(?=\s)/.test(d)
              ? [text('topology', 'Multiple')]
              : /\sBCK\/PUSH-PULL(?=\s)/.test(d)
                ? [text('topology', 'Buck, push-pull')]
                : []),
    ],
  },
  {
    test: /^IC VREF\b/,
    type: (d) =>
      /\sSHUNT\s/.test(d)
        ? 'Voltage reference, shunt'
        : /\sSERIES\s/.test(d)
          ? 'Voltage reference, series'
          : 'Voltage reference',
    read: (d) => adjustableOr('output_voltage', d),
  },
  {
    test: /^IC (?:VOLT )?SUPERVISOR\b/,
    type: 'Voltage supervisor',
    read: (d) => adjustableOr('threshold_voltage', d),
  },
  { test: /^IC WATCHDOG\b/, type: 'Watchdog timer' },
  {
    test: /^IC (?:EEPROM|FLASH|SRAM|RAM|FRAM|DRAM)\b/,
    type: (d) => `Memory (${d.split(/\s+/)[1]})`,
    read: (d) => [...memoryBits(d), ...iface(d), ...hertz('frequency', d)],
  },
  { test: /^IC RTC\b/, type: 'Real-time clock', read: (d) => iface(d) },
  {
    test: /^IC (?:I\/O|GPIO) EXPANDER\b/,
    type: 'I/O expander',
    read: (d) => [...count('io_count', /(?:^|\s)(\d{1,2})(?:B|CH)(?=$|\s)/, d), ...iface(d)],
  },
  {
    test: /^IC (?:ADC|DAC)\b/,
    type: (d) => (/^IC ADC/.test(d) ? 'Analog-to-digital converter' : 'Digital-to-analog converter'),
    read: (d) => {
      const architecture = /\s(SAR|SIGMA-DELTA|PIPELINED|FLASH)(?=\s)/.exec(d)?.[1]
      return [
        ...bits('resolution', d),
        ...count('channels', /(?:^|\s)(\d{1,2})\s?CH(?=$|\s)/, d),
        ...(architecture
          ? [
              text(
                'architecture',
                architecture === 'SAR' ? 'SAR' : architecture[0] + architecture.slice(1).toLowerCase(),
              ),
            ]
          : []),
        ...(/\sV-OUT(?=\s)/.test(d)
          ? [text('output_type', 'Voltage')]
          : /\sI-OUT(?=\s)/.test(d)
            ? [text('output_type', 'Current')]
            : []),
        ...iface(d),
      ]
    },
  },
  {
    test: /^IC (?:DGTL|DGT) POT\b/,
    type: 'Digital potentiometer',
    read: (d) => [...ohms('resistance', d), ...count('taps', /(?:^|\s)(\d+)(?:TAP|TP)(?=$|\s)/, d)],
  },
  { test: /^IC SCREEN CNTRL\b/, type: 'Touch screen controller', read: (d) => bits('resolution', d) },
  {
    test: /^IC (?:SGL )?USB-TO-UART\b|^IC USB\b(?!.*\bSWITCH\b)/,
    type: 'USB interface IC',
    read: (d) => [
      ...iface(d),
      ...(/\sUSB-TO-UART\s/.test(d) ? [text('interface', 'USB, UART')] : []),
      ...multiple('channels', d),
    ],
  },
  {
    test: /^IC (?:TXRX(?! NON-INVERT)|TRANSCEIVER|DUAL EIA-232|.*\bDRVR\/RCVR\b)/,
    type: 'Interface transceiver',
    read: (d) => [
      ...iface(d),
      ...count('data_rate', /(?:^|\s)(\d+)MBPS(?=$|\s)/, d).map(([k, v]) => value(k, `${v} Mbps`)),
      ...volts('supply_voltage', d),
      ...(/\sHALF DUPLEX(?=\s)/.test(d)
        ? [text('duplex', 'Half')]
        : /\sFULL DUPLEX(?=\s)/.test(d)
          ? [text('duplex', 'Full')]
          : []),
    ],
  },
  {
    test: /^IC RF TXRX\b/,
    type: (d) => (/\+MCU\b/.test(d) ? 'RF transceiver with MCU' : 'RF transceiver'),
    read: (d) => protocol(d),
  },
  {
    test: /^IC RF SWITCH\b/,
    type: 'RF switch',
    read: (d) => contacts(d),
  },
  {
    test: /^IC RF DETECT\b/,
    type: 'RF detector',
    read: (d) => {
      const r = range(d, 'Hz', 'KMG')
      return r ? [text('frequency', spans(r))] : hertz('max_frequency', d)
    },
  },
  {
    test: /^IC GATE (?:AND|NAND|OR|NOR|XOR|XNOR)\b/,
    type: 'Logic gate',
    read: (d) => [
      text('logic_type', `${d.split(/\s+/)[2]}${/\sSCHMITT\s/.test(d) ? ', Schmitt trigger' : ''}`),
      ...count('circuits', /(?:^|\s)(\d+)CH(?=$|\s)/, d),
      ...count('inputs', /(?:^|\s)(\d+)-INP(?=$|\s)/, d),
    ],
  },
  {
    test: /^IC INVERTER\b/,
    type: 'Logic gate',
    read: (d) => [
      text('logic_type', /\sSCHMITT(?=\s)/.test(d) ? 'Inverter, Schmitt trigger' : 'Inverter'),
      ...count('circuits', /(?:^|\s)(\d+)CH(?=$|\s)/, d),
    ],
  },
  {
    test: /^IC (?:BUF|BUFFER|TXRX) NON-INVERT\b/,
    type: (d) => (/^IC TXRX/.test(d) ? 'Bus transceiver, non-inverting' : 'Buffer, non-inverting'),
    read: (d) => volts('max_voltage', d),
  },
  {
    test: /^IC FF\b/,
    type: (d) => (/\sD-TYPE\s/.test(d) ? 'Flip-flop, D-type' : 'Flip-flop'),
    read: (d) => [...multiple('circuits', d), ...count('bits', /(?:^|\s)(\d+)BIT(?=$|\s)/, d)],
  },
  {
    test: /^IC .*SHIFT REGIS/,
    type: 'Shift register',
    read: (d) => count('bits', /(?:^|\s)(\d+)-?BIT(?=$|\s)/, d),
  },
  {
    test: /^IC MUX\/DEMUX\b/,
    type: 'Multiplexer/demultiplexer',
    read: (d) => {
      const m = /(?:^|\s)(\d+)X(\d+)(?=$|\s)/.exec(d)
      return [...(m ? [text('circuit', `${m[1]}:${m[2]}`)] : []), ...multiple('circuits', d)]
    },
  },
  {
    test: /^IC TRNSLTR\b/,
    type: 'Level translator',
    read: (d) => (/\sBIDIRECTIONAL(?=\s|$)/.test(d) ? [text('direction', 'Bidirectional')] : []),
  },
  {
    test: /^IC I2C SW\b/,
    type: 'I2C switch',
    read: (d) => [...iface(d), ...channels(d)],
  },
  {
    test: /^IC LED (?:DRIVER|DRVR|DVR)\b/,
    type: 'LED driver',
    read: (d) => [
      ...(/\s(?:LINEAR|LIN)(?=\s)/.test(d)
        ? [text('topology', 'Linear')]
        : /\sRGLTR(?=\s)/.test(d)
          ? [text('topology', 'DC-DC regulator')]
          : []),
      ...amps('current_rating', d),
    ],
  },
  {
    test: /^IC (?:MTR|MOTOR) ?(?:DRV|DRVR|DRIVER)\b|^IC MTRDRV\b/,
    type: 'Motor driver',
    read: (d) => [
      ...(/\s(?:BIPOLAR|BIPLR)(?=\s)/.test(d)
        ? [text('motor_type', 'Bipolar stepper')]
        : /\s(?:UNIPOLAR|UNIPLR)(?=\s)/.test(d)
          ? [text('motor_type', 'Unipolar stepper')]
          : []),
      ...supplyRange(d),
      ...iface(d),
    ],
  },
  {
    test: /^IC (?:HALF-H|BRIDGE) (?:DRVR|DRIVER)\b/,
    type: 'Bridge driver',
    read: (d) => [...iface(d), ...multiple('circuits', d)],
  },
  {
    test: /^IC (?:GATE DVR|MOSFET DRIVER|MOSFET DVR|DRIVER HIGH\/LOW SIDE)\b/,
    type: 'Gate driver',
    read: (d) => [
      ...amps('current_drive', d),
      ...(/\sNON-INV(?=\s)/.test(d) ? [text('output_type', 'Non-inverting')] : []),
      ...(/\sHIGH\/LOW SIDE(?=\s)/.test(d)
        ? [text('circuit', 'High-side and low-side')]
        : /\sHIGH-SIDE(?=\s)/.test(d)
          ? [text('circuit', 'High-side')]
          : []),
    ],
  },
  {
    test: /^IC (?:PWR DIST SWITCH|PWR SWITCH|PW DIST SW|LOAD SW)\b/,
    type: 'Power distribution switch',
    read: (d) => [...channels(d), ...amps('current_rating', d)],
  },
  { test: /^IC OR CTRLR\b/, type: 'OR controller' },
  { test: /^IC (?:TRUE |PREC )?RMS\b|^IC CONVERTER RMS/, type: 'RMS-to-DC converter' },
  {
    test: /^IC (?:CONVERTER FREQ TO VOLT|CONV PREC VOLT TO FREQ)\b/,
    type: (d) => (/FREQ TO VOLT/.test(d) ? 'Frequency-to-voltage converter' : 'Voltage-to-frequency converter'),
  },
  { test: /^IC CLK GENERATOR\b/, type: 'Clock generator', read: (d) => hertz('max_frequency', d) },
  {
    test: /^IC OSC\b.*\bTIMER\b/,
    type: 'Timer',
    read: (d) => [...hertz('max_frequency', d), ...multiple('circuits', d)],
  },

  // Discrete semiconductors.
  {
    test: /^MOSFET\b/,
    type: 'MOSFET',
    read: (d) => {
      const dual = /(?:^|\s)2N-CH(?=\s)/.test(d) ? 2 : /(?:^|\s)2P-CH(?=\s)/.test(d) ? 2 : 0
      return [
        ...(/(?:^|\s)2N\/2P-CH(?=\s)/.test(d)
          ? [text('channel', 'N and P-Channel')]
          : /(?:^|\s)2?N-CH(?=\s)/.test(d)
            ? [text('channel', 'N-Channel')]
            : /(?:^|\s)2?P-CH(?=\s)/.test(d)
              ? [text('channel', 'P-Channel')]
              : []),
        ...(dual ? [value('circuits', String(dual))] : []),
        ...volts('vds', d),
        ...amps('id', d),
      ]
    },
  },
  {
    test: /^(?:TRANS )?JFET\b/,
    type: 'JFET',
    read: (d) => [
      ...(/\sN-CH(?=\s)/.test(d)
        ? [text('channel', 'N-Channel')]
        : /\sP-CH(?=\s)/.test(d)
          ? [text('channel', 'P-Channel')]
          : []),
      ...volts('breakdown_voltage', d),
      ...watts('power_rating', d),
    ],
  },
  {
    test: /^(?:RF )?TRANS\b|^IC PWR RELAY \d+NPN\b/,
    type: (d) =>
      /\sDARL(?=\s)|^IC PWR RELAY/.test(d)
        ? /(?:^|\s)[2-9]NPN|(?:^|\s)[2-9]PNP/.test(d)
          ? 'Darlington transistor array'
          : 'Darlington transistor'
        : /\sPREBIAS\s/.test(d)
          ? 'Bipolar transistor, pre-biased'
          : /^RF /.test(d)
            ? 'RF bipolar transistor'
            : 'Bipolar transistor (BJT)',
    read: (d) => {
      const pol = /(?:^|\s)(\d)?(NPN|PNP)(?=\s)/.exec(d)
      return [
        ...(pol ? [text('polarity', pol[2]!)] : []),
        ...(pol?.[1] ? [value('circuits', pol[1])] : []),
        ...volts('voltage_rating', d),
        ...amps('current_rating', d),
        ...watts('power_rating', d),
      ]
    },
  },
  {
    test: /^DIODE\b/,
    type: (d) => {
      const kind = /\sSCHOTTKY(?=\s)/.test(d)
        ? 'Schottky'
        : /\sZENER(?=\s)/.test(d)
          ? 'Zener'
          : /\s(?:GEN PURP|GP)(?=\s)/.test(d)
            ? 'general purpose'
            : ''
      if (/\sARRAY\s/.test(d)) return kind ? `Diode array, ${kind}` : 'Diode array'
      return kind === 'general purpose' ? 'Diode, general purpose' : kind ? `${kind} diode` : 'Diode'
    },
    read: (d) =>
      /\sZENER(?=\s)/.test(d)
        ? [...volts('breakdown_voltage', d), ...watts('power_rating', d)]
        : [...volts('reverse_voltage', d), ...amps('forward_current', d)],
  },
  {
    test: /^BRIDGE RECT\b/,
    type: (d) => (/\s(?:1P|1PHASE)(?=\s)/.test(d) ? 'Bridge rectifier, single phase' : 'Bridge rectifier'),
    read: (d) => [...volts('reverse_voltage', d), ...amps('forward_current', d)],
  },
  {
    test: /^(?:DIAC|SIDAC)\b/,
    type: (d) => (/^DIAC/.test(d) ? 'DIAC' : 'SIDAC'),
    read: (d) => {
      const r = range(d, 'V', '')
      return [...(r ? [text('breakdown_voltage', spans(r))] : []), ...amps('current_rating', d)]
    },
  },
  {
    test: /^(?:THYRISTOR )?SCR\b|^TRIAC\b/,
    type: (d) => (/^TRIAC/.test(d) ? 'TRIAC' : 'SCR'),
    read: (d) => [...volts('voltage_rating', d), ...amps('current_rating', d)],
  },
  {
    test: /^TVS DIODE\b/,
    type: 'TVS diode',
    read: (d) => {
      if (/\dV\//.test(d)) return [] // "7V/12V 14V/26V": two lines' values, no single one to give
      const v = quantities(d, 'V', '')
      return [...(v[0] ? [value('standoff_voltage', v[0])] : []), ...(v[1] ? [value('clamping_voltage', v[1])] : [])]
    },
  },
  { test: /^FUSE\b/, type: 'Fuse', read: (d) => [...amps('current_rating', d), ...fuseVoltage(d)] },
  {
    test: /^TCO\b/,
    type: 'Thermal cutoff',
    read: (d) => {
      const v = /(?:^|\s)(\d+)VAC(?=\s)/.exec(d)
      return v ? [text('voltage_rating', `${Number(v[1])} V AC`)] : []
    },
  },
  { test: /^ROTARY ENCODER\b/, type: 'Rotary encoder' },
  {
    test: /^(?:LED|EMITTER)\b(?! BAR| DRIVER| KITS)/,
    type: (d) => (/^EMITTER IR/.test(d) ? 'Infrared emitter' : 'LED'),
    read: (d) => [...color(d), ...lens(d), ...ledSize(d), ...wavelength(d), ...amps('forward_current', d)],
  },
  {
    test: /^LED BAR GRAPH\b/,
    type: 'LED bar graph',
    read: (d) => [...color(d), ...count('segments', /(?:^|\s)(\d+)-SEGMENT(?=$|\s)/, d)],
  },
  {
    test: /^ADDRESS LED\b/,
    type: 'Addressable LED',
    read: (d) => color(d),
  },

  // Passives.
  {
    test: /^RES ARRAY\b/,
    type: 'Resistor array',
    read: (d) => [...ohms('resistance', d), ...count('circuits', /\b(\d+) RES\b/, d)],
  },
  {
    test: /^(?:RES|RESISTOR)\b/,
    type: 'Resistor',
    read: (d) => [...ohms('resistance', d), ...tolerance(d), ...watts('power_rating', d)],
  },
  {
    test: /^(?:POT|TRIMMER)\b/,
    type: (d) => (/^TRIMMER/.test(d) ? 'Trimmer potentiometer' : 'Potentiometer'),
    read: (d) => [...ohms('resistance', d), ...watts('power_rating', d)],
  },
  {
    test: /^(?:CAP|CAPACITOR)\b/,
    type: 'Capacitor',
    read: (d) => {
      const c = new RegExp(`${PRE}(${NUM})\\s?([PNUµ])F${POST}`).exec(d)
      // As written (the data's spelling): X7R, C0G, C0G/NP0.
      const dielectric = /(?:^|\s)((?:X7R|X5R|X6S|X7S|X8R|C0G|NP0|Y5V|Z5U)(?:\/(?:C0G|NP0))?)(?=$|\s)/.exec(d)
      return [
        ...(c ? [value('capacitance', `${n(c[1]!)} ${prefix(c[2]!, 'F')}F`)] : []),
        ...volts('voltage_rating', d),
        ...tolerance(d),
        ...(dielectric ? [text('dielectric', dielectric[1]!)] : []),
      ]
    },
  },
  {
    test: /^FIXED IND\b/,
    type: 'Fixed inductor',
    read: (d) => {
      const h = new RegExp(`${PRE}(${NUM})([NUµM])H${POST}`).exec(d)
      const afterCurrent = d.replace(/^.*?\d(?:MA|A)\s/, ' ')
      return [
        ...(h ? [value('inductance', `${n(h[1]!)} ${prefix(h[2]!, 'H')}H`)] : []),
        ...amps('current_rating', d),
        ...(afterCurrent !== d ? ohms('dc_resistance', afterCurrent, true) : []),
      ]
    },
  },
  {
    test: /^FERRITE BEAD\b/,
    type: 'Ferrite bead',
    read: (d) => [
      ...ohms('impedance', d),
      ...count('circuits', /(?:^|\s)(\d)LN(?=$|\s)/, d),
      ...amps('current_rating', d),
    ],
  },
  {
    test: /^CRYSTAL\b|^\S+[KMG]HZ CRYSTAL\b/,
    type: 'Crystal',
    read: (d) => {
      const pf = new RegExp(`${PRE}(${NUM})PF${POST}`).exec(d)
      return [...hertz('frequency', d), ...(pf ? [value('load_capacitance', `${n(pf[1]!)} pF`)] : [])]
    },
  },
  { test: /^\S+[KMG]HZ (?:CERAMIC )?RESONATOR\b/, type: 'Ceramic resonator', read: (d) => hertz('frequency', d) },
  {
    test: /^(?:XTAL OSC|MEMS OSC|OSC)\b/,
    type: (d) => (/^MEMS/.test(d) ? 'MEMS oscillator' : 'Crystal oscillator'),
    read: (d) => {
      const out = /(?:^|\s)(LVCMOS|HCMOS|CMOS|LVDS|LVPECL|HCSL|TTL)(?=$|\s)/.exec(d)
      return [...hertz('frequency', d), ...(out ? [text('output_type', out[1]!)] : [])]
    },
  },
  {
    test: /^(?:RELAY|SSR RELAY)\b/,
    type: (d) => (/^SSR/.test(d) ? 'Solid state relay' : /\sREED\s/.test(d) ? 'Reed relay' : 'Relay'),
    read: (d) => {
      if (/^SSR/.test(d)) {
        const r = range(d, 'V', '')
        return [...contacts(d), ...amps('current_rating', d), ...(r ? [text('voltage_rating', spans(r))] : [])]
      }
      const coil = /(?:^|\s)(\d+(?:\.\d+)?)V(DC|AC)?(?=$|\s)/.exec(d)
      return [
        ...contacts(d),
        ...amps('current_rating', d),
        ...(coil ? [value('coil_voltage', `${n(coil[1]!)} V${coil[2] ? ` ${coil[2]}` : ''}`)] : []),
      ]
    },
  },
  {
    test: /^SWITCH\b/,
    type: (d) => `Switch, ${(d.split(/\s+/)[1] ?? '').toLowerCase()}`,
    read: (d) => [...contacts(d), ...amps('current_rating', d), ...volts('voltage_rating', d)],
  },
  {
    test: /^CONN\b|^TERM BLK\b|CONNECTOR (?:HOUSING|HEADER|CONTACT)|^(?:MALE|FEMALE)[- ]HEADER\b|\b(?:FEMALE|MALE) CONNECTOR\b|\bRECEPTACLE\b|POSITION (?:PLUG|HEADER)\b/,
    type: (d) =>
      /^TERM BLK/.test(d)
        ? 'Terminal block'
        : /\bIC DIP SOCKET\b/.test(d)
          ? 'IC socket, DIP'
          : /\bJACK STEREO\b|\bSTEREO AUDIO\b/.test(d)
            ? 'Audio jack, stereo'
            : /\bHEADER\b/.test(d)
              ? 'Connector, header'
              : /\bSOCKET\b/.test(d)
                ? 'Connector, socket'
                : 'Connector',
    read: (d) => {
      const jst = /^JST (SH|ZH|PH|XH|VH)\b/.exec(d)
      const audioOrPower = /\b(?:STEREO|AUDIO|PWR JACK|BARREL)\b/.test(d)
      return [
        ...connectorType(d),
        ...connectorStandard(d),
        ...positions(d),
        ...(jst
          ? [
              text('series', `JST ${jst[1]}`),
              // A crimp contact has no pitch of its own (it fits the series' housings).
              ...(/\bCONTACT$/.test(d) ? [] : [value('pitch', JST_PITCH[jst[1]!]!)]),
            ]
          : audioOrPower
            ? []
            : pitch(d)),
        ...count('rows', /(?:^|\s)(\d)\s?ROW(?=$|[\s,-])/, d),
        ...orientation(d),
        ...(/\s(?:STR|STRAIGHT)(?=\s|$)/.test(d) ? [text('orientation', 'Straight')] : []),
        ...ohms('impedance', d),
        ...(/^TERM BLK .*\bSIDE (?:ENTRY|ENT)\b/.test(d) ? [text('orientation', 'Side entry')] : []),
      ]
    },
  },
  {
    test: /^SENSOR (?:DIGITAL|DGTL|ANALOG)\b/,
    type: 'Temperature sensor',
    read: (d) => [
      ...temperature('sensing_temperature', d),
      text('output_type', /\sANALOG\s/.test(d) ? 'Analog' : 'Digital'),
      ...iface(d),
    ],
  },
  {
    test: /^SENSOR HUMID|^SENSOR HUMIDITY\b/,
    type: (d) => (/HUMID\/TEMP/.test(d) ? 'Humidity and temperature sensor' : 'Humidity sensor'),
    read: (d) => {
      const acc = new RegExp(`${PRE}(${NUM})%${POST}`).exec(d)
      return [
        ...volts('supply_voltage', d),
        ...(acc ? [value('accuracy', `±${n(acc[1]!)}%`)] : []),
        ...(/\sANLG\s|\sANALOG\s/.test(d) ? [text('output_type', 'Analog')] : []),
        ...iface(d),
      ]
    },
  },
  {
    test: /^(?:ACCEL|ACCELEROMETER)\b/,
    type: 'Accelerometer',
    read: (d) => {
      const r = /(?:^|\s)(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)G(?=\s)/.exec(d)
      const one = /(?:^|\s)(\d+(?:\.\d+)?)G(?=\s)/.exec(d)
      return [
        ...(r
          ? [text('acceleration_range', `±${n(r[1]!)} g ~ ±${n(r[2]!)} g`)]
          : one
            ? [value('acceleration_range', `±${n(one[1]!)} g`)]
            : []),
        ...(/\sANALOG(?=\s)/.test(d) ? [text('output_type', 'Analog')] : []),
        ...iface(d),
      ]
    },
  },
  {
    test: /^IMU\b/,
    type: (d) => {
      const parts = (/^IMU ([A-Z/]+)/.exec(d)?.[1] ?? '').split('/')
      const names: Record<string, string> = { ACCEL: 'accelerometer', GYRO: 'gyroscope', MAG: 'magnetometer' }
      const list = parts.map((p) => names[p]).filter(Boolean)
      return list.length ? `IMU (${list.join(', ')})` : 'IMU'
    },
    read: (d) => [...count('axes', /(?:^|\s)(\d)-AXIS(?=$|\s)/, d), ...iface(d)],
  },
  {
    test: /^SENSOR CURRENT\b/,
    type: 'Current sensor',
    read: (d) => [
      ...amps('sensing_current', d),
      ...(/\sAC\/DC(?=$|\s)/.test(d)
        ? [text('current_type', 'AC/DC')]
        : /\sDC(?=$|\s)/.test(d)
          ? [text('current_type', 'DC')]
          : []),
    ],
  },
  {
    test: /^SENSOR (?:OPT|PHOTODIODE|PHOTO)\b/,
    type: (d) =>
      /PHOTODIODE/.test(d) ? 'Photodiode' : /^SENSOR PHOTO\b/.test(d) ? 'Phototransistor' : 'Ambient light sensor',
    read: (d) => [...wavelength(d), ...iface(d)],
  },
  {
    test: /^SENSOR REMOTE REC\b/,
    type: 'IR receiver',
    read: (d) => hertz('frequency', d),
  },
  {
    test: /^SENSOR (?:HALL|MR)\b|^MAGNETIC SWITCH\b/,
    type: (d) =>
      /^MAGNETIC SWITCH/.test(d)
        ? 'Magnetic switch'
        : /\sMR\s/.test(d)
          ? 'Magnetoresistive sensor'
          : 'Hall effect sensor',
    read: (d) => [
      ...(/\sANALOG(?=\s)/.test(d) ? [text('output_type', 'Analog')] : []),
      ...(/\sUNIPOLAR(?=\s)/.test(d) ? [text('polarity', 'Unipolar')] : []),
      ...iface(d),
    ],
  },
  {
    test: /^SENSOR GAS\b/,
    type: 'Gas sensor',
    read: (d) => [...(/\s(?:ANALOG|ANALG)(?=\s)/.test(d) ? [text('output_type', 'Analog')] : []), ...iface(d)],
  },
  { test: /^SENSOR\b|^SENSR\b/, type: 'Sensor', read: (d) => [...temperature('sensing_temperature', d), ...iface(d)] },
  {
    test: /^(?:OPTOISO|OPTOISOLATOR|OPTOISOLTR|OPTOISOLATR|DGTL ISO)\b/,
    type: (d) => (/^DGTL/.test(d) ? 'Digital isolator' : 'Optoisolator'),
    read: (d) => {
      const kv = /(?:^|\s)(\d+(?:\.\d+)?)KV(?=\s)/.exec(d)
      const out = /\s(?:OPEN COLL|OPN COLL)(?=\s)/.test(d)
        ? 'Open collector'
        : /\sPSH PULL(?=\s)/.test(d)
          ? 'Push-pull'
          : /\sTRANS W\/BASE(?=\s)/.test(d)
            ? 'Transistor with base'
            : /\s(?:TRANS|TRANSISTOR)(?=\s)/.test(d)
              ? 'Transistor'
              : /\sTRIAC(?=\s)/.test(d)
                ? 'Triac'
                : ''
      return [
        ...(kv ? [value('isolation_voltage', `${n(kv[1]!)} kV`)] : []),
        ...count('channels', /(?:^|\s)(\d+)CH(?=\s)/, d),
        ...(out ? [text('output_type', out)] : []),
        ...iface(d),
      ]
    },
  },
  {
    test: /^DC DC CONVERTER\b/,
    type: 'DC-DC converter',
    read: (d) => [...volts('output_voltage', d), ...watts('power_rating', d)],
  },
  {
    test: /^(?:RF TXRX|TXRX)\b.*\b(?:MOD|MODULE)\b|^RF TXRX CELL\b|^MOD BLE\b/,
    type: 'RF transceiver module',
    read: (d) => [...protocol(d), ...antenna(d)],
  },
  {
    test: /^RF (?:RCVR|RECEIVER)\b/,
    type: 'RF receiver',
    read: (d) => {
      const r = range(d, 'Hz', 'KMG')
      const mod = /\sASK\/OOK(?=\s|$)/.test(d)
      return [
        ...(r ? [text('frequency', spans(r))] : hertz('frequency', d)),
        ...(mod ? [text('modulation', 'ASK, OOK')] : []),
        ...protocol(d),
      ]
    },
  },
  { test: /^RF ANT\b/, type: 'RF antenna', read: (d) => [...hertz('frequency', d), ...antenna(d)] },
  {
    test: /^BALUN\b/,
    type: 'Balun',
    read: (d) => {
      const r = range(d, 'Hz', 'KMG')
      return r ? [text('frequency', spans(r))] : []
    },
  },
  {
    test: /^(?:AUDIO (?:PIEZO|MAGNETIC|TRANSDUCER|INDICATOR)|MIC|BUZZER)\b/,
    type: (d) => (/^MIC/.test(d) ? 'Microphone' : 'Audio transducer'),
    read: (d) =>
      /^MIC/.test(d) ? (/\sANALOG(?=\s)/.test(d) ? [text('output_type', 'Analog')] : []) : volts('voltage_rating', d),
  },
  {
    test: /^SPEAKER\b/,
    type: 'Speaker',
    read: (d) => [...watts('power_rating', d), ...ohms('impedance', d)],
  },
  {
    test: /\bBATTERY\b(?! HOLDER| CLIP| CHARGER)/,
    type: (d) => (/LI-ION/.test(d) ? 'Battery, lithium-ion' : /ALKALINE/.test(d) ? 'Battery, alkaline' : 'Battery'),
    read: (d) => {
      const mah = /(?:^|\s)(\d+)MAH(?=$|\s)/.exec(d)
      return [...(mah ? [value('battery_capacity', `${Number(mah[1])} mAh`)] : []), ...volts('battery_voltage', d)]
    },
  },
  { test: /^BATTERY HOLDER\b/, type: 'Battery holder' },
  {
    test: /^ICL\b/,
    type: 'Inrush current limiter',
    read: (d) => [...ohms('resistance', d), ...tolerance(d), ...amps('current_rating', d)],
  },
  { test: /^PC TEST POINT\b/, type: 'Test point', read: (d) => color(d) },
  // Supplier titles (Octopart): the kind is a phrase anywhere in the title.
  {
    test: /^(?!IC |.*\b(?:RING|BOARD|BREAKOUT)\b)(?:.*\s)?LED\b(?! KITS| DRIVER| DRVR| BAR)/,
    type: 'LED',
    read: (d) => {
      const mm = /(?:^|\s)(\d)MM LED\b/.exec(d)
      return [...color(d), ...lens(d), ...(mm ? [text('size', `${mm[1]} mm`)] : [])]
    },
  },
  {
    test: /\b(?:DUAL|QUAD|SINGLE) OP[- ]AMP\b/,
    type: (d) =>
      /RAIL-TO-RAIL/.test(d)
        ? 'Op-amp, rail-to-rail'
        : /GENERAL PURPOSE/.test(d)
          ? 'Op-amp, general purpose'
          : 'Op-amp',
    read: (d) => multiple('circuits', d),
  },
  { test: /\bDIFFERENTIAL COMPARATOR\b/, type: 'Comparator', read: (d) => multiple('circuits', d) },
  {
    test: /\bZENER DIODE\b/,
    type: 'Zener diode',
    read: (d) => [...volts('breakdown_voltage', d), ...watts('power_rating', d)],
  },
  {
    test: /\bSCHOTTKY (?:DIODE|BARRIER RECTIFIER)\b/,
    type: 'Schottky diode',
    read: (d) => amps('forward_current', d),
  },
  {
    test: /\b(?:POWER MOSFET|LOGIC LEVEL FET|MOSFET)\b(?!.*\bDRIVER)/,
    type: 'MOSFET',
    read: (d) => (/\sN-CH$/.test(d) ? [text('channel', 'N-Channel')] : []),
  },
  { test: /\bGENERAL PURPOSE TRANSISTOR\b/, type: 'Bipolar transistor (BJT)' },
  { test: /\bREAL TIME CLOCK\b/, type: 'Real-time clock', read: (d) => iface(d) },
  {
    test: /\bSERIAL (?:EEPROM|FLASH)\b/,
    type: (d) => (/EEPROM/.test(d) ? 'Memory (EEPROM)' : 'Memory (FLASH)'),
    read: (d) => {
      const m = /(?:^|\s)(\d+) ([KMG])BIT(?=\s)/.exec(d)
      return [...(m ? [value('memory_size', `${m[1]} ${m[2] === 'K' ? 'k' : m[2]}bit`)] : []), ...iface(d)]
    },
  },
  { test: /\b555 TIMERS?\b/, type: 'Timer' },
  { test: /\bLEVEL SHIFTER\b/, type: 'Level translator' },
  { test: /\bOPTO-ISOLATOR\b/, type: 'Optoisolator' },
  { test: /\bCHARGE CONTROLLER\b/, type: 'Battery charger' },
  { test: /\bH-BRIDGE MOTOR DRIVERS?\b/, type: 'Motor driver, H-bridge', read: (d) => multiple('circuits', d) },
  { test: /\bSTEPPER MOTOR DRIVERS?$/, type: 'Motor driver, stepper' },
  {
    test: /\bSTEP-(?:DOWN|UP) (?:SWITCHING )?VOLTAGE REGULATOR\b/,
    type: 'Switching regulator',
    read: (d) => [
      text('topology', /STEP-DOWN/.test(d) ? 'Buck' : 'Boost'),
      ...volts('output_voltage', d.replace(/-(\d)/, ' $1')),
    ],
  },
  { test: /\bLINEAR (?:VOLTAGE )?REGULATOR\b/, type: 'Linear regulator' },
  {
    test: /\bHUMIDITY\b.*\bSENSOR\b|\bTEMPERATURE-HUMIDITY SENSOR\b/,
    type: (d) => (/TEMPERATURE/.test(d) ? 'Humidity and temperature sensor' : 'Humidity sensor'),
    read: (d) => iface(d),
  },
  {
    test: /^(?!.*\b(?:HUMIDITY|PRESSURE)\b)(?:.*\s)?TEMPERATURE SENSOR\b/,
    type: (d) => (/^DIGITAL/.test(d) ? 'Temperature sensor, digital' : 'Temperature sensor'),
    read: (d) => iface(d),
  },
  { test: /^(?!IC |.*\bBREAKOUT\b)(?:.*\s)?TOUCH SENSOR\b/, type: 'Capacitive touch sensor', read: (d) => iface(d) },
  { test: /^GYROSCOPE$/, type: 'Gyroscope' },
  // Any other IC: the kind is not known, only the interfaces it names.
  { test: /^IC\b/, type: 'Integrated circuit', read: (d) => iface(d) },
]

function fuseVoltage(d: string): Derived[] {
  const ac = /(?:^|\s)(\d+)VAC(?=\s|$)/.exec(d)
  const dc = /(?:^|\s)(\d+)VDC(?=\s|$)/.exec(d)
  if (ac && dc) return [text('voltage_rating', `${Number(ac[1])} V AC, ${Number(dc[1])} V DC`)]
  return volts('voltage_rating', d)
}
function lens(d: string): Derived[] {
  if (/\sWATER CLEAR(?=\s)/.test(d)) return [text('lens', 'Water clear')]
  if (/\sCLEAR(?=\s)/.test(d)) return [text('lens', 'Clear')]
  if (/\sDIFFUSED(?=\s)/.test(d)) return [text('lens', 'Diffused')]
  return []
}
/** Through-hole LED sizes: "T-1 3/4" (5 mm), "T-1" (3 mm), "3MM ROUND". */
function ledSize(d: string): Derived[] {
  if (/\sT-1 3\/4(?=\s)/.test(d)) return [text('size', 'T-1 3/4 (5 mm)')]
  if (/\sT-1(?=\s)/.test(d)) return [text('size', 'T-1 (3 mm)')]
  const mm = /(?:^|\s)(\d(?:\.\d)?)MM ROUND(?=\s)/.exec(d)
  return mm ? [text('size', `${n(mm[1]!)} mm, round`)] : []
}
const PROTOCOLS: [RegExp, string][] = [
  [/\bBLUETOOTH\b|\bBLE\b/, 'Bluetooth'],
  [/\bWIFI\b|\bWI-FI\b/, 'Wi-Fi'],
  [/\b802\.15\.4\b/, '802.15.4'],
  [/\bCELLULAR\b|\bLTE\b/, 'Cellular'],
  [/\bGNSS\b|\bGPS\b/, 'GNSS (GPS)'],
  [/\bLORA\b/, 'LoRa'],
  [/ISM<1GHZ/, 'ISM < 1 GHz'],
  [/ISM>1GHZ/, 'ISM > 1 GHz'],
]
function protocol(d: string): Derived[] {
  const found = PROTOCOLS.filter(([re]) => re.test(d)).map(([, name]) => name)
  return found.length ? [text('protocol', found.join(', '))] : []
}
function antenna(d: string): Derived[] {
  if (/\sCHIP(?: ANT)?(?=\s|$)/.test(d)) return [text('antenna', 'Chip')]
  if (/\sTRACE ANT(?=\s|$)/.test(d)) return [text('antenna', 'PCB trace')]
  if (/\sWIRE ANT(?=\s|$)/.test(d)) return [text('antenna', 'Wire')]
  if (/\sU\.FL(?=\s|$)/.test(d)) return [text('antenna', 'U.FL connector')]
  if (/\sRP-SMA(?=\s|$)/.test(d)) return [text('antenna', 'RP-SMA connector')]
  return []
}

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
 * which always win). Gives [] for a description no rule knows. The package is the
 * part's own field, not a parameter: packageOf (./package.ts) reads it from the same text.
 */
export function deriveParams(description: string, pkg: string, have: ReadonlySet<string> = new Set()): Derived[] {
  const d = description
    .trim()
    .replace(/[µμ]/g, 'U') // upper-cased, the micro sign would become a Greek capital mu
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/(\d) (?=(?:MHZ|KHZ|GHZ|HZ|MAH|MW|W|V|A|MA|MM|NM|PF|UF|NF|UH|MH|G)\b)/g, '$1')
  const rule = RULES.find((r) => r.test.test(d))
  const size = /^(?:SMD )?(\d+(?:\.\d+)?) ?mm ?x ?(\d+(?:\.\d+)?) ?mm$/i.exec(pkg.trim())
  const out: Derived[] = []
  if (rule) {
    out.push(['type', typeof rule.type === 'string' ? rule.type : rule.type(d), null])
    out.push(...(rule.read?.(d) ?? []))
  }
  if (size) out.push(text('size', `${n(size[1]!)} mm × ${n(size[2]!)} mm`))
  out.push(...mounting(d, pkg))
  const seen = new Set(have)
  return out.filter(([key, v]) => {
    if (seen.has(key) || !v || !PARAMS.some((p) => p.key === key)) return false
    seen.add(key)
    return true
  })
}
