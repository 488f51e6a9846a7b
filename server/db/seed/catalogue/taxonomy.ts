import type { Locale } from '../../../../locales/locales'
import { LEAF_NAMES } from './category-names'

/**
 * The category tree of the demo catalogue. Its leaves are Digi-Key's (category, family) pairs of
 * the imported file plus a few the Octopart rows and the generator need; a family "X - rest" whose
 * prefix X is shared by other families of the same top category goes under a middle level X
 * ("Integrated Circuits (ICs)" › "PMIC" › "Voltage Regulators - Linear"), so the tree has at most
 * three levels. Every level is translated: top levels here, middle levels in GROUP_NAMES, leaves in
 * LEAF_NAMES (category-names.ts).
 */

export type Names = Record<Exclude<Locale, 'en'>, string>

export type TopCategory = { name: string; icon: string; t: Names }

export const TOP_CATEGORIES: TopCategory[] = [
  {
    name: 'Integrated Circuits (ICs)',
    icon: 'ic',
    t: {
      zh: '集成电路 (IC)',
      tw: '積體電路 (IC)',
      jp: '集積回路 (IC)',
      ko: '집적 회로(IC)',
      de: 'Integrierte Schaltungen (ICs)',
      ru: 'Интегральные схемы',
      fr: 'Circuits intégrés (CI)',
      ar: 'الدوائر المتكاملة',
      it: 'Circuiti integrati (IC)',
    },
  },
  {
    name: 'Discrete Semiconductor Products',
    icon: 'discrete',
    t: {
      zh: '分立半导体',
      tw: '離散式半導體',
      jp: 'ディスクリート半導体',
      ko: '개별 반도체',
      de: 'Diskrete Halbleiter',
      ru: 'Дискретные полупроводники',
      fr: 'Semi-conducteurs discrets',
      ar: 'أشباه الموصلات المنفصلة',
      it: 'Semiconduttori discreti',
    },
  },
  {
    name: 'Resistors',
    icon: 'resistor',
    t: {
      zh: '电阻器',
      tw: '電阻器',
      jp: '抵抗器',
      ko: '저항기',
      de: 'Widerstände',
      ru: 'Резисторы',
      fr: 'Résistances',
      ar: 'المقاومات',
      it: 'Resistori',
    },
  },
  {
    name: 'Capacitors',
    icon: 'capacitor',
    t: {
      zh: '电容器',
      tw: '電容器',
      jp: 'コンデンサ',
      ko: '커패시터',
      de: 'Kondensatoren',
      ru: 'Конденсаторы',
      fr: 'Condensateurs',
      ar: 'المكثفات',
      it: 'Condensatori',
    },
  },
  {
    name: 'Inductors, Coils, Chokes',
    icon: 'inductor',
    t: {
      zh: '电感器、线圈、扼流圈',
      tw: '電感器、線圈、扼流圈',
      jp: 'インダクタ、コイル、チョーク',
      ko: '인덕터, 코일, 초크',
      de: 'Induktivitäten, Spulen, Drosseln',
      ru: 'Катушки индуктивности и дроссели',
      fr: 'Inductances, bobines, selfs',
      ar: 'المحاثات والملفات والخانقات',
      it: 'Induttori, bobine, choke',
    },
  },
  {
    name: 'Filters',
    icon: 'filter',
    t: {
      zh: '滤波器',
      tw: '濾波器',
      jp: 'フィルタ',
      ko: '필터',
      de: 'Filter',
      ru: 'Фильтры',
      fr: 'Filtres',
      ar: 'المرشحات',
      it: 'Filtri',
    },
  },
  {
    name: 'Circuit Protection',
    icon: 'protection',
    t: {
      zh: '电路保护',
      tw: '電路保護',
      jp: '回路保護',
      ko: '회로 보호',
      de: 'Schaltungsschutz',
      ru: 'Защита цепей',
      fr: 'Protection de circuits',
      ar: 'حماية الدوائر',
      it: 'Protezione dei circuiti',
    },
  },
  {
    name: 'Connectors, Interconnects',
    icon: 'connector',
    t: {
      zh: '连接器、互连器件',
      tw: '連接器、互連元件',
      jp: 'コネクタ、相互接続',
      ko: '커넥터, 인터커넥트',
      de: 'Steckverbinder',
      ru: 'Разъёмы и соединители',
      fr: 'Connecteurs, interconnexions',
      ar: 'الموصلات ووصلات الربط',
      it: 'Connettori, interconnessioni',
    },
  },
  {
    name: 'Crystals, Oscillators, Resonators',
    icon: 'crystal',
    t: {
      zh: '晶体、振荡器、谐振器',
      tw: '晶體、振盪器、諧振器',
      jp: '水晶、発振器、共振器',
      ko: '크리스탈, 발진기, 공진기',
      de: 'Quarze, Oszillatoren, Resonatoren',
      ru: 'Кварцы, генераторы, резонаторы',
      fr: 'Quartz, oscillateurs, résonateurs',
      ar: 'البلورات والمذبذبات والرنانات',
      it: 'Quarzi, oscillatori, risuonatori',
    },
  },
  {
    name: 'Optoelectronics',
    icon: 'led',
    t: {
      zh: '光电器件',
      tw: '光電元件',
      jp: 'オプトエレクトロニクス',
      ko: '광전자 부품',
      de: 'Optoelektronik',
      ru: 'Оптоэлектроника',
      fr: 'Optoélectronique',
      ar: 'الإلكترونيات الضوئية',
      it: 'Optoelettronica',
    },
  },
  {
    name: 'Sensors, Transducers',
    icon: 'sensor',
    t: {
      zh: '传感器、变送器',
      tw: '感測器、轉換器',
      jp: 'センサ、トランスデューサ',
      ko: '센서, 트랜스듀서',
      de: 'Sensoren, Wandler',
      ru: 'Датчики и преобразователи',
      fr: 'Capteurs, transducteurs',
      ar: 'المستشعرات والمحولات',
      it: 'Sensori, trasduttori',
    },
  },
  {
    name: 'Isolators',
    icon: 'isolator',
    t: {
      zh: '隔离器',
      tw: '隔離器',
      jp: 'アイソレータ',
      ko: '아이솔레이터',
      de: 'Isolatoren',
      ru: 'Изоляторы',
      fr: 'Isolateurs',
      ar: 'العوازل',
      it: 'Isolatori',
    },
  },
  {
    name: 'RF/IF and RFID',
    icon: 'rf',
    t: {
      zh: '射频/中频和 RFID',
      tw: '射頻/中頻與 RFID',
      jp: 'RF/IF および RFID',
      ko: 'RF/IF 및 RFID',
      de: 'HF/ZF und RFID',
      ru: 'ВЧ/ПЧ и RFID',
      fr: 'RF/FI et RFID',
      ar: 'الترددات الراديوية و RFID',
      it: 'RF/IF e RFID',
    },
  },
  {
    name: 'Power Supplies - Board Mount',
    icon: 'power',
    t: {
      zh: '板载电源',
      tw: '板載電源',
      jp: '基板実装電源',
      ko: '보드 장착형 전원',
      de: 'Platinen-Netzteile',
      ru: 'Источники питания для монтажа на плату',
      fr: 'Alimentations pour carte',
      ar: 'مزودات طاقة للتركيب على اللوحة',
      it: 'Alimentatori da scheda',
    },
  },
  {
    name: 'Relays',
    icon: 'relay',
    t: {
      zh: '继电器',
      tw: '繼電器',
      jp: 'リレー',
      ko: '릴레이',
      de: 'Relais',
      ru: 'Реле',
      fr: 'Relais',
      ar: 'المرحلات',
      it: 'Relè',
    },
  },
  {
    name: 'Switches',
    icon: 'switch',
    t: {
      zh: '开关',
      tw: '開關',
      jp: 'スイッチ',
      ko: '스위치',
      de: 'Schalter',
      ru: 'Переключатели',
      fr: 'Interrupteurs',
      ar: 'المفاتيح',
      it: 'Interruttori',
    },
  },
  {
    name: 'Potentiometers, Variable Resistors',
    icon: 'potentiometer',
    t: {
      zh: '电位器、可变电阻器',
      tw: '電位器、可變電阻器',
      jp: 'ポテンショメータ、可変抵抗器',
      ko: '포텐셔미터, 가변 저항기',
      de: 'Potentiometer, veränderbare Widerstände',
      ru: 'Потенциометры и переменные резисторы',
      fr: 'Potentiomètres, résistances variables',
      ar: 'مقاييس الجهد والمقاومات المتغيرة',
      it: 'Potenziometri, resistori variabili',
    },
  },
  {
    name: 'Audio Products',
    icon: 'audio',
    t: {
      zh: '音频产品',
      tw: '音訊產品',
      jp: 'オーディオ製品',
      ko: '오디오 제품',
      de: 'Audioprodukte',
      ru: 'Аудиокомпоненты',
      fr: 'Produits audio',
      ar: 'منتجات الصوت',
      it: 'Prodotti audio',
    },
  },
  {
    name: 'Battery Products',
    icon: 'battery',
    t: {
      zh: '电池产品',
      tw: '電池產品',
      jp: '電池製品',
      ko: '배터리 제품',
      de: 'Batterieprodukte',
      ru: 'Элементы питания',
      fr: 'Produits pour batteries',
      ar: 'منتجات البطاريات',
      it: 'Prodotti per batterie',
    },
  },
  {
    name: 'Cables, Wires',
    icon: 'cable',
    t: {
      zh: '电缆、电线',
      tw: '電纜、電線',
      jp: 'ケーブル、ワイヤ',
      ko: '케이블, 전선',
      de: 'Kabel, Leitungen',
      ru: 'Кабели и провода',
      fr: 'Câbles, fils',
      ar: 'الكابلات والأسلاك',
      it: 'Cavi, fili',
    },
  },
  {
    name: 'Development Boards, Kits, Programmers',
    icon: 'devboard',
    t: {
      zh: '开发板、套件、编程器',
      tw: '開發板、套件、燒錄器',
      jp: '開発ボード、キット、プログラマ',
      ko: '개발 보드, 키트, 프로그래머',
      de: 'Entwicklungsboards, Kits, Programmiergeräte',
      ru: 'Отладочные платы, наборы, программаторы',
      fr: 'Cartes de développement, kits, programmateurs',
      ar: 'لوحات التطوير والأطقم والمبرمجات',
      it: 'Schede di sviluppo, kit, programmatori',
    },
  },
  {
    name: 'Test and Measurement',
    icon: 'test',
    t: {
      zh: '测试与测量',
      tw: '測試與量測',
      jp: '試験・測定',
      ko: '테스트 및 측정',
      de: 'Test und Messung',
      ru: 'Контрольно-измерительное оборудование',
      fr: 'Test et mesure',
      ar: 'الاختبار والقياس',
      it: 'Test e misura',
    },
  },
  {
    name: 'Tools',
    icon: 'tool',
    t: {
      zh: '工具',
      tw: '工具',
      jp: '工具',
      ko: '공구',
      de: 'Werkzeuge',
      ru: 'Инструменты',
      fr: 'Outils',
      ar: 'الأدوات',
      it: 'Utensili',
    },
  },
]

/** Middle levels, translated. */
export const GROUP_NAMES: Record<string, Names> = {
  'Clock/Timing': {
    zh: '时钟/计时',
    tw: '時脈/計時',
    jp: 'クロック/タイミング',
    ko: '클록/타이밍',
    de: 'Takt/Timing',
    ru: 'Тактирование и синхронизация',
    fr: 'Horloge/synchronisation',
    ar: 'الساعة/التوقيت',
    it: 'Clock/temporizzazione',
  },
  'Data Acquisition': {
    zh: '数据采集',
    tw: '資料擷取',
    jp: 'データ収集',
    ko: '데이터 수집',
    de: 'Datenerfassung',
    ru: 'Сбор данных',
    fr: 'Acquisition de données',
    ar: 'اكتساب البيانات',
    it: 'Acquisizione dati',
  },
  Embedded: {
    zh: '嵌入式',
    tw: '嵌入式',
    jp: '組込み',
    ko: '임베디드',
    de: 'Embedded',
    ru: 'Встраиваемые системы',
    fr: 'Embarqué',
    ar: 'الأنظمة المدمجة',
    it: 'Embedded',
  },
  Interface: {
    zh: '接口',
    tw: '介面',
    jp: 'インターフェース',
    ko: '인터페이스',
    de: 'Schnittstellen',
    ru: 'Интерфейсы',
    fr: 'Interface',
    ar: 'الواجهات',
    it: 'Interfaccia',
  },
  Linear: {
    zh: '线性',
    tw: '線性',
    jp: 'リニア',
    ko: '리니어',
    de: 'Linear',
    ru: 'Линейные',
    fr: 'Linéaire',
    ar: 'الخطية',
    it: 'Lineari',
  },
  Logic: {
    zh: '逻辑',
    tw: '邏輯',
    jp: 'ロジック',
    ko: '로직',
    de: 'Logik',
    ru: 'Логика',
    fr: 'Logique',
    ar: 'المنطق',
    it: 'Logica',
  },
  PMIC: {
    zh: '电源管理 (PMIC)',
    tw: '電源管理 (PMIC)',
    jp: '電源管理 IC (PMIC)',
    ko: '전원 관리(PMIC)',
    de: 'Power-Management (PMIC)',
    ru: 'Управление питанием (PMIC)',
    fr: "Gestion de l'alimentation (PMIC)",
    ar: 'إدارة الطاقة (PMIC)',
    it: 'Gestione alimentazione (PMIC)',
  },
  Diodes: {
    zh: '二极管',
    tw: '二極體',
    jp: 'ダイオード',
    ko: '다이오드',
    de: 'Dioden',
    ru: 'Диоды',
    fr: 'Diodes',
    ar: 'الثنائيات',
    it: 'Diodi',
  },
  Transistors: {
    zh: '晶体管',
    tw: '電晶體',
    jp: 'トランジスタ',
    ko: '트랜지스터',
    de: 'Transistoren',
    ru: 'Транзисторы',
    fr: 'Transistors',
    ar: 'الترانزستورات',
    it: 'Transistor',
  },
  Thyristors: {
    zh: '晶闸管',
    tw: '閘流體',
    jp: 'サイリスタ',
    ko: '사이리스터',
    de: 'Thyristoren',
    ru: 'Тиристоры',
    fr: 'Thyristors',
    ar: 'الثايرستورات',
    it: 'Tiristori',
  },
  'Motion Sensors': {
    zh: '运动传感器',
    tw: '運動感測器',
    jp: 'モーションセンサ',
    ko: '모션 센서',
    de: 'Bewegungssensoren',
    ru: 'Датчики движения',
    fr: 'Capteurs de mouvement',
    ar: 'مستشعرات الحركة',
    it: 'Sensori di movimento',
  },
  'Optical Sensors': {
    zh: '光学传感器',
    tw: '光學感測器',
    jp: '光センサ',
    ko: '광학 센서',
    de: 'Optische Sensoren',
    ru: 'Оптические датчики',
    fr: 'Capteurs optiques',
    ar: 'المستشعرات الضوئية',
    it: 'Sensori ottici',
  },
  'Magnetic Sensors': {
    zh: '磁传感器',
    tw: '磁性感測器',
    jp: '磁気センサ',
    ko: '자기 센서',
    de: 'Magnetsensoren',
    ru: 'Магнитные датчики',
    fr: 'Capteurs magnétiques',
    ar: 'المستشعرات المغناطيسية',
    it: 'Sensori magnetici',
  },
  'Temperature Sensors': {
    zh: '温度传感器',
    tw: '溫度感測器',
    jp: '温度センサ',
    ko: '온도 센서',
    de: 'Temperatursensoren',
    ru: 'Датчики температуры',
    fr: 'Capteurs de température',
    ar: 'مستشعرات الحرارة',
    it: 'Sensori di temperatura',
  },
  'Evaluation Boards': {
    zh: '评估板',
    tw: '評估板',
    jp: '評価ボード',
    ko: '평가 보드',
    de: 'Evaluierungsboards',
    ru: 'Оценочные платы',
    fr: "Cartes d'évaluation",
    ar: 'لوحات التقييم',
    it: 'Schede di valutazione',
  },
  'Display Modules': {
    zh: '显示模块',
    tw: '顯示模組',
    jp: 'ディスプレイモジュール',
    ko: '디스플레이 모듈',
    de: 'Anzeigemodule',
    ru: 'Модули дисплеев',
    fr: "Modules d'affichage",
    ar: 'وحدات العرض',
    it: 'Moduli display',
  },
  'Rectangular Connectors': {
    zh: '矩形连接器',
    tw: '矩形連接器',
    jp: '角型コネクタ',
    ko: '사각형 커넥터',
    de: 'Rechteckige Steckverbinder',
    ru: 'Прямоугольные разъёмы',
    fr: 'Connecteurs rectangulaires',
    ar: 'الموصلات المستطيلة',
    it: 'Connettori rettangolari',
  },
  'Modular Connectors': {
    zh: '模块化连接器',
    tw: '模組化連接器',
    jp: 'モジュラーコネクタ',
    ko: '모듈식 커넥터',
    de: 'Modulare Steckverbinder',
    ru: 'Модульные разъёмы',
    fr: 'Connecteurs modulaires',
    ar: 'الموصلات المعيارية',
    it: 'Connettori modulari',
  },
  Barrel: {
    zh: '圆柱形连接器',
    tw: '圓柱形連接器',
    jp: '丸型コネクタ',
    ko: '배럴 커넥터',
    de: 'Hohlstecker und Klinken',
    ru: 'Цилиндрические разъёмы',
    fr: 'Connecteurs cylindriques',
    ar: 'الموصلات الأسطوانية',
    it: 'Connettori a barile',
  },
  TVS: {
    zh: 'TVS 瞬态抑制',
    tw: 'TVS 暫態抑制',
    jp: 'TVS(過渡電圧抑制)',
    ko: 'TVS(과도 전압 억제)',
    de: 'TVS (Transientenschutz)',
    ru: 'TVS-защита',
    fr: 'TVS (suppression de transitoires)',
    ar: 'كبت الجهد العابر (TVS)',
    it: 'TVS (soppressori di transienti)',
  },
  Optoisolators: {
    zh: '光耦合器',
    tw: '光耦合器',
    jp: 'フォトカプラ',
    ko: '포토커플러',
    de: 'Optokoppler',
    ru: 'Оптопары',
    fr: 'Optocoupleurs',
    ar: 'العوازل الضوئية',
    it: 'Optoisolatori',
  },
}

/** Leaves the Octopart rows and the generator need besides Digi-Key's families. */
export const EXTRA_FAMILIES: [string, string][] = [
  ['Resistors', 'Chip Resistor - Surface Mount'],
  ['Resistors', 'Through Hole Resistors'],
  ['Capacitors', 'Ceramic Capacitors'],
  ['Capacitors', 'Aluminum Electrolytic Capacitors'],
  ['Capacitors', 'Tantalum Capacitors'],
  ['Sensors, Transducers', 'Temperature Sensors - NTC Thermistors'],
  ['Circuit Protection', 'PTC Resettable Fuses'],
  ['Battery Products', 'Batteries Rechargeable (Secondary)'],
  ['Development Boards, Kits, Programmers', 'Evaluation Boards - Embedded - MCU, DSP'],
  ['Development Boards, Kits, Programmers', 'Evaluation Boards - Expansion Boards, Daughter Cards'],
  ['Cables, Wires', 'Single Conductor Cables (Hook-Up Wire)'],
  ['Cables, Wires', 'Jumper Wires, Pre-Crimped Leads'],
  ['Tools', 'Soldering, Desoldering, Rework Products'],
  ['Tools', 'Hand Tools'],
  ['Test and Measurement', 'Test Equipment'],
  ['Audio Products', 'Speakers'],
  ['Connectors, Interconnects', 'Rectangular Connectors - Headers, Receptacles, Female Sockets'],
  ['Discrete Semiconductor Products', 'Diodes - Schottky'],
]

const has = (s: string, ...words: string[]) => words.some((w) => s.toLowerCase().includes(w.toLowerCase()))

/** Where an Octopart Common Parts Library row goes in the tree: (top category, family). */
export function octopartFamily(category: string, title: string, params: Record<string, string>): [string, string] {
  const mounting = `${params['Mounting'] ?? ''} ${params['Mounting Type'] ?? ''} ${params['Size'] ?? ''}`
  switch (category.trim()) {
    case 'Resistors':
      return ['Resistors', has(mounting, 'through') ? 'Through Hole Resistors' : 'Chip Resistor - Surface Mount']
    case 'Capacitors': {
      const d = params['Dielectric Material'] ?? ''
      if (has(d, 'alumin')) return ['Capacitors', 'Aluminum Electrolytic Capacitors']
      if (has(d, 'tantal')) return ['Capacitors', 'Tantalum Capacitors']
      return ['Capacitors', 'Ceramic Capacitors']
    }
    case 'Connectors':
      if (has(title, 'usb', 'hdmi')) return ['Connectors, Interconnects', 'USB, DVI, HDMI Connectors']
      if (has(title, 'barrel')) return ['Connectors, Interconnects', 'Barrel - Power Connectors']
      if (has(title, 'rca')) return ['Connectors, Interconnects', 'Barrel - Audio Connectors']
      if (has(title, 'phoenix')) return ['Connectors, Interconnects', 'Terminal Blocks - Wire to Board']
      return ['Connectors, Interconnects', 'Rectangular Connectors - Headers, Male Pins']
    case 'Headers':
      if (has(title, 'test point')) return ['Test and Measurement', 'Test Points']
      if (has(title, 'female'))
        return ['Connectors, Interconnects', 'Rectangular Connectors - Headers, Receptacles, Female Sockets']
      return ['Connectors, Interconnects', 'Rectangular Connectors - Headers, Male Pins']
    case 'LEDs':
      if (has(title, 'kit', 'breakout', 'ring')) return ['Optoelectronics', 'Addressable, Specialty']
      return ['Optoelectronics', 'LED Indication - Discrete']
    case 'Sensors':
      if (has(title, 'humidity')) return ['Sensors, Transducers', 'Humidity, Moisture Sensors']
      if (has(title, 'temperature')) return ['Sensors, Transducers', 'Temperature Sensors - Analog and Digital Output']
      if (has(title, 'accelerometer')) return ['Sensors, Transducers', 'Motion Sensors - Accelerometers']
      if (has(title, 'gyro', 'inertial'))
        return ['Sensors, Transducers', 'Motion Sensors - IMUs (Inertial Measurement Units)']
      if (has(title, 'hall')) return ['Sensors, Transducers', 'Magnetic Sensors - Switches (Solid State)']
      if (has(title, 'uv', 'ir ', 'light'))
        return ['Sensors, Transducers', 'Optical Sensors - Ambient Light, IR, UV Sensors']
      return ['Sensors, Transducers', 'Specialized Sensors']
    case 'Crystals/Oscillators':
    case 'Oscillators':
      return ['Crystals, Oscillators, Resonators', has(title, 'resonator') ? 'Resonators' : 'Crystals']
    case 'Transistors':
      if (has(title, 'fet', 'mosfet'))
        return ['Discrete Semiconductor Products', 'Transistors - FETs, MOSFETs - Single']
      return ['Discrete Semiconductor Products', 'Transistors - Bipolar (BJT) - Single']
    case 'Voltage Regulators':
      if (has(title, 'step', 'buck', 'switching'))
        return ['Integrated Circuits (ICs)', 'PMIC - Voltage Regulators - DC DC Switching Regulators']
      return ['Integrated Circuits (ICs)', 'PMIC - Voltage Regulators - Linear']
    case 'Diodes':
      if (has(title, 'zener')) return ['Discrete Semiconductor Products', 'Diodes - Zener - Single']
      if (has(title, 'schottky')) return ['Discrete Semiconductor Products', 'Diodes - Schottky']
      if (has(title, 'protection')) return ['Circuit Protection', 'TVS - Diodes']
      return ['Discrete Semiconductor Products', 'Diodes - Rectifiers - Single']
    case 'Inductors':
      if (has(title, 'ferrite')) return ['Filters', 'Ferrite Beads and Chips']
      return ['Inductors, Coils, Chokes', 'Fixed Inductors']
    case 'Microcontrollers':
      return ['Integrated Circuits (ICs)', 'Embedded - Microcontrollers']
    case 'Interface ICs':
      if (has(title, 'ble', 'bluetooth', 'wi-fi', 'transceiver', 'antenna', 'balun'))
        return ['RF/IF and RFID', 'RF Transceiver ICs']
      if (has(title, 'ethernet', 'usb')) return ['Integrated Circuits (ICs)', 'Interface - Controllers']
      if (has(title, 'codec')) return ['Integrated Circuits (ICs)', 'Interface - Specialized']
      return ['Integrated Circuits (ICs)', 'Interface - Drivers, Receivers, Transceivers']
    case 'Motor Drivers':
      if (has(title, 'board'))
        return ['Development Boards, Kits, Programmers', 'Evaluation Boards - Expansion Boards, Daughter Cards']
      return ['Integrated Circuits (ICs)', 'PMIC - Motor Drivers, Controllers']
    case 'Switches/Buttons':
      if (has(title, 'slide')) return ['Switches', 'Slide Switches']
      if (has(title, 'encoder')) return ['Sensors, Transducers', 'Encoders']
      return ['Switches', 'Tactile Switches']
    case 'Batteries':
      if (has(title, 'holder', 'clip')) return ['Battery Products', 'Battery Holders, Clips, Contacts']
      if (has(title, 'charger', 'supply')) return ['Power Supplies - Board Mount', 'DC DC Converters']
      return ['Battery Products', 'Batteries Rechargeable (Secondary)']
    case 'Platforms':
      return ['Development Boards, Kits, Programmers', 'Evaluation Boards - Embedded - MCU, DSP']
    case 'Interface Boards':
    case 'Wearables':
      return ['Development Boards, Kits, Programmers', 'Evaluation Boards - Expansion Boards, Daughter Cards']
    case 'Tools':
      return ['Tools', 'Hand Tools']
    case 'Soldering Equipment':
      return ['Tools', 'Soldering, Desoldering, Rework Products']
    case 'Test Equipment':
      return ['Test and Measurement', 'Test Equipment']
    case 'Wires and Cables':
      return [
        'Cables, Wires',
        has(title, 'jumper', 'clip') ? 'Jumper Wires, Pre-Crimped Leads' : 'Single Conductor Cables (Hook-Up Wire)',
      ]
    case 'Linear ICs':
      if (has(title, 'comparator')) return ['Integrated Circuits (ICs)', 'Linear - Comparators']
      if (has(title, 'opto')) return ['Isolators', 'Optoisolators - Transistor, Photovoltaic Output']
      if (has(title, '555')) return ['Integrated Circuits (ICs)', 'Clock/Timing - Programmable Timers and Oscillators']
      if (has(title, 'clock')) return ['Integrated Circuits (ICs)', 'Clock/Timing - Real Time Clocks']
      return ['Integrated Circuits (ICs)', 'Linear - Amplifiers - Instrumentation, OP Amps, Buffer Amps']
    case 'Op-Amps':
      if (has(title, 'comparator')) return ['Integrated Circuits (ICs)', 'Linear - Comparators']
      return ['Integrated Circuits (ICs)', 'Linear - Amplifiers - Instrumentation, OP Amps, Buffer Amps']
    case 'Thermistors':
      if (has(title, 'ptc')) return ['Circuit Protection', 'PTC Resettable Fuses']
      return ['Sensors, Transducers', 'Temperature Sensors - NTC Thermistors']
    case 'Audio':
      if (has(title, 'speaker')) return ['Audio Products', 'Speakers']
      if (has(title, 'buzzer')) return ['Audio Products', 'Alarms, Buzzers, and Sirens']
      return ['Development Boards, Kits, Programmers', 'Evaluation Boards - Expansion Boards, Daughter Cards']
    case 'Timers and RTCs':
      if (has(title, '555')) return ['Integrated Circuits (ICs)', 'Clock/Timing - Programmable Timers and Oscillators']
      return ['Integrated Circuits (ICs)', 'Clock/Timing - Real Time Clocks']
    case 'Digital ICs':
      if (has(title, 'level')) return ['Integrated Circuits (ICs)', 'Logic - Translators, Level Shifters']
      return ['Integrated Circuits (ICs)', 'Logic - Shift Registers']
    case 'Memory':
      return ['Integrated Circuits (ICs)', 'Memory']
    case 'Battery Management ICs':
      return ['Integrated Circuits (ICs)', 'PMIC - Battery Chargers']
    case 'Displays':
      return ['Optoelectronics', 'Display Modules - LCD, OLED, Graphic']
    case 'Relays':
      return ['Relays', 'Power Relays, Over 2 Amps']
    case 'Potentiometers':
      return [
        'Potentiometers, Variable Resistors',
        has(title, 'multi-turn') ? 'Trimmer Potentiometers' : 'Rotary Potentiometers, Rheostats',
      ]
    default:
      return ['Integrated Circuits (ICs)', 'Specialized ICs']
  }
}

/** The translations of a middle level or a leaf (a leaf may share a middle level's name: TVS › Diodes). */
const namesOf = (name: string): Names | undefined => GROUP_NAMES[name] ?? LEAF_NAMES[name]

export type CategoryNodeSeed = {
  /** "Top" or "Top › Group" or "Top › Group › Leaf": unique. */
  key: string
  name: string
  parentKey: string | null
  depth: number
  icon: string
  sort: number
  t?: Names
}

export const leafKey = (top: string, family: string, groups: Set<string>) => {
  const group = groupOf(top, family, groups)
  return group ? `${top} › ${group.group} › ${group.rest}` : `${top} › ${family}`
}

function groupOf(top: string, family: string, groups: Set<string>) {
  const i = family.indexOf(' - ')
  if (i < 0) return null
  const group = family.slice(0, i)
  return groups.has(`${top} › ${group}`) ? { group, rest: family.slice(i + 3) } : null
}

/**
 * The tree from (top, family) pairs: top levels in TOP_CATEGORIES order, the rest alphabetical.
 * Returns the nodes (parents before children) and a function from a pair to its leaf key.
 */
export function buildTree(pairs: [string, string][]) {
  const unique = [...new Map(pairs.map(([t, f]) => [`${t}\u0000${f}`, [t, f] as [string, string]])).values()]
  const prefixCount = new Map<string, number>()
  for (const [top, family] of unique) {
    const i = family.indexOf(' - ')
    if (i > 0) {
      const k = `${top} › ${family.slice(0, i)}`
      prefixCount.set(k, (prefixCount.get(k) ?? 0) + 1)
    }
  }
  const groups = new Set([...prefixCount].filter(([, n]) => n >= 2).map(([k]) => k))
  const tops = TOP_CATEGORIES.filter((t) => unique.some(([top]) => top === t.name))
  const unknownTops = [...new Set(unique.map(([t]) => t))]
    .filter((t) => !TOP_CATEGORIES.some((x) => x.name === t))
    .sort()
  const nodes: CategoryNodeSeed[] = []
  const byName = (a: string, b: string) => a.localeCompare(b, 'en')
  ;[...tops.map((t) => t.name), ...unknownTops].forEach((top, ti) => {
    const info = TOP_CATEGORIES.find((t) => t.name === top)
    const icon = info?.icon ?? 'ic'
    nodes.push({ key: top, name: top, parentKey: null, depth: 0, icon, sort: ti, t: info?.t })
    const families = unique.filter(([t]) => t === top).map(([, f]) => f)
    const children = new Map<string, string[]>() // child name → leaf names (empty = leaf itself)
    for (const family of families) {
      const g = groupOf(top, family, groups)
      if (g) children.set(g.group, [...(children.get(g.group) ?? []), g.rest])
      else children.set(family, children.get(family) ?? [])
    }
    ;[...children.keys()].sort(byName).forEach((child, ci) => {
      const key = `${top} › ${child}`
      const leaves = children.get(child)!
      nodes.push({
        key,
        name: child,
        parentKey: top,
        depth: 1,
        icon,
        sort: ci,
        t: namesOf(child),
      })
      leaves.sort(byName).forEach((leaf, li) => {
        nodes.push({ key: `${key} › ${leaf}`, name: leaf, parentKey: key, depth: 2, icon, sort: li, t: namesOf(leaf) })
      })
    })
  })
  return { nodes, leafOf: (top: string, family: string) => leafKey(top, family, groups) }
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(ics\)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
