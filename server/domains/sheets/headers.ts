import type { ColumnKind } from './types'

/**
 * Column header words as buyers and distributors write them, per column kind, in the ten
 * languages of the shop. Data, not logic: add a spelling here when a file shows a new one.
 * Headers are compared normalized (see headerKey: case, spaces and punctuation do not matter, so
 * 'Mfr. Part #' is 'mfrpartno'); a text in brackets is tried with and without ('Quantity (pcs)').
 *
 * 'item' is a line-number column (No., #, 序号): recognised so that it counts towards finding the
 * header row and is never taken for a quantity, but not read into lines.
 */
const WORDS: Record<ColumnKind | 'item', string[]> = {
  mpn: [
    // en and distributors
    'Part Number | Part No | Part # | Part | Parts | P/N | PN | MPN | Part Num | PartNo',
    'Mfr Part Number | Mfr. Part # | Mfr Part No | Mfr P/N | Mfr PN | Mfr Part | Mfr. # | Mfr #',
    'MFG Part Number | Mfg P/N | MFG PN | Mfg Part # | Mfg Part No | MFR_PN | Manufacturer_PN',
    'Manufacturer Part Number | Manufacturer Part No | Manufacturer Part # | Manufacturer P/N',
    'Manufacturer PN | Manufacturer Part | Manufacturer Number | Manufacturer Part Num',
    'Model | Model Number | Model No | Part Model | Component | Device | Type',
    'Vendor Part Number | Original Part Number',
    // zh, tw
    '型号 | 规格型号 | 型号规格 | 物料型号 | 器件型号 | 元件型号 | 元器件型号 | 制造商型号 | 厂家型号',
    '原厂型号 | 产品型号 | 零件型号 | 制造商料号 | 原厂料号 | 规格/型号 | 型号/规格',
    '型號 | 規格型號 | 型號規格 | 物料型號 | 器件型號 | 元件型號 | 製造商型號 | 廠商型號 | 原廠型號 | 產品型號 | 零件型號 | 製造商料號 | 原廠料號 | 規格/型號',
    // jp
    '型番 | メーカー型番 | メーカー品番 | 部品型番 | 品番 | 型式 | 製品型番 | 部品番号 | 部品品番',
    // ko
    '부품번호 | 품번 | 제조사 부품번호 | 제조사부품번호 | 제조사 품번 | 모델명 | 모델 | 파트넘버 | 파트 번호',
    // de
    'Hersteller-Teilenummer | Herstellerteilenummer | Herst.-Teilenr. | Hersteller-Artikelnummer',
    'Herstellerartikelnummer | Herstellernummer | Hersteller-Nr. | Teilenummer | Teile-Nr. | Teilenr.',
    'Typ | Typenbezeichnung | Bauteil',
    // ru
    'Артикул | Номер детали | Парт-номер | Партномер | Парт номер | Модель | Код производителя',
    'Артикул производителя | Номер производителя | Тип',
    // fr
    'Référence fabricant | Réf. fabricant | Référence | Réf. | Référence constructeur | Numéro de pièce',
    'Code fabricant | Référence du fabricant | Modèle',
    // ar
    'رقم القطعة | رقم الجزء | رقم قطعة الشركة المصنعة | رقم القطعة لدى الشركة المصنعة | رقم المنتج | الطراز',
    'الموديل',
    // it
    'Codice produttore | Codice articolo produttore | Codice costruttore | Numero parte | Codice parte',
    'Codice componente | Modello | Part number produttore',
  ],
  manufacturer: [
    'Manufacturer | Manufacturer Name | Mfr | Mfr. | Mfr Name | MFG | Mfg Name | Manufacture | Maker',
    'Brand | Make | Producer | Manufacturer/Brand | Vendor',
    '品牌 | 制造商 | 厂家 | 厂商 | 生产厂家 | 生产商 | 制造厂商 | 原厂 | 厂牌 | 品牌/厂家 | 制造商/品牌 | 製造商 | 廠牌 | 廠商 | 製造廠商 | 生產廠商 | 廠家 | 原廠',
    'メーカー | メーカー名 | 製造元 | 製造者 | ブランド | 製造メーカー | 제조사 | 제조업체 | 메이커 | 브랜드 | 제조사명 | 제조회사',
    'Hersteller | Herst. | Fabrikat | Marke | Производитель | Изготовитель | Бренд | Произв.',
    'Fabricant | Constructeur | Marque | الشركة المصنعة | المصنع | الصانع | العلامة التجارية | الشركة الصانعة',
    'Produttore | Costruttore | Marca',
  ],
  quantity: [
    'Quantity | Qty | Qty. | Quantities | Quantity Per | Qty Per | Qty per Board | Qty/Board | Count',
    'Pcs | Order Qty | Req Qty | Required Qty | Required Quantity | Quantity Required | QTY Needed',
    'Number | Quantity per Unit | Usage',
    '数量 | 用量 | 需求数量 | 采购数量 | 单机用量 | 单板用量 | 个数 | 需求量 | 总数量 | 数量/pcs | 數量 | 需求數量 | 採購數量 | 單機用量 | 個數 | 總數量',
    '個数 | 員数 | 必要数 | 使用数 | 数量(個) | 수량 | 소요량 | 필요수량 | 개수 | 필요 수량 | 주문수량',
    'Menge | Anzahl | Stückzahl | Stück | Stk | Stk. | Bedarf',
    'Количество | Кол-во | Кол. | Шт | Шт. | Кол-во, шт | Quantité | Qté | Qte | Nombre | Quantité requise',
    'الكمية | العدد | الكمية المطلوبة | Quantità | Qtà | Q.tà | Pezzi | Numero pezzi | Q.ta',
  ],
  designators: [
    'Designator | Designators | Reference | References | Reference Designator | Reference Designators',
    'Ref Des | RefDes | Ref | Refs | Ref. | Part Reference | Part References | Location | Locations',
    'Ref Designator | Ref. Designators | Placement | Positions',
    '位号 | 位置号 | 元件位号 | 标号 | 位号/位置 | 器件位号 | 位號 | 零件位置 | 元件位號 | 標號 | リファレンス | 部品記号 | 回路記号 | 記号 | シンボル | 部品番号記号',
    '부품위치 | 위치 | 레퍼런스 | 참조 | 부품 위치',
    'Referenz | Bestückungsposition | Bezeichner | Bauteilbezeichner | Kennzeichen | Bauteilreferenz',
    'Позиционное обозначение | Поз. обозначение | Поз. обозн. | Обозначение | Позиция',
    'Repère | Repères | Repère topologique | المرجع | رمز المكون | المعرّف | المعرف | موقع المكون',
    'Riferimento | Riferimenti | Designatore | Designatori | Sigla',
  ],
  description: [
    'Description | Desc | Desc. | Part Description | Item Description | Comment | Value | Specification',
    'Spec | Specs | Details | Parameters | Part Name | Name | Component Description | Title',
    '描述 | 说明 | 规格描述 | 物料描述 | 名称 | 品名 | 参数 | 规格参数 | 规格 | 物料名称 | 元件名称',
    '器件描述 | 产品描述 | 說明 | 規格描述 | 名稱 | 參數 | 規格 | 物料名稱 | 產品描述 | 説明 | 仕様 | 名称 | 概要 | 摘要 | 部品名 | 値',
    '설명 | 사양 | 품명 | 규격 | 부품명 | 규격설명 | Beschreibung | Bezeichnung | Wert | Artikelbezeichnung | Benennung',
    'Описание | Наименование | Характеристики | Номинал | Désignation | Valeur | Libellé',
    'الوصف | الوصف الفني | الاسم | المواصفات | Descrizione | Valore | Denominazione',
  ],
  customerRef: [
    'Customer Part Number | Customer PN | Customer P/N | Customer Part # | Customer Reference | Cust PN',
    'Cust. Part # | Internal Part Number | Internal PN | Internal P/N | Your Reference | Our Part Number',
    'Company Part Number | CPN | Stock Code | Item Code | Item Number | SKU | Customer Ref',
    '客户料号 | 料号 | 物料编码 | 物料号 | 内部料号 | 物料代码 | 客户编码 | 物料编号 | 客户型号 | 客戶料號 | 料號 | 物料編碼 | 品號 | 物料編號 | 內部料號',
    '社内品番 | 社内コード | 客先品番 | 管理番号 | 品目コード | 社内部品番号 | 고객품번 | 자재코드 | 품목코드 | 내부품번 | 고객 품번',
    'Kundenteilenummer | Kunden-Teilenummer | Materialnummer | Sachnummer | Interne Nummer | Ihre Referenz',
    'Kunden-Nr. | Artikelnummer | Art.-Nr.',
    'Код заказчика | Внутренний код | Код клиента | Номенклатурный номер | Код',
    'Référence client | Réf. client | Référence interne | Code article',
    'رقم العميل | مرجع العميل | الرمز الداخلي | رمز الصنف',
    'Codice cliente | Codice interno | Riferimento cliente | Codice articolo',
  ],
  package: [
    'Package | Footprint | Case | Package / Case | Case/Package | Pkg | Package Type | Packaging Type',
    '封装 | 封装形式 | 封装/规格 | 封裝 | 封裝形式 | パッケージ | 外形 | フットプリント | パッケージ名 | 패키지 | 풋프린트 | 케이스',
    'Gehäuse | Bauform | Gehäuseform | Footprint/Gehäuse | Корпус | Тип корпуса | Boîtier | Empreinte',
    'الحزمة | الغلاف | نوع الغلاف | Contenitore | Involucro',
  ],
  targetPrice: [
    'Target Price | Unit Price | Price | Target | Target Unit Price | Target Price (USD) | Price (USD)',
    '目标价 | 目标价格 | 单价 | 目标单价 | 目標價 | 目標價格 | 單價 | 目標価格 | 単価 | 希望単価 | 목표가 | 목표가격 | 단가 | 목표 단가',
    'Zielpreis | Stückpreis | Preis | Einzelpreis | Целевая цена | Цена | Цена за шт',
    'Prix cible | Prix unitaire | Prix | السعر المستهدف | سعر الوحدة | السعر',
    'Prezzo obiettivo | Prezzo target | Prezzo unitario | Prezzo',
  ],
  supplierPn: [
    'Digi-Key Part Number | DigiKey Part Number | Digi-Key PN | DigiKey PN | Digi-Key # | Digikey #',
    'Digi-Key Part # | DK PN | DK Part # | Mouser Part Number | Mouser No | Mouser # | Mouser PN',
    'Mouser Part # | LCSC Part # | LCSC Part Number | LCSC | JLCPCB Part # | Supplier Part Number',
    'Supplier PN | Supplier P/N | Supplier Part # | Distributor Part Number | Distributor PN',
    'Farnell Part Number | Farnell | Newark Part Number | Arrow Part Number | SPN | Order Code',
    'Supplier Part | Vendor PN | Vendor P/N | 供应商料号 | 供应商编号 | 商城编号 | 立创编号 | 立创商城编号 | 供應商料號 | 供應商編號',
    '販売店品番 | 商社品番 | 仕入先品番 | 代理店品番 | 공급사 부품번호 | 공급업체 부품번호 | 공급사 품번',
    'Lieferantennummer | Lieferanten-Teilenummer | Lieferanten-Artikelnummer | Bestellnummer | Best.-Nr.',
    'Код поставщика | Артикул поставщика | Код заказа',
    'Référence fournisseur | Réf. fournisseur | Code commande | رقم المورد | رقم القطعة لدى المورد',
    'Codice fornitore | Codice ordine | Codice distributore',
  ],
  dateCode: [
    'Date Code | D/C | DC | Datecode | Date Code (D/C) | 批号 | 年份 | 生产日期 | 批次 | 批號 | 生產日期 | デートコード | ロット | 製造年',
    '데이트코드 | 제조일자 | 제조년도 | Datumscode | Date-Code | Herstelldatum | Дата производства | Код даты | Год выпуска',
    'Code date | Code de date | رمز التاريخ | تاريخ الإنتاج | Codice data | Data di produzione',
  ],
  item: [
    'No | No. | # | Item | Item No | Line | Line No | Pos | Pos. | Index | S/N | SN | Sr No',
    '序号 | 序號 | 項番 | No | 번호 | 순번 | Nr. | Lfd. Nr. | № | № п/п | N° | Ligne | الرقم | Riga | N. | Posizione',
  ],
}

const NOT_WORD = /[^\p{L}\p{N}]+/gu
const BRACKETED = /\([^)]*\)|\[[^\]]*\]/g

/**
 * 'Mfr. Part #' → 'mfrpartno': NFKC (full-width forms), lower case, '#' and '№' read as 'no'
 * (Mouser's 'Mfr. #' is a part number, 'Mfr.' a maker), letters and digits only.
 */
export function headerKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[#№]/g, 'no').replace(NOT_WORD, '')
}

type HeaderKind = ColumnKind | 'item'

/** The header words per kind, each spelling on its own. */
export const HEADER_WORDS = Object.fromEntries(
  Object.entries(WORDS).map(([kind, lists]) => [kind, lists.flatMap((list) => list.split(' | '))]),
) as Record<HeaderKind, string[]>

const EXACT = new Map<string, HeaderKind>()
for (const [kind, words] of Object.entries(HEADER_WORDS) as [HeaderKind, string[]][]) {
  for (const word of words) {
    const key = headerKey(word)
    // The first kind listed for a spelling wins (a word in two lists is read as the first).
    if (key && !EXACT.has(key)) EXACT.set(key, kind)
  }
}
/** Longest keys first, for the partial match ('qtyperboard' starts with 'qtyper' before 'qty'). */
const BY_LENGTH = [...EXACT.keys()].filter((k) => k.length >= 2).sort((a, b) => b.length - a.length)

export type HeaderMatch = { kind: HeaderKind; exact: boolean }

/**
 * The column kind a header cell names: an exact spelling of the table (also with its bracketed
 * part left out), or else a cell that begins or ends with one (longest first; 'Qty per board',
 * 'Manufacturer Name') as a partial match. Texts longer than a header are not headers (titles).
 */
export function matchHeader(text: string): HeaderMatch | null {
  const trimmed = text.trim()
  if (!trimmed || trimmed.length > 60) return null
  const key = headerKey(trimmed)
  if (!key) return null
  const exact = EXACT.get(key) ?? EXACT.get(headerKey(trimmed.normalize('NFKC').replace(BRACKETED, '')))
  if (exact) return { kind: exact, exact: true }
  if (key.length > 30) return null
  for (const word of BY_LENGTH) {
    if (word.length < 3 && !/[^\p{Script=Latin}\p{N}]/u.test(word)) continue
    if (key.length - word.length > 14) continue
    if (key.startsWith(word) || key.endsWith(word)) return { kind: EXACT.get(word)!, exact: false }
  }
  return null
}
