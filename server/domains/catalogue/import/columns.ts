/**
 * The columns of a supplier's offer feed, found by their header in the ten languages: the shared
 * header words of the sheet reader (sheets/headers.ts: part number, manufacturer, description,
 * package, date code) and the feed's own (stock, minimum, multiple, prices and price breaks, lead
 * time, stock location, category, datasheet and picture links), with parameter columns named as
 * the catalogue's parameters are (in any language). Data and pure functions.
 */
import type { FeedKind, FeedMapping } from '../../../../contract/admin/import'
import { headerKey, matchHeader } from '../../sheets/headers'

/** Header words of the feed's own columns (compared by headerKey: case and punctuation do not matter). */
const FEED_WORDS: Partial<Record<FeedKind, string>> = {
  stock: [
    'Stock | In Stock | Stock Qty | Stock Quantity | Qty Available | Quantity Available | Available | Availability',
    'On Hand | Qty On Hand | Inventory | Stock Level | Free Stock',
    '库存 | 库存数量 | 现货 | 现货库存 | 可用库存 | 庫存 | 庫存數量 | 現貨 | 在庫 | 在庫数 | 在庫数量 | 재고 | 재고수량 | 재고 수량',
    'Lagerbestand | Bestand | Lager | Verfügbar | Verfügbarkeit | Lagermenge | Остаток | Наличие | Склад | Количество на складе',
    'Stock disponible | Disponible | Quantité en stock | المخزون | الكمية المتوفرة | متوفر | Giacenza | Disponibilità | Magazzino',
  ].join(' | '),
  moq: [
    'MOQ | Min Qty | Minimum | Minimum Order | Minimum Order Quantity | Min Order | Min Order Qty | Min',
    '最小起订量 | 起订量 | 最小订购量 | 最小包装 | 最小起訂量 | 起訂量 | 最小注文数 | 最低注文数量 | 최소주문수량 | 최소 주문 수량 | 최소수량',
    'Mindestmenge | Mindestbestellmenge | Min. Menge | Мин. партия | Минимальная партия | Мин. заказ | Минимальный заказ',
    'Quantité minimum | Qté min | Commande minimum | الحد الأدنى | الحد الأدنى للطلب | Quantità minima | Ordine minimo | Minimo',
  ].join(' | '),
  multiple: [
    'Multiple | Order Multiple | Mult | Multiples | Increment | Order Increment | Pack Qty | Package Qty',
    '倍数 | 订购倍数 | 包装数量 | 倍數 | 訂購倍數 | 発注単位 | 注文単位 | 入数 | 주문단위 | 배수',
    'Vielfaches | Verpackungseinheit | VPE | Bestellvielfaches | Кратность | Кратность заказа',
    'Multiple de commande | Conditionnement | مضاعفات الطلب | المضاعف | Multiplo | Multiplo ordine | Confezione',
  ].join(' | '),
  price: [
    'Price | Unit Price | Price (USD) | Unit Price (USD) | Price USD | Cost | Unit Cost',
    '单价 | 价格 | 单价(USD) | 單價 | 價格 | 単価 | 価格 | 단가 | 가격',
    'Preis | Stückpreis | Einzelpreis | Preis (USD) | Цена | Цена за шт | Цена, USD',
    'Prix | Prix unitaire | السعر | سعر الوحدة | Prezzo | Prezzo unitario',
  ].join(' | '),
  priceTiers: [
    'Price Breaks | Price Tiers | Price Break | Tier Prices | Pricing | Prices | Volume Pricing | Break Prices',
    '阶梯价 | 阶梯价格 | 价格梯度 | 階梯價 | 階梯價格 | 価格帯 | 数量別単価 | 단계별 가격 | 수량별 단가',
    'Staffelpreise | Preisstaffel | Staffelpreis | Ценовые уровни | Цены | Тарифная сетка',
    'Prix par quantité | Paliers de prix | Tarifs dégressifs | شرائح الأسعار | أسعار الكميات | Prezzi a scaglioni | Scaglioni di prezzo',
  ].join(' | '),
  leadTime: [
    'Lead Time | Leadtime | Factory Lead Time | Lead Time (weeks) | Lead Time Weeks | Delivery Time',
    '交期 | 货期 | 生产周期 | 交貨期 | 貨期 | 納期 | リードタイム | 리드타임 | 납기',
    'Lieferzeit | Wiederbeschaffungszeit | Срок поставки | Срок производства',
    'Délai | Délai de livraison | Délai usine | مدة التوريد | مهلة التسليم | Tempi di consegna | Lead time fabbrica',
  ].join(' | '),
  stockLocation: [
    'Stock Location | Location | Warehouse | Ship From | Stock Site | Origin',
    '库存地 | 仓库 | 发货地 | 庫存地 | 倉庫 | 發貨地 | 在庫場所 | 倉庫 | 出荷元 | 재고 위치 | 창고 | 출고지',
    'Lagerort | Standort | Versand ab | Местоположение склада | Склад отгрузки',
    'Entrepôt | Lieu de stock | Expédié de | الموقع | المستودع | موقع المخزون | Ubicazione | Sede magazzino',
  ].join(' | '),
  category: [
    'Category | Categories | Product Category | Family | Product Family | Product Type | Group',
    '类别 | 分类 | 产品分类 | 类目 | 類別 | 分類 | 產品分類 | カテゴリ | カテゴリー | 分類 | 카테고리 | 분류 | 제품군',
    'Kategorie | Produktkategorie | Warengruppe | Категория | Группа | Семейство',
    'Catégorie | Famille | الفئة | التصنيف | فئة المنتج | Categoria | Famiglia',
  ].join(' | '),
  datasheet: [
    'Datasheet | Data Sheet | Datasheet URL | Datasheet Link | PDF | Documentation',
    '数据手册 | 规格书 | 数据表 | 資料手冊 | 規格書 | データシート | 데이터시트',
    'Datenblatt | Datenblatt-URL | Техническое описание | Даташит',
    'Fiche technique | ورقة البيانات | Scheda tecnica',
  ].join(' | '),
  picture: [
    'Picture | Image | Image URL | Picture URL | Photo | Photo URL | Thumbnail',
    '图片 | 产品图片 | 圖片 | 產品圖片 | 画像 | 製品画像 | 이미지 | 사진',
    'Bild | Bild-URL | Produktbild | Изображение | Фото',
    'Photo produit | صورة | صورة المنتج | Immagine | Foto',
  ].join(' | '),
}

const FEED_EXACT = new Map<string, FeedKind>()
for (const [kind, words] of Object.entries(FEED_WORDS) as [FeedKind, string][])
  for (const w of words.split(' | ')) {
    const key = headerKey(w)
    if (key && !FEED_EXACT.has(key)) FEED_EXACT.set(key, kind)
  }

/** The shared reader's kinds that a feed has too. */
const SHARED: Partial<Record<string, FeedKind>> = {
  mpn: 'mpn',
  manufacturer: 'manufacturer',
  description: 'description',
  package: 'package',
  dateCode: 'dateCode',
  targetPrice: 'price',
  // In a feed, a "Quantity" column is the quantity on offer.
  quantity: 'stock',
}

const BRACKETED = /\([^)]*\)|\[[^\]]*\]/g
const PRICE_WORD = /price|preis|prix|prezzo|цена|价|價|単価|価格|가격|단가|سعر/i

/** A price column of a quantity break: "Price 10+", "Preis ab 100", "单价(1+)", "1+", "@1000". The quantity, or null. */
export function tierQuantity(header: string): number | null {
  const text = header.normalize('NFKC').trim()
  if (!text || text.length > 40) return null
  const m = /(\d[\d,.]*)/.exec(text)
  if (!m) return null
  const qty = Number(m[1]!.replace(/[,.]/g, ''))
  if (!Number.isSafeInteger(qty) || qty < 1) return null
  const bare = /^\s*(?:[≥>]=?|@)?\s*\d[\d,.]*\s*(?:\+|pcs|pc)?\s*$/i.test(text) && /[≥>@+]|pc/i.test(text)
  return bare || PRICE_WORD.test(text.replace(m[0], ' ')) ? qty : null
}

export type HeaderKindMatch = { kind: FeedKind } | { tier: number } | { param: string } | null

/** The parameter keys by their names in every language (params + param_translations), headerKey'd. */
export type ParamNames = Map<string, string>

/** What a header cell names: a feed column, a price break, or a parameter. */
export function matchFeedHeader(text: string, paramNames: ParamNames): HeaderKindMatch {
  const trimmed = text.trim()
  if (!trimmed || trimmed.length > 60) return null
  const key = headerKey(trimmed)
  const bare = headerKey(trimmed.normalize('NFKC').replace(BRACKETED, ''))
  const own = FEED_EXACT.get(key) ?? FEED_EXACT.get(bare)
  if (own) return { kind: own }
  const param = paramNames.get(key) ?? paramNames.get(bare)
  if (param) return { param }
  const q = tierQuantity(trimmed)
  if (q !== null) return { tier: q }
  const shared = matchHeader(trimmed)
  if (shared && shared.kind !== 'item') {
    const kind = SHARED[shared.kind]
    if (kind && (shared.exact || shared.kind !== 'quantity')) return { kind }
  }
  return null
}

/** Rows searched for the header (title rows above it). */
export const HEADER_SEARCH_ROWS = 50

/**
 * The header row among the first rows: the one naming the most different feed columns (at least
 * two, one of them the part number). -1 when none does.
 */
export function findFeedHeader(rows: readonly string[][], paramNames: ParamNames): number {
  let best = { row: -1, score: 0 }
  for (let r = 0; r < Math.min(rows.length, HEADER_SEARCH_ROWS); r++) {
    const kinds = new Set<string>()
    for (const cell of rows[r]!) {
      const m = matchFeedHeader(cell, paramNames)
      if (!m) continue
      kinds.add('kind' in m ? m.kind : 'tier' in m ? `tier${m.tier}` : `param:${m.param}`)
    }
    if (kinds.size < 2 || !kinds.has('mpn')) continue
    if (kinds.size > best.score) best = { row: r, score: kinds.size }
  }
  return best.row
}

/** The mapping a header row proposes (the first column of a kind wins). */
export function detectFeedMapping(rows: readonly string[][], paramNames: ParamNames): FeedMapping {
  const headerRow = findFeedHeader(rows, paramNames)
  const mapping: FeedMapping = { header_row: headerRow, columns: {}, tiers: [], params: [] }
  if (headerRow < 0) return mapping
  const seenTiers = new Set<number>()
  const seenParams = new Set<string>()
  rows[headerRow]!.forEach((cell, column) => {
    const m = matchFeedHeader(cell, paramNames)
    if (!m) return
    if ('kind' in m) {
      if (mapping.columns[m.kind] === undefined) mapping.columns[m.kind] = column
    } else if ('tier' in m) {
      if (!seenTiers.has(m.tier)) {
        mapping.tiers.push({ column, quantity: m.tier })
        seenTiers.add(m.tier)
      }
    } else if (!seenParams.has(m.param)) {
      mapping.params.push({ column, key: m.param })
      seenParams.add(m.param)
    }
  })
  mapping.tiers.sort((a, b) => a.quantity - b.quantity)
  // A "Price" column beside price-break columns is the first break.
  if (mapping.tiers.length && mapping.columns.price !== undefined) {
    const col = mapping.columns.price
    delete mapping.columns.price
    if (!mapping.tiers.some((t) => t.column === col) && !seenTiers.has(1))
      mapping.tiers.unshift({ column: col, quantity: 1 })
  }
  return mapping
}

/** Header words of languages that write decimal commas (de, fr, ru, it): numbers are read '1.000,5'. */
const DECIMAL_COMMA_WORDS = new Set(
  [
    'Lagerbestand | Bestand | Lager | Verfügbar | Mindestmenge | Preis | Stückpreis | Einzelpreis | Hersteller | Teilenummer',
    'Hersteller-Teilenummer | Beschreibung | Gehäuse | Staffelpreise | Lieferzeit | Lagerort | Kategorie | Datenblatt',
    'Остаток | Наличие | Цена | Производитель | Артикул | Описание | Корпус | Категория',
    'Prix | Prix unitaire | Fabricant | Référence fabricant | Désignation | Boîtier | Catégorie | Délai',
    'Prezzo | Prezzo unitario | Produttore | Codice produttore | Descrizione | Giacenza | Categoria',
  ]
    .flatMap((l) => l.split(' | '))
    .map(headerKey),
)

/** Whether the feed writes decimal commas: ';'-separated, or headers of a decimal-comma language. */
export function decimalCommaFeed(header: readonly string[], delimiter: string | null): boolean {
  if (delimiter === ';') return true
  return header.some((h) => DECIMAL_COMMA_WORDS.has(headerKey(h)) || /ab\s*\d/i.test(h))
}
