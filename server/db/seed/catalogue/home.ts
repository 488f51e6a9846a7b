import type { Locale } from '../../../../locales/locales'

type Text = { title: string; subtitle: string }

/** Home page banners (images in components/site/images/banners/, served under hashed names), in all ten languages. */
export const BANNERS: { image: string; link: string; text: Record<Locale, Text> }[] = [
  {
    image: '/banners/search.svg',
    link: '/s?wd=STM32F407VGT6',
    text: {
      en: { title: 'Find any part by its number', subtitle: 'A million parts, price tiers and stock in milliseconds' },
      zh: { title: '按型号查找任何元器件', subtitle: '百万级料号，价格阶梯与库存毫秒可查' },
      tw: { title: '依型號查找任何元件', subtitle: '百萬料號，價格階梯與庫存毫秒可查' },
      jp: { title: '型番であらゆる部品を検索', subtitle: '100万点の部品、価格帯と在庫をミリ秒で' },
      ko: { title: '부품 번호로 모든 부품 찾기', subtitle: '백만 개 부품의 가격 구간과 재고를 즉시 확인' },
      de: {
        title: 'Jedes Bauteil über seine Teilenummer finden',
        subtitle: 'Eine Million Bauteile, Staffelpreise und Bestand in Millisekunden',
      },
      ru: {
        title: 'Найдите любой компонент по номеру',
        subtitle: 'Миллион позиций, цены по количеству и наличие за миллисекунды',
      },
      fr: {
        title: 'Trouvez toute pièce par sa référence',
        subtitle: 'Un million de références, prix dégressifs et stock en quelques millisecondes',
      },
      ar: { title: 'اعثر على أي قطعة برقمها', subtitle: 'مليون قطعة وشرائح الأسعار والمخزون في أجزاء من الثانية' },
      it: {
        title: 'Trova ogni componente dal suo codice',
        subtitle: 'Un milione di componenti, prezzi a scaglioni e disponibilità in millisecondi',
      },
    },
  },
  {
    image: '/banners/bom.svg',
    link: '/bom',
    text: {
      en: {
        title: 'Upload your BOM, get a priced cart',
        subtitle: 'Every line matched against our stock and partners',
      },
      zh: { title: '上传 BOM，一键生成报价购物车', subtitle: '逐行匹配我们的库存与合作伙伴' },
      tw: { title: '上傳 BOM，一鍵產生報價購物車', subtitle: '逐行比對我們的庫存與合作夥伴' },
      jp: {
        title: 'BOM をアップロードして見積もり付きカートに',
        subtitle: 'すべての行を当社在庫とパートナー在庫で照合',
      },
      ko: { title: 'BOM을 올리면 견적이 담긴 장바구니로', subtitle: '모든 행을 당사 재고 및 파트너 재고와 매칭' },
      de: {
        title: 'Stückliste hochladen, bepreisten Warenkorb erhalten',
        subtitle: 'Jede Zeile wird mit unserem Lager und unseren Partnern abgeglichen',
      },
      ru: {
        title: 'Загрузите BOM — получите корзину с ценами',
        subtitle: 'Каждая строка сопоставляется с нашим складом и партнёрами',
      },
      fr: {
        title: 'Importez votre nomenclature, obtenez un panier chiffré',
        subtitle: 'Chaque ligne rapprochée de notre stock et de nos partenaires',
      },
      ar: { title: 'ارفع قائمة المواد واحصل على سلة مسعّرة', subtitle: 'مطابقة كل سطر مع مخزوننا ومخزون شركائنا' },
      it: {
        title: 'Carica la distinta base, ottieni un carrello con i prezzi',
        subtitle: 'Ogni riga confrontata con il nostro magazzino e i partner',
      },
    },
  },
  {
    image: '/banners/sensors.svg',
    link: '/category',
    text: {
      en: { title: 'Sensors from our own line', subtitle: 'More than 40 sensor types, from stock in Shenzhen' },
      zh: { title: '自有产品线的传感器', subtitle: '40 多种传感器，深圳现货' },
      tw: { title: '自有產品線的感測器', subtitle: '40 多種感測器，深圳現貨' },
      jp: { title: '自社ラインのセンサ', subtitle: '40 種類以上のセンサを深圳の在庫から' },
      ko: { title: '자체 라인의 센서', subtitle: '40종 이상의 센서를 선전 재고에서 바로' },
      de: { title: 'Sensoren aus eigener Fertigung', subtitle: 'Mehr als 40 Sensortypen ab Lager Shenzhen' },
      ru: { title: 'Датчики собственного производства', subtitle: 'Более 40 типов датчиков со склада в Шэньчжэне' },
      fr: {
        title: 'Des capteurs de notre propre gamme',
        subtitle: 'Plus de 40 types de capteurs, en stock à Shenzhen',
      },
      ar: { title: 'مستشعرات من خط إنتاجنا', subtitle: 'أكثر من 40 نوعًا من المستشعرات من مخزوننا في شنتشن' },
      it: { title: 'Sensori della nostra linea', subtitle: 'Oltre 40 tipi di sensori, disponibili a Shenzhen' },
    },
  },
]

/** Home page floors: a top-level category each, with its showcased offers. */
export const FLOORS: { top: string; text: Record<Locale, Text> }[] = [
  {
    top: 'Integrated Circuits (ICs)',
    text: {
      en: { title: 'Integrated circuits', subtitle: 'Microcontrollers, amplifiers, power management, interface' },
      zh: { title: '集成电路', subtitle: '微控制器、放大器、电源管理、接口' },
      tw: { title: '積體電路', subtitle: '微控制器、放大器、電源管理、介面' },
      jp: { title: '集積回路', subtitle: 'マイコン、アンプ、電源管理、インターフェース' },
      ko: { title: '집적 회로', subtitle: '마이크로컨트롤러, 증폭기, 전원 관리, 인터페이스' },
      de: {
        title: 'Integrierte Schaltungen',
        subtitle: 'Mikrocontroller, Verstärker, Power-Management, Schnittstellen',
      },
      ru: { title: 'Интегральные схемы', subtitle: 'Микроконтроллеры, усилители, управление питанием, интерфейсы' },
      fr: {
        title: 'Circuits intégrés',
        subtitle: "Microcontrôleurs, amplificateurs, gestion de l'alimentation, interfaces",
      },
      ar: { title: 'الدوائر المتكاملة', subtitle: 'المتحكمات الدقيقة والمضخمات وإدارة الطاقة والواجهات' },
      it: {
        title: 'Circuiti integrati',
        subtitle: 'Microcontrollori, amplificatori, gestione alimentazione, interfacce',
      },
    },
  },
  {
    top: 'Discrete Semiconductor Products',
    text: {
      en: { title: 'Discrete semiconductors', subtitle: 'MOSFETs, transistors and diodes' },
      zh: { title: '分立半导体', subtitle: 'MOSFET、晶体管与二极管' },
      tw: { title: '離散式半導體', subtitle: 'MOSFET、電晶體與二極體' },
      jp: { title: 'ディスクリート半導体', subtitle: 'MOSFET、トランジスタ、ダイオード' },
      ko: { title: '개별 반도체', subtitle: 'MOSFET, 트랜지스터, 다이오드' },
      de: { title: 'Diskrete Halbleiter', subtitle: 'MOSFETs, Transistoren und Dioden' },
      ru: { title: 'Дискретные полупроводники', subtitle: 'MOSFET, транзисторы и диоды' },
      fr: { title: 'Semi-conducteurs discrets', subtitle: 'MOSFET, transistors et diodes' },
      ar: { title: 'أشباه الموصلات المنفصلة', subtitle: 'ترانزستورات MOSFET والترانزستورات والثنائيات' },
      it: { title: 'Semiconduttori discreti', subtitle: 'MOSFET, transistor e diodi' },
    },
  },
  {
    top: 'Sensors, Transducers',
    text: {
      en: { title: 'Sensors', subtitle: 'Motion, humidity, temperature, current and pressure' },
      zh: { title: '传感器', subtitle: '运动、湿度、温度、电流与压力' },
      tw: { title: '感測器', subtitle: '運動、濕度、溫度、電流與壓力' },
      jp: { title: 'センサ', subtitle: 'モーション、湿度、温度、電流、圧力' },
      ko: { title: '센서', subtitle: '모션, 습도, 온도, 전류, 압력' },
      de: { title: 'Sensoren', subtitle: 'Bewegung, Feuchte, Temperatur, Strom und Druck' },
      ru: { title: 'Датчики', subtitle: 'Движение, влажность, температура, ток и давление' },
      fr: { title: 'Capteurs', subtitle: 'Mouvement, humidité, température, courant et pression' },
      ar: { title: 'المستشعرات', subtitle: 'الحركة والرطوبة والحرارة والتيار والضغط' },
      it: { title: 'Sensori', subtitle: 'Movimento, umidità, temperatura, corrente e pressione' },
    },
  },
  {
    top: 'Connectors, Interconnects',
    text: {
      en: { title: 'Connectors', subtitle: 'Headers, USB, terminal blocks and sockets' },
      zh: { title: '连接器', subtitle: '排针、USB、接线端子与插座' },
      tw: { title: '連接器', subtitle: '排針、USB、接線端子與插座' },
      jp: { title: 'コネクタ', subtitle: 'ピンヘッダ、USB、端子台、ソケット' },
      ko: { title: '커넥터', subtitle: '헤더, USB, 터미널 블록, 소켓' },
      de: { title: 'Steckverbinder', subtitle: 'Stiftleisten, USB, Klemmen und Sockel' },
      ru: { title: 'Разъёмы', subtitle: 'Штыревые разъёмы, USB, клеммники и панели' },
      fr: { title: 'Connecteurs', subtitle: 'Barrettes, USB, borniers et supports' },
      ar: { title: 'الموصلات', subtitle: 'رؤوس التوصيل و USB وكتل الأطراف والمقابس' },
      it: { title: 'Connettori', subtitle: 'Strip, USB, morsettiere e zoccoli' },
    },
  },
  {
    top: 'Optoelectronics',
    text: {
      en: { title: 'Optoelectronics', subtitle: 'LEDs, displays and emitters' },
      zh: { title: '光电器件', subtitle: 'LED、显示器与发射器' },
      tw: { title: '光電元件', subtitle: 'LED、顯示器與發射器' },
      jp: { title: 'オプトエレクトロニクス', subtitle: 'LED、ディスプレイ、エミッタ' },
      ko: { title: '광전자 부품', subtitle: 'LED, 디스플레이, 이미터' },
      de: { title: 'Optoelektronik', subtitle: 'LEDs, Anzeigen und Emitter' },
      ru: { title: 'Оптоэлектроника', subtitle: 'Светодиоды, дисплеи и излучатели' },
      fr: { title: 'Optoélectronique', subtitle: 'LED, afficheurs et émetteurs' },
      ar: { title: 'الإلكترونيات الضوئية', subtitle: 'مصابيح LED والشاشات والمرسلات' },
      it: { title: 'Optoelettronica', subtitle: 'LED, display ed emettitori' },
    },
  },
]

/**
 * News (content domain, by id) related to whole categories: lead times and RoHS for everything,
 * counterfeit inspection and moisture handling for semiconductors, the humidity sensor launch for
 * sensors. Parts inherit their category's links (product page: related blog).
 */
export const CATEGORY_BLOGS: { top: string | '*'; news: number[] }[] = [
  { top: '*', news: [3, 4] },
  { top: 'Integrated Circuits (ICs)', news: [2, 1] },
  { top: 'Discrete Semiconductor Products', news: [2, 1] },
  { top: 'Sensors, Transducers', news: [7, 1] },
  { top: 'Optoelectronics', news: [1] },
  { top: 'Capacitors', news: [6] },
  { top: 'Resistors', news: [6] },
]
