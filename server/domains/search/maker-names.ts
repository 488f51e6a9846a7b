/**
 * How buyers write a maker's name, beyond the catalogue's alias list: with a legal form
 * ("Texas Instruments Inc.", "Murata Manufacturing Co., Ltd.", "Infineon Technologies AG"), by an
 * older or merged company's name, in Chinese, Japanese or Korean, or abbreviated. One table, used
 * by search and the BOM matcher (match.ts) and meant for the feed import too. Pure data.
 *
 * A name read through it only ranks candidates: it never blocks a part number that names one part.
 */

/** Legal forms and filler words at the end of a company name (compared normalized: lower case, letters and digits). */
const LEGAL_FORMS = [
  'corporation',
  'corp',
  'incorporated',
  'inc',
  'company',
  'co',
  'limited',
  'ltd',
  'llc',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'spa',
  'bv',
  'nv',
  'ab',
  'asa',
  'oy',
  'kk',
  'pteltd',
  'holdings',
  'group',
  'international',
  'usa',
  'america',
  'northamerica',
  'semiconductors',
  'semiconductor',
  'electronics',
  'technologies',
  'technology',
  'products',
  '株式会社',
  '股份有限公司',
  '有限公司',
  '公司',
  '주식회사',
]

/** Other names of makers, keyed by the catalogue's name (manufacturers.ts). */
export const MAKER_NAMES: Record<string, string[]> = {
  'Texas Instruments': [
    '德州仪器',
    '德州儀器',
    'テキサス・インスツルメンツ',
    '텍사스 인스트루먼트',
    'Texas Instr',
    'TXN',
    'National Semiconductor',
    'National Semi',
    'Burr-Brown',
  ],
  STMicroelectronics: [
    '意法半导体',
    '意法半導體',
    'STマイクロエレクトロニクス',
    'SGS-Thomson',
    'SGS Thomson',
    'ST Micro',
  ],
  onsemi: ['安森美', 'オン・セミコンダクター', 'ON', 'ONS', 'Fairchild Semi', '仙童'],
  'Analog Devices': ['亚德诺', '亞德諾', 'アナログ・デバイセズ', 'Analog Devices Inc', 'LTC', 'Linear', 'Hittite'],
  'Maxim Integrated': ['美信', 'マキシム', 'Maxim IC', 'Dallas Semiconductor', 'Dallas'],
  'Microchip Technology': ['微芯', 'マイクロチップ', 'MCHP', 'Atmel Corporation', 'Micrel', 'SMSC'],
  'NXP Semiconductors': ['恩智浦', 'NXP', 'Philips Semiconductors', 'Philips', 'Freescale'],
  Nexperia: ['安世', '安世半导体'],
  'Infineon Technologies': [
    '英飞凌',
    '英飛凌',
    'インフィニオン',
    'Infineon',
    'IFX',
    'International Rectifier',
    'IR',
    'Cypress',
  ],
  Vishay: ['威世', 'Vishay Intertechnology', 'Vishay Siliconix', 'Vishay Dale', 'Vishay General Semiconductor'],
  Diodes: ['美台', 'Diodes Incorporated', 'Diodes Inc', 'Zetex'],
  'Murata Electronics': ['村田', '村田制作所', '村田製作所', 'Murata', 'Murata Manufacturing'],
  'Renesas Electronics': ['瑞萨', '瑞薩', 'ルネサス', 'Renesas', 'Intersil', 'IDT'],
  ROHM: ['罗姆', 'ローム', 'Rohm Semiconductor'],
  Toshiba: ['东芝', '東芝', 'Toshiba Electronic Devices'],
  Yageo: ['国巨', '國巨'],
  TDK: ['东电化', 'TDK-EPC', 'EPCOS'],
  'Samsung Electro-Mechanics': ['三星电机', '三星電機', '삼성전기', 'SEMCO'],
  Panasonic: ['松下', 'パナソニック', 'Panasonic Electronic Components'],
  KEMET: ['基美', 'Kemet Electronics'],
}

/** A written maker's name without a legal form or filler word at its end: "texasinstrumentsinc" → "texasinstruments". */
export function withoutLegalForm(norm: string): string[] {
  const out: string[] = []
  let rest = norm
  for (let i = 0; i < 3; i++) {
    const form = LEGAL_FORMS.find((f) => rest.endsWith(f) && rest.length - f.length >= 2)
    if (!form) break
    rest = rest.slice(0, -form.length)
    out.push(rest)
  }
  return out
}
