/**
 * Manufacturers the demo catalogue knows by name, with their other names as data: short forms
 * (TI, ST), former and acquired companies (Fairchild → onsemi, Linear Technology → Analog Devices,
 * Atmel → Microchip) and the spellings of the imported files ("ON Semiconductor", "On
 * Semiconductor", "Murata Electronics North America"). Import maps every spelling through this
 * list; a name not in it becomes a manufacturer of its own. Every spelling met is kept as an alias.
 *
 * `quiet` aliases map imported names but do not narrow a search (a query "ams" or "pulse" is more
 * likely a word than a maker).
 */
export type ManufacturerSeed = {
  name: string
  website: string
  aliases: string[]
  quiet?: string[]
  description?: string
}

export const MANUFACTURERS: ManufacturerSeed[] = [
  {
    name: 'Texas Instruments',
    website: 'https://www.ti.com',
    aliases: ['TI', 'Texas Instruments Inc.', 'Texas Instruments Incorporated', 'Burr-Brown', 'National Semiconductor'],
    description:
      'Analog and embedded processing semiconductors: amplifiers, data converters, power management, interface, microcontrollers and processors.',
  },
  {
    name: 'STMicroelectronics',
    website: 'https://www.st.com',
    aliases: ['ST', 'STM', 'ST Microelectronics', 'STMicro'],
    description: 'STM32 microcontrollers, power discretes, analog, MEMS sensors and automotive ICs.',
  },
  {
    name: 'onsemi',
    website: 'https://www.onsemi.com',
    aliases: ['ON Semiconductor', 'On Semiconductor', 'ON Semi', 'Fairchild Semiconductor', 'Fairchild'],
    description: 'Power and sensing semiconductors; Fairchild Semiconductor has been part of onsemi since 2016.',
  },
  {
    name: 'Analog Devices',
    website: 'https://www.analog.com',
    aliases: ['ADI', 'Analog Devices Inc.', 'Linear Technology', 'Linear Technology/Analog Devices', 'Linear Tech'],
    description:
      'High-performance analog, mixed-signal and power ICs; Linear Technology joined Analog Devices in 2017.',
  },
  {
    name: 'Maxim Integrated',
    website: 'https://www.analog.com',
    aliases: ['Maxim', 'Maxim Integrated Products'],
    description: 'Analog and mixed-signal ICs, now part of Analog Devices.',
  },
  {
    name: 'Microchip Technology',
    website: 'https://www.microchip.com',
    aliases: ['Microchip', 'Microchip Technology Inc.', 'Atmel', 'Microsemi'],
    description: 'PIC, AVR and SAM microcontrollers, memories, analog and interface ICs; Atmel joined in 2016.',
  },
  {
    name: 'NXP Semiconductors',
    website: 'https://www.nxp.com',
    aliases: ['NXP', 'NXP USA Inc.', 'Freescale Semiconductor', 'Freescale'],
    description: 'Microcontrollers and processors (LPC, Kinetis, i.MX), interface and automotive semiconductors.',
  },
  {
    name: 'Infineon Technologies',
    website: 'https://www.infineon.com',
    aliases: ['Infineon', 'International Rectifier', 'Cypress Semiconductor Corp', 'Cypress Semiconductor', 'Cypress'],
    description: 'Power semiconductors, MOSFETs, microcontrollers and security ICs; Cypress joined in 2020.',
  },
  {
    name: 'Nexperia',
    website: 'https://www.nexperia.com',
    aliases: ['Nexperia USA Inc.'],
    description: 'Discretes, logic and MOSFETs in high volume.',
  },
  {
    name: 'Diodes Incorporated',
    website: 'https://www.diodes.com',
    aliases: ['Diodes Inc.', 'Diodes Inc'],
    description: 'Discrete, analog and mixed-signal semiconductors.',
  },
  {
    name: 'Vishay',
    website: 'https://www.vishay.com',
    aliases: [
      'Vishay Intertechnology',
      'Vishay Dale',
      'Vishay Semiconductor Opto Division',
      'Vishay Siliconix',
      'Vishay General Semiconductor',
      'Vishay BC Components',
    ],
    description: 'Resistors, capacitors, inductors, diodes, MOSFETs and optoelectronics.',
  },
  {
    name: 'Yageo',
    website: 'https://www.yageo.com',
    aliases: ['Yageo Corporation'],
    description: 'Chip resistors and ceramic capacitors.',
  },
  {
    name: 'Murata',
    website: 'https://www.murata.com',
    aliases: [
      'Murata Electronics',
      'Murata Electronics North America',
      'Murata Power Solutions Inc.',
      'Murata Manufacturing',
    ],
    description: 'Multilayer ceramic capacitors, inductors, EMI filters, sensors and wireless modules.',
  },
  {
    name: 'Samsung Electro-Mechanics',
    website: 'https://www.samsungsem.com',
    aliases: ['Samsung', 'SEMCO'],
    description: 'Multilayer ceramic capacitors and chip resistors.',
  },
  {
    name: 'Panasonic',
    website: 'https://industrial.panasonic.com',
    aliases: ['Panasonic Electronic Components', 'Panasonic Electric Works', 'Panasonic Industry'],
    description: 'Resistors, capacitors, relays and sensors.',
  },
  {
    name: 'KEMET',
    website: 'https://www.kemet.com',
    aliases: ['Kemet', 'Kemet Corporation'],
    description: 'Tantalum, ceramic, film and aluminium capacitors.',
  },
  {
    name: 'TDK',
    website: 'https://www.tdk.com',
    aliases: ['TDK Corporation', 'TDK-Lambda Americas Inc.', 'TDK-Lambda'],
    description: 'Ceramic capacitors, inductors, ferrites, sensors and power supplies.',
  },
  {
    name: 'TDK InvenSense',
    website: 'https://invensense.tdk.com',
    aliases: ['InvenSense'],
    description: 'MEMS motion sensors and microphones.',
  },
  {
    name: 'KYOCERA AVX',
    website: 'https://www.kyocera-avx.com',
    aliases: ['AVX', 'AVX Corporation'],
    description: 'Capacitors and passive components.',
  },
  {
    name: 'Taiyo Yuden',
    website: 'https://www.yuden.co.jp',
    aliases: [],
    description: 'Multilayer ceramic capacitors and inductors.',
  },
  {
    name: 'Bourns',
    website: 'https://www.bourns.com',
    aliases: ['Bourns Inc.'],
    description: 'Resistors, potentiometers, inductors and circuit protection.',
  },
  {
    name: 'Littelfuse',
    website: 'https://www.littelfuse.com',
    aliases: ['Littelfuse Inc.'],
    description: 'Fuses, TVS diodes and circuit protection.',
  },
  {
    name: 'TE Connectivity',
    website: 'https://www.te.com',
    aliases: [
      'TE',
      'TE Connectivity AMP Connectors',
      'TE Connectivity / AMP',
      'TE Connectivity Measurement Specialties',
      'Measurement Specialties',
      'TE Connectivity ALCOSWITCH Switches',
    ],
    quiet: ['AMP'],
    description: 'Connectors, sensors and relays.',
  },
  {
    name: 'Amphenol',
    website: 'https://www.amphenol.com',
    aliases: ['Amphenol ICC (FCI)', 'Amphenol ICC (Commercial Products)', 'Amphenol ICC', 'FCI'],
    description: 'Connectors and interconnect systems.',
  },
  { name: 'Molex', website: 'https://www.molex.com', aliases: [], description: 'Connectors and cable assemblies.' },
  {
    name: 'JST',
    website: 'https://www.jst-mfg.com',
    aliases: ['JST Sales America Inc.', 'JST Mfg'],
    description: 'Wire-to-board connectors (PH, XH, SH, GH).',
  },
  { name: 'Hirose Electric', website: 'https://www.hirose.com', aliases: ['Hirose', 'Hirose Electric Co Ltd'] },
  { name: 'Harwin', website: 'https://www.harwin.com', aliases: ['Harwin Inc.', 'Hariwin'] },
  { name: 'Samtec', website: 'https://www.samtec.com', aliases: ['Samtec Inc.'] },
  {
    name: 'Würth Elektronik',
    website: 'https://www.we-online.com',
    aliases: ['Wurth Electronics Inc.', 'Wurth Elektronik', 'Würth'],
  },
  {
    name: 'Lite-On',
    website: 'https://www.liteon.com',
    aliases: ['Lite-On Inc.', 'LiteOn'],
    description: 'LEDs, optocouplers and optical sensors.',
  },
  { name: 'Kingbright', website: 'https://www.kingbrightusa.com', aliases: [] },
  {
    name: 'Everlight Electronics',
    website: 'https://www.everlight.com',
    aliases: ['Everlight', 'Everlight Electronics Co Ltd'],
  },
  {
    name: 'ams OSRAM',
    website: 'https://ams-osram.com',
    aliases: ['OSRAM', 'OSRAM Opto Semiconductors Inc.', 'OSRAM Opto Semiconductors'],
    quiet: ['ams'],
    description: 'Optical sensors, LEDs and emitters.',
  },
  {
    name: 'Broadcom',
    website: 'https://www.broadcom.com',
    aliases: ['Broadcom Limited', 'Avago', 'Avago Technologies'],
  },
  {
    name: 'Renesas Electronics',
    website: 'https://www.renesas.com',
    aliases: [
      'Renesas',
      'Renesas Electronics America Inc.',
      'IDT',
      'Integrated Device Technology',
      'IDT, Integrated Device Technology Inc',
      'Intersil',
    ],
    description: 'Microcontrollers, timing, power and analog ICs.',
  },
  {
    name: 'Toshiba',
    website: 'https://toshiba.semicon-storage.com',
    aliases: ['Toshiba Semiconductor and Storage', 'Toshiba Electronic Devices & Storage'],
  },
  { name: 'ROHM Semiconductor', website: 'https://www.rohm.com', aliases: ['ROHM', 'Rohm'] },
  { name: 'Silicon Labs', website: 'https://www.silabs.com', aliases: ['Silicon Laboratories', 'SiLabs'] },
  {
    name: 'Nordic Semiconductor',
    website: 'https://www.nordicsemi.com',
    aliases: ['Nordic', 'Nordic Semiconductor ASA'],
    description: 'Bluetooth LE and cellular IoT SoCs.',
  },
  {
    name: 'Espressif Systems',
    website: 'https://www.espressif.com',
    aliases: ['Espressif'],
    description: 'Wi-Fi and Bluetooth SoCs and modules (ESP32).',
  },
  {
    name: 'FTDI',
    website: 'https://ftdichip.com',
    aliases: ['FTDI, Future Technology Devices International Ltd', 'Future Technology Devices International'],
  },
  {
    name: 'Allegro MicroSystems',
    website: 'https://www.allegromicro.com',
    aliases: ['Allegro', 'Allegro MicroSystems, LLC'],
  },
  {
    name: 'Monolithic Power Systems',
    website: 'https://www.monolithicpower.com',
    aliases: ['MPS', 'Monolithic Power Systems Inc.'],
  },
  { name: 'Micro Commercial Components', website: 'https://www.mccsemi.com', aliases: ['Micro Commercial Co', 'MCC'] },
  { name: 'Central Semiconductor', website: 'https://www.centralsemi.com', aliases: ['Central Semiconductor Corp'] },
  { name: 'Semtech', website: 'https://www.semtech.com', aliases: ['Semtech Corporation'] },
  {
    name: 'Omron',
    website: 'https://components.omron.com',
    aliases: ['Omron Electronics Inc-EMC Div', 'Omron Electronics'],
  },
  { name: 'CUI Devices', website: 'https://www.cuidevices.com', aliases: ['CUI Inc.', 'CUI'] },
  { name: 'Keystone Electronics', website: 'https://www.keyelco.com', aliases: ['Keystone'] },
  { name: 'Sullins Connector Solutions', website: 'https://www.sullinscorp.com', aliases: ['Sullins'] },
  { name: 'Abracon', website: 'https://abracon.com', aliases: ['Abracon LLC'] },
  { name: 'Bosch Sensortec', website: 'https://www.bosch-sensortec.com', aliases: ['Bosch'] },
  { name: 'Sensirion', website: 'https://sensirion.com', aliases: ['Sensirion AG'] },
  { name: 'Knowles', website: 'https://www.knowles.com', aliases: ['Knowles Acoustics'] },
  { name: 'SparkFun Electronics', website: 'https://www.sparkfun.com', aliases: ['SparkFun'] },
  {
    name: 'Adafruit Industries',
    website: 'https://www.adafruit.com',
    aliases: ['Adafruit', 'Adafruit Industries LLC'],
  },
  { name: 'MPD (Memory Protection Devices)', website: 'https://www.memoryprotectiondevices.com', aliases: ['MPD'] },
  { name: 'E-Switch', website: 'https://www.e-switch.com', aliases: [] },
  { name: 'Winbond Electronics', website: 'https://www.winbond.com', aliases: ['Winbond'] },
  {
    name: 'ISSI',
    website: 'https://www.issi.com',
    aliases: ['ISSI, Integrated Silicon Solution Inc', 'Integrated Silicon Solution'],
  },
  { name: 'GigaDevice', website: 'https://www.gigadevice.com', aliases: ['GigaDevice Semiconductor'] },
  { name: 'Macronix', website: 'https://www.macronix.com', aliases: ['Macronix International'] },
  {
    name: 'Alpha & Omega Semiconductor',
    website: 'https://www.aosmd.com',
    aliases: ['Alpha & Omega Semiconductor Inc.', 'AOS'],
  },
  {
    name: 'Skyworks Solutions',
    website: 'https://www.skyworksinc.com',
    aliases: ['Skyworks Solutions Inc.', 'Skyworks'],
  },
  { name: 'u-blox', website: 'https://www.u-blox.com', aliases: ['U-Blox America Inc.'] },
  { name: 'C&K', website: 'https://www.ckswitches.com', aliases: ['C&K Components'] },
  { name: 'Nichicon', website: 'https://www.nichicon.co.jp', aliases: [] },
  { name: 'KOA Speer', website: 'https://www.koaspeer.com', aliases: ['KOA'] },
  { name: 'Epson', website: 'https://www5.epsondevice.com', aliases: ['Seiko Epson'] },
  { name: 'WCH', website: 'https://www.wch-ic.com', aliases: ['Nanjing Qinheng Microelectronics'] },
  { name: 'Richtek', website: 'https://www.richtek.com', aliases: ['Richtek Technology'] },
  { name: 'Phoenix Contact', website: 'https://www.phoenixcontact.com', aliases: [] },
  { name: 'TXC', website: 'https://www.txccrystal.com', aliases: ['TXC Corporation'] },
  { name: 'Fox Electronics', website: 'https://foxonline.com', aliases: [] },
]
