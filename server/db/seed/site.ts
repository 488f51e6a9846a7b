import type { Locale } from '../../../locales/locales'
import { locales } from '../../../locales/locales'

/** Demo site configuration (spec §3). Empty analytics ids: analytics load only when configured. */
export const demoConfig: Record<string, unknown> = {
  logo_head: '/logo.svg',
  logo_foot: '/logo-light.svg',
  logo_admin: '/logo.svg',
  website_home: 'http://localhost:3000',
  website_admin: '',
  contact_tel: '+8675586001234',
  contact_email: 'sales@chipshop.example',
  contact_whatsApp: '+8613800138000',
  contact_skype: '',
  contact_weChat_img: '',
  // The shop's own pages on social networks, when it has them: the footer shows only those set.
  socialize_facebook: '',
  socialize_twitter: '',
  socialize_instagram: '',
  socialize_linkedin: '',
  socialize_youtube: '',
  trustpilot_business_unit_id: '',
  trustpilot_template_id: '',
  company_address: 'Room 1801, Electronics Technology Building, Futian District, Shenzhen, China',
  company_name: 'ChipShop Electronics Co., Ltd.',
  google_measurement_id: '',
  google_tagmanager_id: '',
  share_property_id: '',
  WhitelistedDomain: [
    'www.ti.com',
    'www.st.com',
    'www.analog.com',
    'www.microchip.com',
    'www.nxp.com',
    'www.onsemi.com',
    'www.infineon.com',
    'www.vishay.com',
    'www.murata.com',
    'product.tdk.com',
    'www.digikey.com',
    'cdn.sparkfun.com',
    'www.parallax.com',
    'www.kemet.com',
    'www.yageo.com',
    'www.molex.com',
    'www.te.com',
    'www.bourns.com',
    'www.diodes.com',
    'www.renesas.com',
  ],
}

export const demoLanguages = locales.map((l, i) => ({
  lang: l.code,
  name: l.name,
  icon: `/flags/${l.code}.svg`,
  sort: i,
}))

type Text<T> = Partial<Record<Locale, T>> & { en: T }

export const demoSeo: Text<{ title: string; keyword: string; description: string }> = {
  en: {
    title: 'ChipShop – Electronic Components and Sensors Distributor',
    keyword: 'electronic components, IC chips, sensors, distributor, BOM, RFQ, datasheet',
    description:
      'Find electronic components by part number: 30 million product units, price tiers, datasheets, BOM matching and quotes within 12 working hours.',
  },
  zh: {
    title: 'ChipShop – 电子元器件、芯片与传感器分销商',
    keyword: '电子元器件, IC 芯片, 传感器, 分销商, BOM, 询价, 数据手册',
    description: '按型号快速查找电子元器件：3000 万件标准品，阶梯价格、数据手册、BOM 匹配，12 个工作小时内报价。',
  },
  tw: {
    title: 'ChipShop – 電子元件、晶片與感測器經銷商',
    keyword: '電子元件, IC 晶片, 感測器, 經銷商, BOM, 詢價, 規格書',
    description: '依料號快速搜尋電子元件：3000 萬件標準品，階梯價格、規格書、BOM 比對，12 個工作小時內報價。',
  },
  jp: {
    title: 'ChipShop – 電子部品・半導体・センサーの専門商社',
    keyword: '電子部品, ICチップ, センサー, 商社, BOM, 見積, データシート',
    description:
      '型番で電子部品をすばやく検索：3000万個の標準品、数量別価格、データシート、BOM照合、12営業時間以内のお見積り。',
  },
  ko: {
    title: 'ChipShop – 전자 부품, 칩 및 센서 유통업체',
    keyword: '전자 부품, IC 칩, 센서, 유통업체, BOM, 견적, 데이터시트',
    description:
      '부품 번호로 전자 부품을 빠르게 검색하세요: 3천만 개 표준 제품, 수량별 가격, 데이터시트, BOM 매칭, 12 영업시간 내 견적.',
  },
  de: {
    title: 'ChipShop – Distributor für Bauteile, Chips und Sensoren',
    keyword: 'elektronische Bauteile, IC-Chips, Sensoren, Distributor, Stückliste, BOM, Preisanfrage, Datenblatt',
    description:
      'Elektronische Bauteile per Teilenummer finden: 30 Millionen Einheiten, Preisstaffeln, Datenblätter, BOM-Abgleich und Angebote binnen 12 Arbeitsstunden.',
  },
  ru: {
    title: 'ChipShop — дистрибьютор электронных компонентов и датчиков',
    keyword: 'электронные компоненты, микросхемы, датчики, дистрибьютор, BOM, запрос цены, даташит',
    description:
      'Поиск электронных компонентов по номеру: 30 млн единиц продукции, ценовые уровни, даташиты, подбор по BOM и предложение за 12 рабочих часов.',
  },
  fr: {
    title: 'ChipShop – Distributeur de composants, puces et capteurs',
    keyword:
      'composants électroniques, circuits intégrés, capteurs, distributeur, nomenclature, BOM, devis, fiche technique',
    description:
      'Trouvez vos composants par référence : 30 millions d’unités, prix dégressifs, fiches techniques, analyse de BOM et devis sous 12 heures ouvrées.',
  },
  ar: {
    title: 'ChipShop – موزّع المكونات الإلكترونية والرقائق والمستشعرات',
    keyword: 'مكونات إلكترونية, رقائق, دوائر متكاملة, مستشعرات, موزع, قائمة المواد, طلب تسعير, ورقة البيانات',
    description:
      'ابحث عن المكونات الإلكترونية برقم القطعة: 30 مليون وحدة، وأسعار متدرجة، وأوراق بيانات، ومطابقة قوائم المواد، وعروض أسعار خلال 12 ساعة عمل.',
  },
  it: {
    title: 'ChipShop – Distributore di componenti, chip e sensori',
    keyword:
      'componenti elettronici, chip, circuiti integrati, sensori, distributore, distinta base, BOM, RFQ, datasheet',
    description:
      'Trova componenti elettronici per codice: 30 milioni di unità, prezzi a scaglioni, datasheet, confronto BOM e offerte entro 12 ore lavorative.',
  },
}

/** feedback_type options: id 1 is preselected in the dialog. */
export const demoFeedbackTypes: { id: number; label: Text<string> }[] = [
  {
    id: 1,
    label: {
      en: 'Product inquiry',
      zh: '产品咨询',
      tw: '產品諮詢',
      jp: '製品に関するお問い合わせ',
      ko: '제품 문의',
      de: 'Produktanfrage',
      ru: 'Вопрос о продукции',
      fr: 'Question sur un produit',
      ar: 'استفسار عن منتج',
      it: 'Informazioni sui prodotti',
    },
  },
  {
    id: 2,
    label: {
      en: 'Order and delivery',
      zh: '订单与配送',
      tw: '訂單與配送',
      jp: 'ご注文・配送',
      ko: '주문 및 배송',
      de: 'Bestellung und Lieferung',
      ru: 'Заказ и доставка',
      fr: 'Commande et livraison',
      ar: 'الطلب والتوصيل',
      it: 'Ordine e consegna',
    },
  },
  {
    id: 3,
    label: {
      en: 'Payment and invoice',
      zh: '付款与发票',
      tw: '付款與發票',
      jp: 'お支払い・請求書',
      ko: '결제 및 인보이스',
      de: 'Zahlung und Rechnung',
      ru: 'Оплата и счёт',
      fr: 'Paiement et facture',
      ar: 'الدفع والفاتورة',
      it: 'Pagamento e fattura',
    },
  },
  {
    id: 4,
    label: {
      en: 'Website problem',
      zh: '网站问题',
      tw: '網站問題',
      jp: 'ウェブサイトの不具合',
      ko: '웹사이트 문제',
      de: 'Problem mit der Website',
      ru: 'Проблема с сайтом',
      fr: 'Problème sur le site',
      ar: 'مشكلة في الموقع',
      it: 'Problema con il sito',
    },
  },
  {
    id: 5,
    label: {
      en: 'Suggestion',
      zh: '建议',
      tw: '建議',
      jp: 'ご提案',
      ko: '제안',
      de: 'Vorschlag',
      ru: 'Предложение',
      fr: 'Suggestion',
      ar: 'اقتراح',
      it: 'Suggerimento',
    },
  },
  {
    id: 6,
    label: {
      en: 'Other',
      zh: '其他',
      tw: '其他',
      jp: 'その他',
      ko: '기타',
      de: 'Sonstiges',
      ru: 'Другое',
      fr: 'Autre',
      ar: 'أخرى',
      it: 'Altro',
    },
  },
]

/** Key figures of spec §1 (footer claims): the value and a short caption that reads after or under it. */
export const demoLabels: { key: string; value: string; text: Text<string> }[] = [
  {
    key: 'daily_rfqs',
    value: '2000+',
    text: {
      en: 'daily RFQs',
      zh: '每日询价',
      tw: '每日詢價',
      jp: '1日の見積依頼',
      ko: '일일 견적 요청',
      de: 'Anfragen täglich',
      ru: 'запросов цены в день',
      fr: 'demandes de devis par jour',
      ar: 'طلب تسعير يوميًا',
      it: 'richieste di offerta al giorno',
    },
  },
  {
    // The value is what the catalogue holds, counted when it is seeded (seed/catalogue refreshDemoFigures).
    key: 'parts_in_stock',
    value: '0',
    text: {
      en: 'part numbers in stock',
      zh: '种现货型号',
      tw: '種現貨型號',
      jp: '品番を在庫',
      ko: '개 품번 재고 보유',
      de: 'Teilenummern auf Lager',
      ru: 'позиций в наличии',
      fr: 'références en stock',
      ar: 'رقم قطعة متوفر في المخزون',
      it: 'codici disponibili a magazzino',
    },
  },
  {
    // The value is what the catalogue holds, counted when it is seeded (seed/catalogue refreshDemoFigures).
    key: 'manufacturers',
    value: '0',
    text: {
      en: 'manufacturers',
      zh: '制造商',
      tw: '製造商',
      jp: 'メーカー',
      ko: '제조사',
      de: 'Hersteller',
      ru: 'производителей',
      fr: 'fabricants',
      ar: 'مصنّع',
      it: 'produttori',
    },
  },
  {
    key: 'warehouse',
    value: '15,000 m²',
    text: {
      en: 'warehouse',
      zh: '仓库',
      tw: '倉庫',
      jp: '倉庫',
      ko: '창고',
      de: 'Lagerfläche',
      ru: 'склад',
      fr: 'd’entrepôt',
      ar: 'مساحة المستودع',
      it: 'di magazzino',
    },
  },
]
