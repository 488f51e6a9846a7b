import type { PAGE_IDS } from '../../../contract/content'
import type { Locale } from '../../../locales/locales'
import { localeCodes } from '../../../locales/locales'

type Text<T> = Partial<Record<Locale, T>> & { en: T }
type PageText = { title: string; description: string; content: string }
type PageId = (typeof PAGE_IDS)[number]
type Meta = { title: string; description: string }

/**
 * Demo content of the shop: the company and policy pages (/api/config/getPage/{id}) and the news.
 *
 * Every page has its title and description (the meta description, at most 160 characters) in all
 * ten languages. The full text of `about`, `how-to-buy` and `shipping-delivering` is also in German
 * and Simplified Chinese; elsewhere a translated row carries the English text, by design (the page
 * service picks one row per locale). Links inside a translated text carry its language prefix.
 */

// ---------------------------------------------------------------------------------------------
// Titles and meta descriptions, all locales
// ---------------------------------------------------------------------------------------------

const meta: Record<PageId, Record<Locale, Meta>> = {
  about: {
    en: {
      title: 'About Us',
      description:
        'ChipShop is a chip distributor and sensor maker founded in Shenzhen in 2011, with more than 50 product lines and more than 40 sensor types.',
    },
    zh: {
      title: '关于我们',
      description: 'ChipShop 是 2011 年成立于深圳的芯片分销商和传感器制造商，拥有 50 多条产品线和 40 多种传感器。',
    },
    tw: {
      title: '關於我們',
      description: 'ChipShop 是 2011 年成立於深圳的晶片經銷商與感測器製造商，擁有 50 多條產品線及 40 多種感測器。',
    },
    jp: {
      title: '当社について',
      description:
        'ChipShopは2011年に深圳で設立された半導体商社兼センサーメーカーです。50以上の製品ラインと40種類以上のセンサーを取り扱っています。',
    },
    ko: {
      title: '회사 소개',
      description:
        'ChipShop은 2011년 선전에서 설립된 칩 유통업체이자 센서 제조업체로, 50개 이상의 제품군과 40종 이상의 센서를 보유하고 있습니다.',
    },
    de: {
      title: 'Über uns',
      description:
        'ChipShop ist Chip-Distributor und Sensorhersteller, 2011 in Shenzhen gegründet – mit über 50 Produktlinien und mehr als 40 Sensortypen.',
    },
    ru: {
      title: 'О нас',
      description:
        'ChipShop — дистрибьютор микросхем и производитель датчиков, основанный в 2011 году в Шэньчжэне: более 50 линеек продукции и более 40 типов датчиков.',
    },
    fr: {
      title: 'À propos',
      description:
        'ChipShop, distributeur de puces et fabricant de capteurs fondé en 2011 à Shenzhen : plus de 50 gammes de produits et plus de 40 types de capteurs.',
    },
    ar: {
      title: 'من نحن',
      description:
        'ChipShop موزّع للرقائق الإلكترونية ومصنّع للمستشعرات تأسس عام 2011 في شنتشن، ويضم أكثر من 50 خط منتجات وأكثر من 40 نوعًا من المستشعرات.',
    },
    it: {
      title: 'Chi siamo',
      description:
        'ChipShop è un distributore di chip e produttore di sensori fondato nel 2011 a Shenzhen, con oltre 50 linee di prodotto e più di 40 tipi di sensori.',
    },
  },
  certification: {
    en: {
      title: 'Certifications and Quality',
      description:
        'How we protect quality: ISO 9001 quality management, ESD-safe handling, moisture control, counterfeit avoidance and RoHS/REACH documentation.',
    },
    zh: {
      title: '认证与质量',
      description:
        '我们如何保障质量：ISO 9001 质量管理体系、防静电操作、防潮管理、防假冒措施以及 RoHS/REACH 合规文件。',
    },
    tw: {
      title: '認證與品質',
      description: '我們如何確保品質：ISO 9001 品質管理系統、防靜電作業、防潮管理、防偽措施以及 RoHS/REACH 合規文件。',
    },
    jp: {
      title: '認証と品質',
      description:
        'ISO 9001品質マネジメント、静電気対策、防湿管理、偽造品対策、RoHS/REACH関連書類による品質保証の取り組み。',
    },
    ko: {
      title: '인증 및 품질',
      description: 'ISO 9001 품질경영, 정전기 방지 취급, 습기 관리, 위조품 방지 및 RoHS/REACH 문서로 품질을 지킵니다.',
    },
    de: {
      title: 'Zertifizierungen und Qualität',
      description:
        'So sichern wir Qualität: ISO-9001-Qualitätsmanagement, ESD-gerechte Handhabung, Feuchteschutz, Fälschungsabwehr und RoHS-/REACH-Dokumente.',
    },
    ru: {
      title: 'Сертификаты и качество',
      description:
        'Как мы обеспечиваем качество: система менеджмента ISO 9001, защита от ЭСР, контроль влажности, защита от подделок и документы RoHS/REACH.',
    },
    fr: {
      title: 'Certifications et qualité',
      description:
        'Notre démarche qualité : management ISO 9001, manipulation protégée ESD, contrôle de l’humidité, lutte anti-contrefaçon et documents RoHS/REACH.',
    },
    ar: {
      title: 'الشهادات والجودة',
      description:
        'كيف نحافظ على الجودة: نظام إدارة الجودة ISO 9001، والمناولة الآمنة من الكهرباء الساكنة، والتحكم في الرطوبة، ومكافحة التقليد، ووثائق RoHS وREACH.',
    },
    it: {
      title: 'Certificazioni e qualità',
      description:
        'Come garantiamo la qualità: gestione ISO 9001, manipolazione protetta ESD, controllo dell’umidità, prevenzione delle contraffazioni e documenti RoHS/REACH.',
    },
  },
  contact: {
    en: {
      title: 'Contact Us',
      description:
        'Reach ChipShop sales in Shenzhen by phone, e-mail, WhatsApp or Skype. We answer RFQs within 12 working hours and e-mails within 24 hours.',
    },
    zh: {
      title: '联系我们',
      description:
        '通过电话、电子邮件、WhatsApp 或 Skype 联系 ChipShop 深圳销售团队。询价 12 个工作小时内回复，邮件 24 小时内回复。',
    },
    tw: {
      title: '聯絡我們',
      description:
        '透過電話、電子郵件、WhatsApp 或 Skype 聯絡 ChipShop 深圳業務團隊。詢價於 12 個工作小時內回覆，郵件於 24 小時內回覆。',
    },
    jp: {
      title: 'お問い合わせ',
      description:
        '電話、メール、WhatsApp、SkypeでChipShop深圳営業部へ。見積依頼には12営業時間以内、メールには24時間以内に返信します。',
    },
    ko: {
      title: '문의하기',
      description:
        '전화, 이메일, WhatsApp 또는 Skype로 ChipShop 선전 영업팀에 문의하세요. 견적 요청은 12 영업시간, 이메일은 24시간 이내에 답변합니다.',
    },
    de: {
      title: 'Kontakt',
      description:
        'ChipShop-Vertrieb in Shenzhen per Telefon, E-Mail, WhatsApp oder Skype: Angebote binnen 12 Arbeitsstunden, Antwort auf E-Mails binnen 24 Stunden.',
    },
    ru: {
      title: 'Контакты',
      description:
        'Отдел продаж ChipShop в Шэньчжэне: телефон, e-mail, WhatsApp, Skype. Ответ на запрос цены — за 12 рабочих часов, на письма — за 24 часа.',
    },
    fr: {
      title: 'Contact',
      description:
        'Joignez le service commercial ChipShop à Shenzhen par téléphone, e-mail, WhatsApp ou Skype : devis sous 12 heures ouvrées, e-mails sous 24 heures.',
    },
    ar: {
      title: 'اتصل بنا',
      description:
        'تواصل مع فريق مبيعات ChipShop في شنتشن عبر الهاتف أو البريد الإلكتروني أو واتساب أو سكايب. نرد على طلبات التسعير خلال 12 ساعة عمل.',
    },
    it: {
      title: 'Contatti',
      description:
        'Ufficio vendite ChipShop a Shenzhen via telefono, e-mail, WhatsApp o Skype: offerte entro 12 ore lavorative, risposta alle e-mail entro 24 ore.',
    },
  },
  companyprofile: {
    en: {
      title: 'Company Profile',
      description:
        'ChipShop Electronics at a glance: founded in Shenzhen in 2011, 55% annual growth, 170+ manufacturers, 30 million units and a 15,000 m² warehouse.',
    },
    zh: {
      title: '公司简介',
      description:
        'ChipShop 电子概览：2011 年成立于深圳，年复合增长率 55%，汇集 170 多家制造商的产品，3000 万件标准品，15,000 平方米仓库。',
    },
    tw: {
      title: '公司簡介',
      description:
        'ChipShop 電子概覽：2011 年成立於深圳，年複合成長率 55%，匯集 170 多家製造商的產品，3000 萬件標準品，15,000 平方公尺倉庫。',
    },
    jp: {
      title: '会社概要',
      description:
        'ChipShop Electronicsの概要：2011年深圳で設立、年平均成長率55%、170社以上のメーカー、3000万個の標準品、15,000㎡の倉庫。',
    },
    ko: {
      title: '기업 개요',
      description:
        'ChipShop Electronics 한눈에 보기: 2011년 선전 설립, 연평균 성장률 55%, 170개 이상 제조사, 3천만 개 표준 제품, 15,000㎡ 창고.',
    },
    de: {
      title: 'Unternehmensprofil',
      description:
        'ChipShop Electronics im Überblick: 2011 in Shenzhen gegründet, 55 % jährliches Wachstum, 170+ Hersteller, 30 Mio. Bauteile, 15.000 m² Lager.',
    },
    ru: {
      title: 'Профиль компании',
      description:
        'ChipShop Electronics кратко: основана в 2011 году в Шэньчжэне, рост 55 % в год, 170+ производителей, 30 млн единиц продукции, склад 15 000 м².',
    },
    fr: {
      title: 'Présentation de l’entreprise',
      description:
        'ChipShop Electronics en bref : fondée à Shenzhen en 2011, croissance annuelle de 55 %, plus de 170 fabricants, 30 millions d’unités, entrepôt de 15 000 m².',
    },
    ar: {
      title: 'نبذة عن الشركة',
      description:
        'لمحة عن ChipShop Electronics: تأسست في شنتشن عام 2011، بنمو سنوي مركب 55%، وأكثر من 170 مصنّع، و30 مليون وحدة، ومستودع مساحته 15,000 م².',
    },
    it: {
      title: 'Profilo aziendale',
      description:
        'ChipShop Electronics in breve: fondata a Shenzhen nel 2011, crescita annua del 55%, oltre 170 produttori, 30 milioni di unità, magazzino di 15.000 m².',
    },
  },
  'cookies-policy': {
    en: {
      title: 'Cookie Policy',
      description:
        'Which cookies ChipShop sets (token, userInfo, lang), what they are for, how long they last and how you can delete them.',
    },
    zh: {
      title: 'Cookie 政策',
      description: 'ChipShop 设置哪些 Cookie（token、userInfo、lang），它们的用途、有效期以及如何删除。',
    },
    tw: {
      title: 'Cookie 政策',
      description: 'ChipShop 設定哪些 Cookie（token、userInfo、lang），其用途、有效期限以及刪除方式。',
    },
    jp: {
      title: 'Cookieポリシー',
      description: 'ChipShopが設定するCookie（token、userInfo、lang）の用途、保存期間、削除方法について説明します。',
    },
    ko: {
      title: '쿠키 정책',
      description: 'ChipShop이 설정하는 쿠키(token, userInfo, lang)의 용도, 보관 기간 및 삭제 방법을 안내합니다.',
    },
    de: {
      title: 'Cookie-Richtlinie',
      description:
        'Welche Cookies ChipShop setzt (token, userInfo, lang), wofür sie dienen, wie lange sie gespeichert bleiben und wie Sie sie löschen.',
    },
    ru: {
      title: 'Политика в отношении cookie',
      description:
        'Какие файлы cookie устанавливает ChipShop (token, userInfo, lang), для чего они нужны, сколько хранятся и как их удалить.',
    },
    fr: {
      title: 'Politique relative aux cookies',
      description:
        'Les cookies déposés par ChipShop (token, userInfo, lang) : à quoi ils servent, combien de temps ils sont conservés et comment les supprimer.',
    },
    ar: {
      title: 'سياسة ملفات تعريف الارتباط',
      description:
        'ملفات تعريف الارتباط التي يضعها ChipShop (token وuserInfo وlang): الغرض منها ومدة بقائها وكيفية حذفها.',
    },
    it: {
      title: 'Informativa sui cookie',
      description:
        'Quali cookie imposta ChipShop (token, userInfo, lang), a cosa servono, per quanto tempo restano memorizzati e come eliminarli.',
    },
  },
  'how-to-buy': {
    en: {
      title: 'How to Buy',
      description:
        'Buying at ChipShop step by step: find parts, add them to your cart or RFQ list, check out and pay in USD by wallet, credit card or wire transfer.',
    },
    zh: {
      title: '如何购买',
      description:
        '在 ChipShop 购买的步骤：查找元器件，加入购物车或询价单，结算并以美元通过电子钱包、信用卡或电汇付款。',
    },
    tw: {
      title: '如何購買',
      description: '在 ChipShop 購買的步驟：搜尋元件，加入購物車或詢價單，結帳並以美元透過電子錢包、信用卡或電匯付款。',
    },
    jp: {
      title: 'ご購入方法',
      description:
        'ChipShopでのご購入の流れ：部品を検索してカートまたは見積リストに追加し、USDで電子ウォレット、クレジットカード、銀行振込にてお支払い。',
    },
    ko: {
      title: '구매 방법',
      description:
        'ChipShop 구매 절차: 부품을 검색하고 장바구니나 견적 목록에 담은 뒤, 전자지갑, 신용카드 또는 계좌 송금으로 USD 결제하세요.',
    },
    de: {
      title: 'So kaufen Sie ein',
      description:
        'Einkaufen bei ChipShop Schritt für Schritt: Bauteile finden, in den Warenkorb oder die Anfrageliste legen, in USD per Wallet, Karte oder Überweisung zahlen.',
    },
    ru: {
      title: 'Как купить',
      description:
        'Покупка в ChipShop по шагам: найдите компоненты, добавьте их в корзину или список запросов и оплатите в USD кошельком, картой или переводом.',
    },
    fr: {
      title: 'Comment acheter',
      description:
        'Acheter chez ChipShop pas à pas : trouvez vos composants, ajoutez-les au panier ou à la liste de devis, payez en USD par portefeuille, carte ou virement.',
    },
    ar: {
      title: 'طريقة الشراء',
      description:
        'خطوات الشراء من ChipShop: ابحث عن القطع وأضفها إلى السلة أو قائمة طلبات التسعير، ثم ادفع بالدولار عبر المحفظة الإلكترونية أو البطاقة أو الحوالة.',
    },
    it: {
      title: 'Come acquistare',
      description:
        'Acquistare su ChipShop passo per passo: trova i componenti, aggiungili al carrello o alla lista RFQ e paga in USD con wallet, carta di credito o bonifico.',
    },
  },
  'privacy-policy': {
    en: {
      title: 'Privacy Policy',
      description:
        'What personal data ChipShop stores for feedback, the newsletter, customer accounts, quotations and orders, why, for how long, and your rights.',
    },
    zh: {
      title: '隐私政策',
      description: 'ChipShop 为意见反馈、新闻订阅、客户账户、询价和订单存储哪些个人数据、用途、保存期限以及您的权利。',
    },
    tw: {
      title: '隱私權政策',
      description: 'ChipShop 為意見回饋、電子報、客戶帳戶、詢價及訂單儲存哪些個人資料、用途、保存期限以及您的權利。',
    },
    jp: {
      title: 'プライバシーポリシー',
      description:
        'ChipShopがフィードバック、ニュースレター、アカウント、見積、注文のために保存する個人データ、その目的と保存期間、お客様の権利。',
    },
    ko: {
      title: '개인정보 처리방침',
      description:
        'ChipShop이 피드백, 뉴스레터, 고객 계정, 견적 및 주문을 위해 저장하는 개인정보와 그 목적, 보관 기간, 그리고 귀하의 권리.',
    },
    de: {
      title: 'Datenschutzerklärung',
      description:
        'Welche personenbezogenen Daten ChipShop für Feedback, Newsletter, Kundenkonten, Anfragen und Bestellungen speichert, warum, wie lange – und Ihre Rechte.',
    },
    ru: {
      title: 'Политика конфиденциальности',
      description:
        'Какие персональные данные ChipShop хранит для отзывов, рассылки, учётных записей, запросов и заказов, зачем и как долго, и каковы ваши права.',
    },
    fr: {
      title: 'Politique de confidentialité',
      description:
        'Les données personnelles que ChipShop conserve pour les avis, la newsletter, les comptes, les devis et les commandes : pourquoi, combien de temps, vos droits.',
    },
    ar: {
      title: 'سياسة الخصوصية',
      description:
        'البيانات الشخصية التي يحفظها ChipShop للملاحظات والنشرة الإخبارية وحسابات العملاء وطلبات التسعير والطلبات، ولماذا، وإلى متى، وما حقوقك.',
    },
    it: {
      title: 'Informativa sulla privacy',
      description:
        'Quali dati personali ChipShop conserva per feedback, newsletter, account, richieste di offerta e ordini, perché, per quanto tempo e quali sono i tuoi diritti.',
    },
  },
  refund: {
    en: {
      title: 'Returns and Refunds',
      description:
        'How to report damaged, wrong or missing parts, which goods can be returned, how to get a return authorisation and when your refund is paid.',
    },
    zh: {
      title: '退货与退款',
      description: '如何报告损坏、错发或缺少的元器件，哪些商品可以退货，如何申请退货授权，以及退款何时到账。',
    },
    tw: {
      title: '退貨與退款',
      description: '如何回報損壞、錯發或短少的元件，哪些商品可以退貨，如何申請退貨授權，以及退款何時入帳。',
    },
    jp: {
      title: '返品・返金',
      description: '破損・誤配送・欠品の報告方法、返品可能な商品、返品承認の取得方法、返金の時期についてご案内します。',
    },
    ko: {
      title: '반품 및 환불',
      description:
        '파손, 오배송 또는 누락된 부품의 신고 방법, 반품 가능한 상품, 반품 승인 절차와 환불 시기를 안내합니다.',
    },
    de: {
      title: 'Rücksendungen und Erstattungen',
      description:
        'So melden Sie beschädigte, falsche oder fehlende Teile, welche Waren wir zurücknehmen, wie Sie eine Rücksendenummer erhalten und wann wir erstatten.',
    },
    ru: {
      title: 'Возврат и возмещение',
      description:
        'Как сообщить о повреждённых, неверных или недостающих компонентах, что можно вернуть, как получить разрешение на возврат и когда вернутся деньги.',
    },
    fr: {
      title: 'Retours et remboursements',
      description:
        'Comment signaler des pièces endommagées, erronées ou manquantes, quels articles retourner, obtenir une autorisation de retour et être remboursé.',
    },
    ar: {
      title: 'الإرجاع واسترداد المبالغ',
      description:
        'كيفية الإبلاغ عن القطع التالفة أو الخاطئة أو الناقصة، والبضائع القابلة للإرجاع، والحصول على تصريح الإرجاع، وموعد استرداد المبلغ.',
    },
    it: {
      title: 'Resi e rimborsi',
      description:
        'Come segnalare componenti danneggiati, errati o mancanti, quali merci si possono restituire, come ottenere l’autorizzazione al reso e quando arriva il rimborso.',
    },
  },
  'shipping-delivering': {
    en: {
      title: 'Shipping and Delivery',
      description:
        'UPS, DHL, FedEx and SF: from USD 40 for up to 0.5 kg, SF at USD 20 to mainland China, Hong Kong and Taiwan, basic freight in 2-5 business days.',
    },
    zh: {
      title: '配送与物流',
      description:
        '通过 UPS、DHL、FedEx 和顺丰发货：0.5 公斤以内运费 40 美元起，中国大陆、香港、台湾顺丰 20 美元，基本运费 2-5 个工作日送达。',
    },
    tw: {
      title: '運送與配送',
      description:
        '透過 UPS、DHL、FedEx 及順豐出貨：0.5 公斤以內運費 40 美元起，中國大陸、香港、台灣順豐 20 美元，基本運費 2-5 個工作天送達。',
    },
    jp: {
      title: '配送について',
      description:
        'UPS、DHL、FedEx、SFで発送：0.5kgまでUSD 40から（中国本土・香港・台湾はSFでUSD 20）、基本運賃で2～5営業日でお届けします。',
    },
    ko: {
      title: '배송 안내',
      description:
        'UPS, DHL, FedEx, SF로 발송: 0.5kg까지 USD 40부터(중국 본토·홍콩·대만은 SF USD 20), 기본 운송은 영업일 기준 2~5일 소요됩니다.',
    },
    de: {
      title: 'Versand und Lieferung',
      description:
        'UPS, DHL, FedEx und SF: ab 40 USD bis 0,5 kg, SF nach Festlandchina, Hongkong und Taiwan 20 USD, Grundfracht in 2–5 Werktagen geliefert.',
    },
    ru: {
      title: 'Доставка',
      description:
        'UPS, DHL, FedEx и SF: от 40 USD за посылку до 0,5 кг, SF в материковый Китай, Гонконг и Тайвань — 20 USD, базовый тариф — 2–5 рабочих дней.',
    },
    fr: {
      title: 'Expédition et livraison',
      description:
        'UPS, DHL, FedEx et SF : dès 40 USD jusqu’à 0,5 kg, SF à 20 USD vers la Chine continentale, Hong Kong et Taïwan, livraison en 2 à 5 jours ouvrés.',
    },
    ar: {
      title: 'الشحن والتوصيل',
      description:
        'الشحن عبر UPS وDHL وFedEx وSF: من 40 دولارًا حتى 0.5 كغ، وSF بسعر 20 دولارًا إلى البر الرئيسي الصيني وهونغ كونغ وتايوان، والتسليم خلال 2-5 أيام عمل.',
    },
    it: {
      title: 'Spedizione e consegna',
      description:
        'UPS, DHL, FedEx e SF: da 40 USD fino a 0,5 kg, SF a 20 USD verso Cina continentale, Hong Kong e Taiwan, consegna in 2-5 giorni lavorativi.',
    },
  },
  'terms-conditions': {
    en: {
      title: 'Terms and Conditions',
      description:
        'The terms that apply when you buy electronic components from ChipShop: orders, prices in USD, payment, delivery, warranty, liability and export control.',
    },
    zh: {
      title: '条款与条件',
      description: '向 ChipShop 购买电子元器件时适用的条款：订单、美元价格、付款、交货、质保、责任及出口管制。',
    },
    tw: {
      title: '條款與細則',
      description: '向 ChipShop 購買電子元件時適用的條款：訂單、美元價格、付款、交貨、保固、責任及出口管制。',
    },
    jp: {
      title: 'ご利用規約',
      description:
        'ChipShopで電子部品をご購入いただく際の条件：注文、USD建て価格、お支払い、納品、保証、責任、輸出管理。',
    },
    ko: {
      title: '이용 약관',
      description:
        'ChipShop에서 전자 부품을 구매할 때 적용되는 조건: 주문, USD 가격, 결제, 배송, 보증, 책임 및 수출 통제.',
    },
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      description:
        'Die Bedingungen für Ihren Einkauf elektronischer Bauteile bei ChipShop: Bestellung, Preise in USD, Zahlung, Lieferung, Gewährleistung, Haftung, Exportkontrolle.',
    },
    ru: {
      title: 'Условия и положения',
      description:
        'Условия покупки электронных компонентов в ChipShop: заказы, цены в USD, оплата, доставка, гарантия, ответственность и экспортный контроль.',
    },
    fr: {
      title: 'Conditions générales de vente',
      description:
        'Les conditions de vos achats de composants chez ChipShop : commandes, prix en USD, paiement, livraison, garantie, responsabilité et contrôle des exportations.',
    },
    ar: {
      title: 'الشروط والأحكام',
      description:
        'الشروط المطبقة عند شراء المكونات الإلكترونية من ChipShop: الطلبات، والأسعار بالدولار، والدفع، والتسليم، والضمان، والمسؤولية، ومراقبة الصادرات.',
    },
    it: {
      title: 'Termini e condizioni',
      description:
        'Condizioni di acquisto dei componenti elettronici su ChipShop: ordini, prezzi in USD, pagamento, consegna, garanzia, responsabilità e controllo export.',
    },
  },
}

// ---------------------------------------------------------------------------------------------
// Page bodies
// ---------------------------------------------------------------------------------------------

const PART_DATA_CREDIT =
  'Part data: Digi-Key KiCad Library (Digi-Key Corporation) and Octopart Common Parts Library (Octopart), licensed CC BY-SA 4.0'

const en: Record<PageId, string> = {
  about: `<h2>Who we are</h2>
<p>ChipShop Electronics Co., Ltd. is a distributor of electronic components and a manufacturer of sensors. We were founded in 2011 in Shenzhen, China, as a small trading desk for integrated circuits and have since grown into an online shop and a sensor business that serves design engineers, purchasing teams and contract manufacturers around the world.</p>
<p>Since our founding we have grown at a compound annual rate of 55%. Today we offer more than 50 product lines and make more than 40 types of sensors ourselves.</p>
<h2>ChipShop in figures</h2>
<table>
<tbody>
<tr><th>Founded</th><td>2011, in Shenzhen</td></tr>
<tr><th>Compound annual growth</th><td>55%</td></tr>
<tr><th>Product lines</th><td>more than 50</td></tr>
<tr><th>Sensor types of our own manufacture</th><td>more than 40</td></tr>
<tr><th>Manufacturers in our catalogue</th><td>170+</td></tr>
<tr><th>Standard product units</th><td>30,000,000</td></tr>
<tr><th>Requests for quotation</th><td>2000+ per day</td></tr>
<tr><th>Warehouse</th><td>15,000 square metres</td></tr>
</tbody>
</table>
<h2>What we do</h2>
<ul>
<li><strong>Distribution:</strong> integrated circuits, discrete semiconductors, passive components, connectors, electromechanical parts and modules, from a single piece for a prototype to full reels for production.</li>
<li><strong>Sensors:</strong> temperature, humidity, pressure, gas, light and motion sensors that we design, calibrate and test in Shenzhen.</li>
<li><strong>Sourcing:</strong> requests for quotation (RFQ) and bill-of-materials (BOM) matching for parts that are hard to find, at end of life or on allocation.</li>
</ul>
<h2>How we work</h2>
<p>Every order is handled by a sales engineer who checks stock, date codes and packaging before confirming it. We reply to requests for quotation within 12 working hours and to e-mails within 24 hours. Parcels leave our warehouse with UPS, DHL, FedEx or SF Express, and you pay in US dollars through a payment wallet, by credit card or by wire transfer.</p>
<h2>Quality</h2>
<p>We buy from manufacturers, authorised distributors and audited suppliers, inspect every incoming lot, store goods in an ESD-protected and climate-controlled warehouse and keep moisture-sensitive devices dry-packed. Our <a href="/certification">certification page</a> explains the details.</p>
<h2>About the part data</h2>
<p>${PART_DATA_CREDIT}. The licence text is available at <a href="https://creativecommons.org/licenses/by-sa/4.0/" target="_blank" rel="noopener">creativecommons.org/licenses/by-sa/4.0</a>. Prices and stock levels shown with these parts are demonstration values.</p>`,

  certification: `<h2>Our commitment to quality</h2>
<p>An electronic component is only as reliable as its history. Where a part was bought, how it was stored and how it was packed decide whether it works on your board. This page describes the systems and procedures we use to protect that history, from purchasing to the parcel on your desk.</p>
<h2>Management systems and standards</h2>
<table>
<thead><tr><th>Standard</th><th>How we apply it</th></tr></thead>
<tbody>
<tr><td>ISO 9001:2015</td><td>Certified quality management system covering purchasing, incoming inspection, storage, sales and shipping of electronic components, and the design and production of our sensors.</td></tr>
<tr><td>ISO 14001:2015</td><td>Certified environmental management system for our Shenzhen office and warehouse.</td></tr>
<tr><td>ANSI/ESD S20.20 and IEC 61340-5-1</td><td>Our electrostatic discharge control programme follows these standards: grounded workstations, wrist straps, ESD flooring and packaging, and regular audits.</td></tr>
<tr><td>IPC/JEDEC J-STD-033</td><td>Handling, packing, shipping and baking of moisture-sensitive devices.</td></tr>
<tr><td>SAE AS6081</td><td>Our counterfeit avoidance procedures for parts that are not bought from the manufacturer or an authorised distributor are based on this standard.</td></tr>
</tbody>
</table>
<p>Copies of our certificates are available from our sales team on request.</p>
<h2>Incoming inspection</h2>
<ul>
<li>Documents: packing list, certificate of conformance and manufacturer labels are checked against the purchase order.</li>
<li>Visual inspection under magnification: markings, date and lot codes, leads or balls, package surface and reel or tray condition.</li>
<li>Traceability: supplier, lot number and date code are recorded for every lot we receive.</li>
<li>Extended tests for parts from the open market: X-ray, solderability, decapsulation or electrical testing, in-house or by an independent laboratory, depending on the risk.</li>
</ul>
<p>Lots that fail any step are quarantined and never shipped to customers.</p>
<h2>Storage and packing</h2>
<ul>
<li>The warehouse is temperature- and humidity-controlled and ESD-protected throughout.</li>
<li>Opened moisture-sensitive devices are kept in dry cabinets and, where required, baked before they are resealed.</li>
<li>Moisture-sensitive parts ship in sealed moisture barrier bags with desiccant and a humidity indicator card.</li>
<li>Reels, tubes and trays stay in their original manufacturer packaging whenever possible.</li>
</ul>
<h2>Environmental compliance</h2>
<p>Product pages show the RoHS status declared by the manufacturer (EU Directive 2011/65/EU as amended by Directive (EU) 2015/863). On request we provide manufacturer declarations on REACH substances of very high concern (Regulation (EC) No 1907/2006) and conflict minerals reporting templates where the manufacturer publishes them.</p>
<h2>Our own sensors</h2>
<p>Every production lot of our sensors is calibrated against traceable reference instruments and tested before release. A test report can be supplied with each shipment on request.</p>`,

  contact: `<h2>Sales and customer service</h2>
<table>
<tbody>
<tr><th>Telephone</th><td>+86 755 8600 1234</td></tr>
<tr><th>E-mail</th><td><a href="mailto:sales@chipshop.example">sales@chipshop.example</a></td></tr>
<tr><th>WhatsApp</th><td>+86 138 0013 8000</td></tr>
<tr><th>Skype</th><td>chipshop.sales</td></tr>
<tr><th>Address</th><td>ChipShop Electronics Co., Ltd.<br>Room 1801, Electronics Technology Building, Futian District, Shenzhen, China</td></tr>
</tbody>
</table>
<h2>Office hours</h2>
<p>Monday to Friday, 9:00 to 18:00 China Standard Time (UTC+8), except public holidays in mainland China. Messages that arrive outside these hours are answered on the next working day.</p>
<h2>Response times</h2>
<ul>
<li>Requests for quotation: within 12 working hours.</li>
<li>E-mail: within 24 hours.</li>
<li>Orders: our sales team confirms your payment and order, and sends the tracking number as soon as the parcel has left the warehouse.</li>
</ul>
<h2>Help us answer quickly</h2>
<ul>
<li>For quotations: the exact part numbers, manufacturers, quantities, target prices and the date you need the parts.</li>
<li>For existing orders: your order number.</li>
<li>For quality questions: photos of the labels and the parts, and a short description of the problem.</li>
</ul>
<h2>Feedback</h2>
<p>Questions about the website, suggestions and complaints are welcome. Use the feedback button in the side bar or in the footer; choose a subject and we will pass your message to the right person.</p>
<h2>Visits</h2>
<p>Visits to our office and warehouse are possible by appointment. Please contact us at least three working days in advance.</p>`,

  companyprofile: `<h2>Overview</h2>
<p>ChipShop Electronics Co., Ltd. is an independent distributor of electronic components and a manufacturer of sensors based in Shenzhen, China. Since 2011 we have helped engineers and buyers find the parts they need: from a handful of samples for a prototype to regular deliveries for series production.</p>
<table>
<tbody>
<tr><th>Company name</th><td>ChipShop Electronics Co., Ltd.</td></tr>
<tr><th>Founded</th><td>2011</td></tr>
<tr><th>Headquarters</th><td>Futian District, Shenzhen, China</td></tr>
<tr><th>Business</th><td>Distribution of electronic components; design and manufacture of sensors</td></tr>
<tr><th>Growth</th><td>55% compound annual growth since founding</td></tr>
<tr><th>Product lines</th><td>more than 50</td></tr>
<tr><th>Sensor types</th><td>more than 40, of our own manufacture</td></tr>
<tr><th>Manufacturers</th><td>170+</td></tr>
<tr><th>Standard product units</th><td>30,000,000</td></tr>
<tr><th>Requests for quotation</th><td>2000+ per day</td></tr>
<tr><th>Warehouse</th><td>15,000 square metres</td></tr>
<tr><th>Carriers</th><td>UPS, DHL, FedEx, SF Express</td></tr>
<tr><th>Payment</th><td>Payment wallet, credit card, wire transfer; all prices in USD</td></tr>
</tbody>
</table>
<h2>Our customers</h2>
<p>We supply research and development teams, purchasing departments, electronics manufacturing services, maintenance and repair workshops, universities and makers. Typical applications are industrial automation, instrumentation, the Internet of Things, consumer electronics and power supplies.</p>
<h2>Our sensors</h2>
<p>Alongside distribution, we design and produce more than 40 types of sensors: temperature, humidity, pressure, gas, light and motion. Each production lot is calibrated and tested in Shenzhen, and our engineers support customers with application notes and samples.</p>
<h2>Our services</h2>
<ul>
<li>Part search with price tiers, stock, datasheets and lead times.</li>
<li>Requests for quotation, answered within 12 working hours.</li>
<li>BOM upload and matching, with alternatives for unmatched lines.</li>
<li>Worldwide shipping with UPS, DHL, FedEx and SF Express.</li>
</ul>
<h2>Policies</h2>
<ul>
<li><a href="/companyprofile/how-to-buy">How to buy</a></li>
<li><a href="/companyprofile/shipping-delivering">Shipping and delivery</a></li>
<li><a href="/companyprofile/refund">Returns and refunds</a></li>
<li><a href="/companyprofile/terms-conditions">Terms and conditions</a></li>
<li><a href="/companyprofile/privacy-policy">Privacy policy</a></li>
<li><a href="/companyprofile/cookies-policy">Cookie policy</a></li>
</ul>
<h2>About the part data</h2>
<p>${PART_DATA_CREDIT}. The licence text is available at <a href="https://creativecommons.org/licenses/by-sa/4.0/" target="_blank" rel="noopener">creativecommons.org/licenses/by-sa/4.0</a>.</p>`,

  'cookies-policy': `<p>This policy explains which cookies and similar browser storage ChipShop uses, what they are for and how long they are kept. It applies to this website and complements our <a href="/companyprofile/privacy-policy">privacy policy</a>.</p>
<h2>What cookies are</h2>
<p>Cookies are small text files that a website stores in your browser. They let the site remember, for example, that you are signed in or which language you chose.</p>
<h2>Cookies we set</h2>
<p>We only set cookies that the shop needs to work. We do not use advertising cookies and we do not sell or share cookie data.</p>
<table>
<thead><tr><th>Name</th><th>Purpose</th><th>Lifetime</th></tr></thead>
<tbody>
<tr><td>token</td><td>Keeps you signed in after login. It contains a random session key; the server only stores a hash of it, and signing out invalidates it.</td><td>7 days (or until you sign out)</td></tr>
<tr><td>userInfo</td><td>Stores basic account details shown in the page header, such as your name and company, so they appear without another request.</td><td>7 days (or until you sign out)</td></tr>
<tr><td>lang</td><td>Remembers the language you chose in the language menu.</td><td>365 days</td></tr>
</tbody>
</table>
<p>All three are first-party cookies of this site, sent only over encrypted connections when the site is served over HTTPS, and restricted with the SameSite=Lax attribute.</p>
<h2>Other browser storage</h2>
<p>Some features keep data in your browser's local storage instead of a cookie. It never leaves your device unless you submit it:</p>
<ul>
<li><strong>RFQLIST</strong>: the parts you have added to your request-for-quotation list.</li>
<li><strong>ht</strong>: your last ten searches, shown as search history while the search box is empty.</li>
</ul>
<h2>Analytics</h2>
<p>The shop can be configured to use a web analytics service. It is switched off unless the operator enables it; if we enable it, we will update this policy with the names and lifetimes of the cookies involved before they are used.</p>
<h2>Managing cookies</h2>
<p>You can view and delete cookies in your browser settings at any time. If you block the token or userInfo cookie you cannot sign in; if you block the lang cookie the site shows the language of the address you open.</p>
<h2>Changes</h2>
<p>We update this policy whenever we change the cookies we use.</p>`,

  'how-to-buy': `<p>Buying electronic components at ChipShop takes a few steps. You can order as a registered customer or as a visitor without an account.</p>
<h2>1. Find your parts</h2>
<p>Type a part number or keyword of at least two characters into the search box at the top of every page. Suggestions appear while you type, and your recent searches are shown when the box is empty. You can also browse by category or manufacturer, or use the alphabetical product index at the bottom of the page.</p>
<h2>2. Check price and availability</h2>
<p>The product page shows the manufacturer, package, stock, factory lead time, minimum order quantity, order multiples and the price tiers in US dollars. Download the datasheet to confirm that the part suits your design. The order quantity must be at least the minimum order quantity and a multiple of the order multiple.</p>
<h2>3. Add to cart or request a quote</h2>
<ul>
<li><strong>Add to cart</strong> when the part is in stock and the listed price suits you.</li>
<li><strong>Add to RFQ list</strong> or use <strong>quick RFQ</strong> when you need a larger quantity, a part that is not in stock, a target price or a specific date code. Our sales team replies within 12 working hours.</li>
<li>For a whole bill of materials, use the <a href="/bom">BOM tool</a>: upload an Excel file (download the template first) or paste your list. You get matched and unmatched parts with prices, stock and lead times, and you can add the matched lines to your cart.</li>
</ul>
<h2>4. Sign in or buy as a visitor</h2>
<p>With an account your cart is saved, and you can see your order, RFQ and BOM history and keep several shipping and billing addresses. <a href="/register">Registration</a> takes a minute: we send you an e-mail with an activation link. If you prefer, you can check out as a visitor.</p>
<h2>5. Check out</h2>
<ol>
<li>Open the cart, select the lines you want to order and click <strong>Checkout</strong>.</li>
<li>Enter or choose a shipping address, and a billing address if it differs.</li>
<li>Review the freight and the order total, add a remark if needed, and submit the order. You receive an order number.</li>
</ol>
<h2>6. Pay</h2>
<table>
<thead><tr><th>Method</th><th>How it works</th></tr></thead>
<tbody>
<tr><td>Payment wallet</td><td>Pay online with your wallet account; the payment is confirmed immediately.</td></tr>
<tr><td>Credit card</td><td>Pay online with a credit or debit card through our payment provider. We never see or store your card number.</td></tr>
<tr><td>Wire transfer</td><td>Transfer the amount to the bank account shown at checkout, with your order number as the payment reference, then confirm the transfer on the payment page. Bank charges are paid by the sender.</td></tr>
</tbody>
</table>
<p>All prices and payments are in US dollars (USD).</p>
<h2>7. Confirmation and delivery</h2>
<p>Our sales team confirms your payment and order, usually on the same working day. The order then moves from <em>Confirming</em> to <em>Preparing</em> and <em>Shipping</em>; you receive the tracking number by e-mail and in <a href="/myaccount/order-status-history">your order history</a>. When the parcel arrives, please check it and confirm receipt there. Freight and delivery times are explained on our <a href="/companyprofile/shipping-delivering">shipping page</a>.</p>
<h2>Need help?</h2>
<p>Our <a href="/contact">sales team</a> answers e-mails within 24 hours and helps with part selection, alternatives and large orders.</p>`,

  'privacy-policy': `<p>This policy explains what personal data ChipShop Electronics Co., Ltd. ("ChipShop", "we") collects when you use this website, why we collect it, how long we keep it and what rights you have. We collect only the data we need to answer you, sell and deliver components and keep the shop secure.</p>
<h2>Who is responsible</h2>
<p>ChipShop Electronics Co., Ltd., Room 1801, Electronics Technology Building, Futian District, Shenzhen, China. E-mail: <a href="mailto:sales@chipshop.example">sales@chipshop.example</a>.</p>
<h2>What we store and why</h2>
<table>
<thead><tr><th>When you</th><th>We store</th><th>Why</th></tr></thead>
<tbody>
<tr><td>Send feedback</td><td>Your e-mail address, the subject you chose, your message, the page language, the time and the IP address of the request.</td><td>To answer you and to protect the form from abuse.</td></tr>
<tr><td>Subscribe to the newsletter</td><td>Your e-mail address, the language and the time of subscription.</td><td>To send you our newsletter in your language. You can unsubscribe at any time by writing to us.</td></tr>
<tr><td>Create an account</td><td>Your e-mail address, a password hash (never the password itself), contact name, company, job title, telephone, country and address, your saved addresses, and session records (a hash of the session key, creation and expiry times).</td><td>To provide the account: sign-in, saved cart, addresses and history.</td></tr>
<tr><td>Request a quotation or upload a BOM</td><td>Contact details, company, country, the parts, quantities and target prices you send, and uploaded files.</td><td>To prepare and send your quotation.</td></tr>
<tr><td>Place an order</td><td>Ordered items and prices, shipping and billing addresses, telephone, order remarks, payment method and status, shipping carrier and tracking number.</td><td>To process, ship and invoice your order and to meet tax and accounting obligations.</td></tr>
</tbody>
</table>
<p>Card payments are processed by our payment provider. We receive only a confirmation of the payment, never your card number.</p>
<h2>Server logs</h2>
<p>Like every website, our servers record technical data about requests (time, address requested, status code and IP address) to operate and protect the service. The IP address is also used briefly to limit repeated requests from the same source.</p>
<h2>Who receives your data</h2>
<ul>
<li>Carriers (UPS, DHL, FedEx, SF Express) receive the name, address and telephone needed to deliver your parcel.</li>
<li>Payment providers receive the data needed to process your payment.</li>
<li>IT service providers that host and maintain the shop, under confidentiality obligations.</li>
<li>Authorities, where the law requires it, for example customs declarations.</li>
</ul>
<p>We do not sell personal data and we do not use it for third-party advertising.</p>
<h2>International transfers</h2>
<p>ChipShop is based in China and ships worldwide. Your data is processed in China and, for deliveries, in the countries the parcel passes through. Where the law of your country requires it, we use appropriate safeguards for these transfers.</p>
<h2>How long we keep data</h2>
<ul>
<li>Feedback messages: 24 months after the last message.</li>
<li>Newsletter: until you unsubscribe.</li>
<li>Accounts: until you ask us to delete the account; sessions expire after 7 days.</li>
<li>Quotations: 3 years, so that we can refer to earlier prices.</li>
<li>Orders and invoices: for the period required by tax and accounting law.</li>
</ul>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, have it corrected or deleted, object to its use or restrict it, and withdraw any consent you have given. Many details can be changed directly in your account. For everything else, write to <a href="mailto:sales@chipshop.example">sales@chipshop.example</a>; we reply within 30 days. You may also complain to the data protection authority of your country.</p>
<h2>Security</h2>
<p>Passwords and session keys are stored only as hashes, and the site is served over encrypted connections. Access to customer data is limited to the staff who need it.</p>
<h2>Children</h2>
<p>Our shop is intended for businesses and adults. We do not knowingly collect data from children under 16.</p>
<h2>Cookies</h2>
<p>See our <a href="/companyprofile/cookies-policy">cookie policy</a>.</p>
<h2>Changes</h2>
<p>We update this policy when our processing changes and publish the new version on this page.</p>`,

  refund: `<p>We want every part you receive to be exactly what you ordered. If something is wrong, tell us quickly and we will put it right.</p>
<h2>Check your parcel</h2>
<p>Please check the parcel when it arrives. Report visible transport damage, missing or wrong parts within 7 days of delivery, with your order number and photos of the parcel, labels and parts. Note any damage on the carrier's delivery receipt where possible.</p>
<h2>Returns we accept</h2>
<table>
<thead><tr><th>Reason</th><th>Time limit</th><th>Result</th></tr></thead>
<tbody>
<tr><td>Wrong part, wrong quantity or transport damage</td><td>7 days after delivery</td><td>Replacement or full refund; we pay the return freight.</td></tr>
<tr><td>Quality defect (parts do not meet the datasheet)</td><td>90 days after delivery</td><td>Replacement or refund after analysis of the returned parts; we pay the return freight if the defect is confirmed.</td></tr>
<tr><td>Change of mind</td><td>30 days after delivery</td><td>Refund of the goods value if the parts are unused, in their original sealed packaging; the customer pays the return freight.</td></tr>
</tbody>
</table>
<h2>Goods we cannot take back</h2>
<ul>
<li>Parts that have been soldered, programmed, modified or used.</li>
<li>Moisture-sensitive devices whose sealed moisture barrier bag has been opened.</li>
<li>Cut tape or reels cut to your quantity, and parts ordered specially for you (non-cancellable, non-returnable).</li>
<li>Parts damaged by incorrect handling, storage or electrostatic discharge after delivery.</li>
</ul>
<h2>How to return parts</h2>
<ol>
<li>Contact our sales team with your order number, the part numbers, quantities and the reason for the return.</li>
<li>We reply with a return authorisation (RMA) number and the return address. Parcels without an RMA number cannot be accepted.</li>
<li>Pack the parts in their original packaging, with ESD protection, and write the RMA number on the outside of the box.</li>
<li>We inspect the returned parts within 5 working days of receipt and tell you the result.</li>
</ol>
<h2>Refunds</h2>
<p>Approved refunds are paid in US dollars to the original payment method within 7 working days of the inspection. For wire transfers, bank charges may be deducted. Freight is refunded when the return is our fault.</p>
<h2>Cancelling an order</h2>
<p>You can cancel an order free of charge until it has been shipped. Once an order is shipping, please follow the return process above. Special orders cannot be cancelled after we have confirmed them with the supplier.</p>
<h2>Questions</h2>
<p>Write to <a href="mailto:sales@chipshop.example">sales@chipshop.example</a>. Your statutory rights as a consumer remain unaffected.</p>`,

  'shipping-delivering': `<h2>Carriers</h2>
<p>We ship worldwide with UPS, DHL, FedEx and SF Express. Unless you ask for a specific carrier, our sales team chooses the most suitable one for your destination. If you have your own carrier account, tell us when you order.</p>
<h2>Shipping costs</h2>
<table>
<thead><tr><th>Destination</th><th>Carrier</th><th>Parcel weight</th><th>Freight</th></tr></thead>
<tbody>
<tr><td>Most countries</td><td>UPS, DHL, FedEx</td><td>up to 0.5 kg</td><td>from USD 40</td></tr>
<tr><td>Some countries, e.g. South Africa, Brazil, India, Pakistan, Israel</td><td>UPS, DHL, FedEx</td><td>up to 0.5 kg</td><td>higher; our sales team confirms the amount</td></tr>
<tr><td>Mainland China, Hong Kong, Taiwan</td><td>SF Express</td><td>up to 0.5 kg</td><td>USD 20</td></tr>
<tr><td>All destinations</td><td>all carriers</td><td>above 0.5 kg</td><td>please confirm with our sales team</td></tr>
</tbody>
</table>
<p>The basic freight covers parcels of up to 1 kg and arrives in 2-5 business days. It excludes taxes, insurance, handling charges and duty.</p>
<h2>Delivery times</h2>
<table>
<thead><tr><th>Service</th><th>Delivery time</th></tr></thead>
<tbody>
<tr><td>Basic freight (express)</td><td>2-5 business days</td></tr>
<tr><td>FedEx International</td><td>5-7 business days</td></tr>
</tbody>
</table>
<p>Delivery times are counted from dispatch. Customs clearance, public holidays and remote delivery areas can add time.</p>
<h2>Dispatch</h2>
<p>We prepare an order after our sales team has confirmed your payment. Parts in stock normally leave the warehouse within 1-2 working days of confirmation. For parts with a factory lead time, the expected dispatch date is shown in the cart and on the order, and we ship when the parts arrive.</p>
<h2>Tracking</h2>
<p>As soon as the parcel has left our warehouse, you receive the tracking number by e-mail. It also appears in <a href="/myaccount/order-status-history">your order history</a>.</p>
<h2>Taxes, duties and customs</h2>
<p>Import duty, VAT or GST and customs clearance fees are set by the destination country and are paid by the recipient unless agreed otherwise in writing. We declare the actual value of the goods on the commercial invoice; we cannot mark goods as gifts or declare a lower value. HS codes and export classification data are available on request.</p>
<h2>Insurance</h2>
<p>Shipping insurance is not included in the freight. Our sales team can quote it on request.</p>
<h2>Packaging</h2>
<p>Parts are packed in ESD-safe bags, moisture-sensitive devices in sealed moisture barrier bags with desiccant and a humidity indicator card, and everything in a sturdy carton. Reels, tubes and trays stay in their original packaging whenever possible.</p>
<h2>Problems with a delivery</h2>
<p>Please check the parcel on arrival and report damage or missing items within 7 days. See <a href="/companyprofile/refund">returns and refunds</a>.</p>`,

  'terms-conditions': `<p>These terms apply to all sales of ChipShop Electronics Co., Ltd. ("ChipShop", "we") through this website and to quotations we send. By placing an order you accept them. Different terms of the buyer apply only if we accept them in writing.</p>
<h2>1. Quotations and orders</h2>
<p>Prices, stock and lead times on the website are for information and may change without notice. Quotations are valid for the period stated on them, or 7 days if none is stated. An order placed on the website is an offer to buy; the contract is concluded when our sales team confirms the order and the payment. We may decline orders, for example if stock is no longer available or a price was obviously wrong; any payment already made is then refunded in full.</p>
<h2>2. Prices and payment</h2>
<p>All prices are in US dollars (USD) and exclude freight, insurance, taxes, duty and bank charges unless stated otherwise. Payment is made in advance through a payment wallet, by credit card or by wire transfer. Orders are processed only after payment has been received and confirmed.</p>
<h2>3. Quantities</h2>
<p>Order quantities must respect the minimum order quantity and order multiples shown for each part. Parts delivered on reels may be supplied as cut tape or full reels at our discretion unless you ask otherwise.</p>
<h2>4. Delivery</h2>
<p>Delivery times are estimates. We ship with UPS, DHL, FedEx or SF Express as described on our <a href="/companyprofile/shipping-delivering">shipping page</a>. Risk passes to you when the goods are handed to the carrier; ownership passes on full payment. Import formalities, duty and taxes in the destination country are the responsibility of the buyer.</p>
<h2>5. Inspection and returns</h2>
<p>Please inspect the goods on arrival and report transport damage, shortages or wrong parts within 7 days. Returns follow our <a href="/companyprofile/refund">returns and refunds policy</a>.</p>
<h2>6. Warranty</h2>
<p>We warrant that the goods are new, genuine and conform to the manufacturer's datasheet at delivery. For parts bought from the manufacturer or authorised channels, the manufacturer's warranty is passed on to you. Our warranty for quality defects is 90 days from delivery; our obligation is limited to replacement, repair or refund. The warranty does not cover wrong application, improper storage or handling, or parts that have been modified.</p>
<h2>7. Use of the products</h2>
<p>Unless agreed in writing, the products are not sold for use in life-support, medical implant, aviation, nuclear or other applications where a failure could cause death or serious injury. The buyer is responsible for the suitability of the parts for the intended application.</p>
<h2>8. Liability</h2>
<p>Our liability for any claim is limited to the price paid for the goods concerned. We are not liable for indirect or consequential losses such as lost profit, production downtime or rework costs, except where the law does not permit such a limitation, in particular in cases of intent or gross negligence.</p>
<h2>9. Export control</h2>
<p>Some products are subject to export control and sanctions regulations. The buyer agrees to comply with them and not to re-export goods in breach of them. We may request end-use information and may refuse orders that we cannot lawfully fulfil.</p>
<h2>10. Force majeure</h2>
<p>We are not liable for delays caused by events beyond our reasonable control, such as natural disasters, epidemics, strikes, factory allocation, carrier disruptions or government measures.</p>
<h2>11. Intellectual property</h2>
<p>Datasheets, trademarks and product images belong to their respective owners. The content of this website may not be copied for commercial purposes without our consent.</p>
<h2>12. Applicable law</h2>
<p>These terms are governed by the laws of the People's Republic of China. The courts of Shenzhen have jurisdiction, unless mandatory consumer protection law of your country provides otherwise.</p>
<h2>13. Contact</h2>
<p>ChipShop Electronics Co., Ltd., Room 1801, Electronics Technology Building, Futian District, Shenzhen, China. E-mail: <a href="mailto:sales@chipshop.example">sales@chipshop.example</a>, telephone +86 755 8600 1234.</p>`,
}

const de: Partial<Record<PageId, string>> = {
  about: `<h2>Wer wir sind</h2>
<p>Die ChipShop Electronics Co., Ltd. ist Distributor elektronischer Bauteile und Hersteller von Sensoren. Gegründet wurde das Unternehmen 2011 in Shenzhen, China, als kleiner Handel für integrierte Schaltungen. Heute betreiben wir einen Onlineshop und ein Sensorgeschäft für Entwicklungsingenieure, Einkaufsabteilungen und Fertigungsdienstleister in aller Welt.</p>
<p>Seit der Gründung sind wir jährlich um durchschnittlich 55 % gewachsen. Heute bieten wir mehr als 50 Produktlinien an und fertigen selbst mehr als 40 Sensortypen.</p>
<h2>ChipShop in Zahlen</h2>
<table>
<tbody>
<tr><th>Gegründet</th><td>2011 in Shenzhen</td></tr>
<tr><th>Durchschnittliches jährliches Wachstum</th><td>55 %</td></tr>
<tr><th>Produktlinien</th><td>mehr als 50</td></tr>
<tr><th>Sensortypen aus eigener Fertigung</th><td>mehr als 40</td></tr>
<tr><th>Hersteller in unserem Katalog</th><td>über 170</td></tr>
<tr><th>Standardprodukte</th><td>30.000.000 Einheiten</td></tr>
<tr><th>Preisanfragen</th><td>über 2000 pro Tag</td></tr>
<tr><th>Lager</th><td>15.000 Quadratmeter</td></tr>
</tbody>
</table>
<h2>Was wir tun</h2>
<ul>
<li><strong>Distribution:</strong> integrierte Schaltungen, diskrete Halbleiter, passive Bauelemente, Steckverbinder, elektromechanische Bauteile und Module – vom Einzelstück für den Prototyp bis zur vollen Rolle für die Serie.</li>
<li><strong>Sensoren:</strong> Temperatur-, Feuchte-, Druck-, Gas-, Licht- und Bewegungssensoren, die wir in Shenzhen entwickeln, kalibrieren und prüfen.</li>
<li><strong>Beschaffung:</strong> Preisanfragen (RFQ) und Stücklistenabgleich (BOM) für schwer erhältliche, abgekündigte oder allokierte Bauteile.</li>
</ul>
<h2>Wie wir arbeiten</h2>
<p>Jede Bestellung betreut ein Vertriebsingenieur, der Bestand, Date Codes und Verpackung prüft, bevor er sie bestätigt. Preisanfragen beantworten wir innerhalb von 12 Arbeitsstunden, E-Mails innerhalb von 24 Stunden. Pakete verlassen unser Lager mit UPS, DHL, FedEx oder SF Express; Sie bezahlen in US-Dollar über eine Payment-Wallet, per Kreditkarte oder per Überweisung.</p>
<h2>Qualität</h2>
<p>Wir kaufen bei Herstellern, autorisierten Distributoren und auditierten Lieferanten, prüfen jede eingehende Charge, lagern die Ware ESD-geschützt und klimatisiert und halten feuchteempfindliche Bauteile trocken verpackt. Details finden Sie auf unserer <a href="/de/certification">Seite zu Zertifizierungen</a>.</p>
<h2>Zu den Bauteildaten</h2>
<p>Bauteildaten: Digi-Key KiCad Library (Digi-Key Corporation) und Octopart Common Parts Library (Octopart), lizenziert unter CC BY-SA 4.0. Den Lizenztext finden Sie unter <a href="https://creativecommons.org/licenses/by-sa/4.0/deed.de" target="_blank" rel="noopener">creativecommons.org/licenses/by-sa/4.0</a>. Preise und Lagerbestände zu diesen Bauteilen sind Demonstrationswerte.</p>`,

  'how-to-buy': `<p>Elektronische Bauteile bei ChipShop zu kaufen, geht in wenigen Schritten. Sie können als registrierter Kunde oder als Gast ohne Konto bestellen.</p>
<h2>1. Bauteile finden</h2>
<p>Geben Sie eine Teilenummer oder einen Suchbegriff mit mindestens zwei Zeichen in das Suchfeld oben auf jeder Seite ein. Während Sie tippen, erscheinen Vorschläge; ist das Feld leer, sehen Sie Ihre letzten Suchen. Sie können auch nach Kategorie oder Hersteller stöbern oder das alphabetische Produktverzeichnis unten auf der Seite nutzen.</p>
<h2>2. Preis und Verfügbarkeit prüfen</h2>
<p>Die Produktseite zeigt Hersteller, Gehäuse, Lagerbestand, Herstellerlieferzeit, Mindestbestellmenge, Bestellvielfaches und die Preisstaffeln in US-Dollar. Laden Sie das Datenblatt herunter, um zu prüfen, ob das Bauteil zu Ihrem Design passt. Die Bestellmenge muss mindestens der Mindestbestellmenge entsprechen und ein Vielfaches des Bestellvielfachen sein.</p>
<h2>3. In den Warenkorb legen oder ein Angebot anfragen</h2>
<ul>
<li><strong>In den Warenkorb</strong>, wenn das Bauteil vorrätig ist und der angezeigte Preis für Sie passt.</li>
<li><strong>Zur Anfrageliste</strong> hinzufügen oder die <strong>Schnellanfrage</strong> nutzen, wenn Sie eine größere Menge, ein nicht vorrätiges Bauteil, einen Zielpreis oder einen bestimmten Date Code brauchen. Unser Vertrieb antwortet innerhalb von 12 Arbeitsstunden.</li>
<li>Für eine ganze Stückliste nutzen Sie das <a href="/de/bom">BOM-Werkzeug</a>: Laden Sie eine Excel-Datei hoch (am besten auf Basis unserer Vorlage) oder fügen Sie Ihre Liste ein. Sie erhalten gefundene und nicht gefundene Positionen mit Preisen, Beständen und Lieferzeiten und können die gefundenen Positionen in den Warenkorb legen.</li>
</ul>
<h2>4. Anmelden oder als Gast kaufen</h2>
<p>Mit einem Kundenkonto bleibt Ihr Warenkorb gespeichert, Sie sehen Ihre Bestell-, Anfrage- und Stücklistenhistorie und können mehrere Liefer- und Rechnungsadressen hinterlegen. Die <a href="/de/register">Registrierung</a> dauert eine Minute: Wir senden Ihnen eine E-Mail mit einem Aktivierungslink. Wenn Sie möchten, können Sie auch als Gast bestellen.</p>
<h2>5. Zur Kasse gehen</h2>
<ol>
<li>Öffnen Sie den Warenkorb, wählen Sie die Positionen aus, die Sie bestellen möchten, und klicken Sie auf <strong>Zur Kasse</strong>.</li>
<li>Geben Sie eine Lieferadresse ein oder wählen Sie eine aus – und eine Rechnungsadresse, falls sie abweicht.</li>
<li>Prüfen Sie Fracht und Gesamtbetrag, fügen Sie bei Bedarf eine Bemerkung hinzu und senden Sie die Bestellung ab. Sie erhalten eine Bestellnummer.</li>
</ol>
<h2>6. Bezahlen</h2>
<table>
<thead><tr><th>Zahlungsart</th><th>So funktioniert es</th></tr></thead>
<tbody>
<tr><td>Payment-Wallet</td><td>Sie zahlen online mit Ihrem Wallet-Konto; die Zahlung wird sofort bestätigt.</td></tr>
<tr><td>Kreditkarte</td><td>Sie zahlen online mit Kredit- oder Debitkarte über unseren Zahlungsdienstleister. Ihre Kartennummer sehen und speichern wir nie.</td></tr>
<tr><td>Überweisung</td><td>Überweisen Sie den Betrag auf das an der Kasse angezeigte Bankkonto, mit Ihrer Bestellnummer als Verwendungszweck, und bestätigen Sie die Überweisung anschließend auf der Zahlungsseite. Bankgebühren trägt der Absender.</td></tr>
</tbody>
</table>
<p>Alle Preise und Zahlungen lauten auf US-Dollar (USD).</p>
<h2>7. Bestätigung und Lieferung</h2>
<p>Unser Vertrieb bestätigt Zahlung und Bestellung, in der Regel am selben Arbeitstag. Danach wechselt die Bestellung von <em>Wird bestätigt</em> zu <em>In Vorbereitung</em> und <em>Im Versand</em>; die Sendungsnummer erhalten Sie per E-Mail und in <a href="/de/myaccount/order-status-history">Ihrer Bestellhistorie</a>. Wenn das Paket ankommt, prüfen Sie es bitte und bestätigen Sie dort den Empfang. Frachtkosten und Lieferzeiten erklärt unsere <a href="/de/companyprofile/shipping-delivering">Versandseite</a>.</p>
<h2>Brauchen Sie Hilfe?</h2>
<p>Unser <a href="/de/contact">Vertriebsteam</a> beantwortet E-Mails innerhalb von 24 Stunden und hilft bei Bauteilauswahl, Alternativen und Großbestellungen.</p>`,

  'shipping-delivering': `<h2>Versanddienstleister</h2>
<p>Wir versenden weltweit mit UPS, DHL, FedEx und SF Express. Wenn Sie keinen bestimmten Dienstleister wünschen, wählt unser Vertrieb den für Ihr Zielland am besten geeigneten. Wenn Sie ein eigenes Versandkonto haben, teilen Sie uns das bei der Bestellung mit.</p>
<h2>Versandkosten</h2>
<table>
<thead><tr><th>Ziel</th><th>Dienstleister</th><th>Paketgewicht</th><th>Fracht</th></tr></thead>
<tbody>
<tr><td>Die meisten Länder</td><td>UPS, DHL, FedEx</td><td>bis 0,5 kg</td><td>ab 40 USD</td></tr>
<tr><td>Einige Länder, z. B. Südafrika, Brasilien, Indien, Pakistan, Israel</td><td>UPS, DHL, FedEx</td><td>bis 0,5 kg</td><td>höher; unser Vertrieb bestätigt den Betrag</td></tr>
<tr><td>Festlandchina, Hongkong, Taiwan</td><td>SF Express</td><td>bis 0,5 kg</td><td>20 USD</td></tr>
<tr><td>Alle Ziele</td><td>alle Dienstleister</td><td>über 0,5 kg</td><td>bitte mit unserem Vertrieb abstimmen</td></tr>
</tbody>
</table>
<p>Die Grundfracht gilt für Pakete bis 1 kg und erreicht Sie in 2–5 Werktagen. Steuern, Versicherung, Bearbeitungsgebühren und Zölle sind darin nicht enthalten.</p>
<h2>Lieferzeiten</h2>
<table>
<thead><tr><th>Versandart</th><th>Lieferzeit</th></tr></thead>
<tbody>
<tr><td>Grundfracht (Express)</td><td>2–5 Werktage</td></tr>
<tr><td>FedEx International</td><td>5–7 Werktage</td></tr>
</tbody>
</table>
<p>Die Lieferzeiten gelten ab Versand. Zollabfertigung, Feiertage und abgelegene Zustellgebiete können sie verlängern.</p>
<h2>Versandvorbereitung</h2>
<p>Wir bereiten eine Bestellung vor, sobald unser Vertrieb Ihre Zahlung bestätigt hat. Vorrätige Bauteile verlassen das Lager normalerweise innerhalb von 1–2 Arbeitstagen nach der Bestätigung. Bei Bauteilen mit Herstellerlieferzeit sehen Sie das voraussichtliche Versanddatum im Warenkorb und in der Bestellung; wir versenden, sobald die Ware eintrifft.</p>
<h2>Sendungsverfolgung</h2>
<p>Sobald das Paket unser Lager verlassen hat, erhalten Sie die Sendungsnummer per E-Mail. Sie erscheint auch in <a href="/de/myaccount/order-status-history">Ihrer Bestellhistorie</a>.</p>
<h2>Steuern, Zölle und Verzollung</h2>
<p>Einfuhrzoll, Einfuhrumsatzsteuer und Verzollungsgebühren legt das Zielland fest; sie trägt der Empfänger, sofern nicht schriftlich anders vereinbart. Wir deklarieren auf der Handelsrechnung den tatsächlichen Warenwert; Waren als Geschenk zu kennzeichnen oder einen niedrigeren Wert anzugeben, ist nicht möglich. Zolltarifnummern und Exportklassifizierungen erhalten Sie auf Anfrage.</p>
<h2>Versicherung</h2>
<p>Eine Transportversicherung ist in der Fracht nicht enthalten. Unser Vertrieb erstellt Ihnen auf Wunsch ein Angebot.</p>
<h2>Verpackung</h2>
<p>Bauteile verpacken wir in ESD-sicheren Beuteln, feuchteempfindliche Bauteile in versiegelten Feuchtigkeitssperrbeuteln mit Trockenmittel und Feuchteindikatorkarte, alles zusammen in einem stabilen Karton. Rollen, Stangen und Trays bleiben nach Möglichkeit in der Originalverpackung.</p>
<h2>Probleme mit einer Lieferung</h2>
<p>Bitte prüfen Sie das Paket bei Ankunft und melden Sie Schäden oder fehlende Teile innerhalb von 7 Tagen. Siehe <a href="/de/companyprofile/refund">Rücksendungen und Erstattungen</a>.</p>`,
}

const zh: Partial<Record<PageId, string>> = {
  about: `<h2>我们是谁</h2>
<p>ChipShop 电子有限公司（ChipShop Electronics Co., Ltd.）是一家电子元器件分销商和传感器制造商。公司于 2011 年在中国深圳成立，起步于一个小型集成电路贸易柜台，如今已发展为一家在线商城和传感器企业，为全球的设计工程师、采购团队和电子制造服务商提供服务。</p>
<p>自成立以来，我们的年复合增长率达到 55%。目前我们提供 50 多条产品线，并自主生产 40 多种传感器。</p>
<h2>数字看 ChipShop</h2>
<table>
<tbody>
<tr><th>成立时间</th><td>2011 年，深圳</td></tr>
<tr><th>年复合增长率</th><td>55%</td></tr>
<tr><th>产品线</th><td>50 多条</td></tr>
<tr><th>自产传感器类型</th><td>40 多种</td></tr>
<tr><th>目录中的制造商</th><td>170 多家</td></tr>
<tr><th>标准品</th><td>30,000,000 件</td></tr>
<tr><th>询价单</th><td>每天 2000 多份</td></tr>
<tr><th>仓库</th><td>15,000 平方米</td></tr>
</tbody>
</table>
<h2>我们的业务</h2>
<ul>
<li><strong>分销：</strong>集成电路、分立半导体、无源元件、连接器、机电元件和模块，从原型所需的单个样品到量产所需的整盘物料。</li>
<li><strong>传感器：</strong>温度、湿度、压力、气体、光照和运动传感器，均在深圳设计、校准和测试。</li>
<li><strong>寻源：</strong>针对难以找到、已停产或处于配额状态的元器件，提供询价（RFQ）和物料清单（BOM）匹配服务。</li>
</ul>
<h2>我们的工作方式</h2>
<p>每笔订单都由一名销售工程师负责，在确认前核对库存、批号（Date Code）和包装。询价在 12 个工作小时内回复，电子邮件在 24 小时内回复。包裹通过 UPS、DHL、FedEx 或顺丰速运从我们的仓库发出；您可以通过电子钱包、信用卡或电汇以美元付款。</p>
<h2>质量</h2>
<p>我们从原厂、授权分销商和经过审核的供应商处采购，对每一批来货进行检验，在防静电、恒温恒湿的仓库中存放货物，并对湿敏器件进行干燥包装。详情请见我们的<a href="/zh/certification">认证页面</a>。</p>
<h2>关于元器件数据</h2>
<p>元器件数据：Digi-Key KiCad Library（Digi-Key Corporation）和 Octopart Common Parts Library（Octopart），采用 CC BY-SA 4.0 许可。许可文本见 <a href="https://creativecommons.org/licenses/by-sa/4.0/deed.zh-hans" target="_blank" rel="noopener">creativecommons.org/licenses/by-sa/4.0</a>。这些元器件显示的价格和库存为演示数据。</p>`,

  'how-to-buy': `<p>在 ChipShop 购买电子元器件只需几个步骤。您可以作为注册客户下单，也可以不注册、以访客身份购买。</p>
<h2>1. 查找元器件</h2>
<p>在每个页面顶部的搜索框中输入至少两个字符的型号或关键词。输入时会显示搜索建议；搜索框为空时会显示您最近的搜索记录。您也可以按分类或制造商浏览，或使用页面底部的字母索引。</p>
<h2>2. 查看价格和库存</h2>
<p>产品页面显示制造商、封装、库存、原厂交期、最小起订量、订购倍数以及以美元计的阶梯价格。请下载数据手册，确认该元器件适合您的设计。订购数量不得低于最小起订量，并且必须是订购倍数的整数倍。</p>
<h2>3. 加入购物车或申请报价</h2>
<ul>
<li>如果元器件有现货且价格合适，请点击<strong>加入购物车</strong>。</li>
<li>如果您需要更大的数量、暂无现货的元器件、目标价格或指定批号，请<strong>加入询价单</strong>或使用<strong>快速询价</strong>。我们的销售团队会在 12 个工作小时内回复。</li>
<li>如需处理整份物料清单，请使用 <a href="/zh/bom">BOM 工具</a>：上传 Excel 文件（建议先下载模板）或直接粘贴清单。系统会列出已匹配和未匹配的元器件及其价格、库存和交期，您可以将已匹配的行加入购物车。</li>
</ul>
<h2>4. 登录或以访客身份购买</h2>
<p>注册账户后，您的购物车会被保存，可以查看订单、询价和 BOM 历史记录，并保存多个收货地址和账单地址。<a href="/zh/register">注册</a>只需一分钟：我们会向您发送一封包含激活链接的电子邮件。您也可以选择以访客身份结算。</p>
<h2>5. 结算</h2>
<ol>
<li>打开购物车，勾选要订购的商品，点击<strong>结算</strong>。</li>
<li>填写或选择收货地址；如果账单地址不同，请另行填写。</li>
<li>核对运费和订单总额，如有需要可添加备注，然后提交订单。您将获得一个订单号。</li>
</ol>
<h2>6. 付款</h2>
<table>
<thead><tr><th>付款方式</th><th>说明</th></tr></thead>
<tbody>
<tr><td>电子钱包</td><td>使用您的电子钱包账户在线付款，付款会立即得到确认。</td></tr>
<tr><td>信用卡</td><td>通过我们的支付服务商使用信用卡或借记卡在线付款。我们不会看到或存储您的卡号。</td></tr>
<tr><td>电汇</td><td>将款项汇至结算时显示的银行账户，并以订单号作为付款附言，然后在付款页面确认汇款。银行手续费由汇款方承担。</td></tr>
</tbody>
</table>
<p>所有价格和付款均以美元（USD）计。</p>
<h2>7. 确认和交付</h2>
<p>我们的销售团队会确认您的付款和订单，通常在同一个工作日内完成。之后订单状态会从<em>确认中</em>变为<em>备货中</em>和<em>运输中</em>；您会通过电子邮件收到运单号，也可以在<a href="/zh/myaccount/order-status-history">订单历史</a>中查看。收到包裹后，请检查货物并在该页面确认收货。运费和送达时间请参阅我们的<a href="/zh/companyprofile/shipping-delivering">配送页面</a>。</p>
<h2>需要帮助？</h2>
<p>我们的<a href="/zh/contact">销售团队</a>会在 24 小时内回复电子邮件，并可协助您选型、寻找替代料以及处理大批量订单。</p>`,

  'shipping-delivering': `<h2>承运商</h2>
<p>我们通过 UPS、DHL、FedEx 和顺丰速运（SF Express）向全球发货。如果您没有指定承运商，我们的销售团队会为您的目的地选择最合适的一家。如果您有自己的承运商账号，请在下单时告知我们。</p>
<h2>运费</h2>
<table>
<thead><tr><th>目的地</th><th>承运商</th><th>包裹重量</th><th>运费</th></tr></thead>
<tbody>
<tr><td>大多数国家和地区</td><td>UPS、DHL、FedEx</td><td>0.5 公斤以内</td><td>40 美元起</td></tr>
<tr><td>部分国家，例如南非、巴西、印度、巴基斯坦、以色列</td><td>UPS、DHL、FedEx</td><td>0.5 公斤以内</td><td>更高，具体金额由销售团队确认</td></tr>
<tr><td>中国大陆、香港、台湾</td><td>顺丰速运</td><td>0.5 公斤以内</td><td>20 美元</td></tr>
<tr><td>所有目的地</td><td>所有承运商</td><td>超过 0.5 公斤</td><td>请与我们的销售团队确认</td></tr>
</tbody>
</table>
<p>基本运费适用于 1 公斤以内的包裹，2-5 个工作日送达，不包括税费、保险费、手续费和关税。</p>
<h2>送达时间</h2>
<table>
<thead><tr><th>服务</th><th>送达时间</th></tr></thead>
<tbody>
<tr><td>基本运费（快递）</td><td>2-5 个工作日</td></tr>
<tr><td>FedEx 国际快递</td><td>5-7 个工作日</td></tr>
</tbody>
</table>
<p>送达时间自发货之日起计算。清关、公共假期和偏远地区可能会延长送达时间。</p>
<h2>发货</h2>
<p>销售团队确认您的付款后，我们开始备货。现货元器件通常在确认后 1-2 个工作日内出库。对于需要原厂交期的元器件，预计发货日期会显示在购物车和订单中，货物到库后我们即会发货。</p>
<h2>物流跟踪</h2>
<p>包裹离开仓库后，您会通过电子邮件收到运单号，也可以在<a href="/zh/myaccount/order-status-history">订单历史</a>中查看。</p>
<h2>税费、关税和清关</h2>
<p>进口关税、增值税或消费税以及清关费用由目的地国家或地区规定，除非另有书面约定，均由收件人承担。我们在商业发票上申报货物的实际价值，不能将货物标注为礼品或低报价值。如需 HS 编码和出口管制分类信息，请向我们索取。</p>
<h2>保险</h2>
<p>运费中不包含运输保险。如有需要，我们的销售团队可为您报价。</p>
<h2>包装</h2>
<p>元器件使用防静电袋包装，湿敏器件使用含干燥剂和湿度指示卡的密封防潮袋包装，再统一装入坚固的纸箱。卷盘、料管和托盘尽可能保留原厂包装。</p>
<h2>交付问题</h2>
<p>请在收货时检查包裹，如有损坏或缺件，请在 7 天内告知我们。详见<a href="/zh/companyprofile/refund">退货与退款</a>。</p>`,
}

const body: Record<PageId, Partial<Record<Locale, string>> & { en: string }> = {
  about: { en: en.about, de: de.about, zh: zh.about },
  certification: { en: en.certification },
  contact: { en: en.contact },
  companyprofile: { en: en.companyprofile },
  'cookies-policy': { en: en['cookies-policy'] },
  'how-to-buy': { en: en['how-to-buy'], de: de['how-to-buy'], zh: zh['how-to-buy'] },
  'privacy-policy': { en: en['privacy-policy'] },
  refund: { en: en.refund },
  'shipping-delivering': {
    en: en['shipping-delivering'],
    de: de['shipping-delivering'],
    zh: zh['shipping-delivering'],
  },
  'terms-conditions': { en: en['terms-conditions'] },
}

// ---------------------------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------------------------

/** Every locale gets its own title and description; a body that is not translated stays empty and falls back to English. */
function pageText(id: PageId): Text<PageText> {
  const own = body[id]
  const text = {} as Text<PageText>
  for (const locale of localeCodes) text[locale] = { ...meta[id][locale], content: own[locale] ?? '' }
  return text
}

export const demoPages: { id: string; text: Text<PageText> }[] = (Object.keys(meta) as PageId[]).map((id) => ({
  id,
  text: pageText(id),
}))

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

export const demoNewsTags: { id: number; name: Text<string> }[] = [
  {
    id: 1,
    name: {
      en: 'Industry',
      zh: '行业动态',
      tw: '產業動態',
      jp: '業界動向',
      ko: '업계 동향',
      de: 'Branche',
      ru: 'Отрасль',
      fr: 'Secteur',
      ar: 'الصناعة',
      it: 'Settore',
    },
  },
  {
    id: 2,
    name: {
      en: 'Products',
      zh: '产品',
      tw: '產品',
      jp: '製品',
      ko: '제품',
      de: 'Produkte',
      ru: 'Продукция',
      fr: 'Produits',
      ar: 'المنتجات',
      it: 'Prodotti',
    },
  },
  {
    id: 3,
    name: {
      en: 'Company',
      zh: '公司新闻',
      tw: '公司新聞',
      jp: '会社情報',
      ko: '회사 소식',
      de: 'Unternehmen',
      ru: 'Компания',
      fr: 'Entreprise',
      ar: 'الشركة',
      it: 'Azienda',
    },
  },
  {
    id: 4,
    name: {
      en: 'Supply chain',
      zh: '供应链',
      tw: '供應鏈',
      jp: 'サプライチェーン',
      ko: '공급망',
      de: 'Lieferkette',
      ru: 'Цепочка поставок',
      fr: 'Chaîne d’approvisionnement',
      ar: 'سلسلة التوريد',
      it: 'Catena di fornitura',
    },
  },
]

type NewsText = { title: string; summary: string; content: string }

export const demoNews: { id: number; image: string; publishedAt: string; tags: number[]; text: Text<NewsText> }[] = [
  {
    id: 1,
    image: '/news/moisture.svg',
    publishedAt: '2026-06-09T08:00:00Z',
    tags: [2, 4],
    text: {
      en: {
        title: 'Moisture-sensitive devices: how we store and ship them',
        summary:
          'Many plastic IC packages absorb moisture from the air. Here is how we keep MSL-rated parts dry from our goods receipt to your reflow oven.',
        content: `<p>Plastic IC packages absorb moisture from the air. During reflow soldering that moisture turns into steam within seconds, and the pressure can crack the package or lift the die from its pad, the so-called popcorn effect. Because the damage is often invisible, it may only show up as field failures months later.</p>
<p>The industry handles this risk with moisture sensitivity levels (MSL), defined in IPC/JEDEC J-STD-020, and handling rules in J-STD-033. A part rated MSL 1 has an unlimited floor life under normal factory conditions. Once the bag is opened, an MSL 3 part must be soldered within 168 hours at up to 30 °C and 60% relative humidity; at MSL 5a, the limit is only 24 hours.</p>
<p>In our warehouse, moisture-sensitive parts stay in their sealed moisture barrier bags until they are picked. When we have to open a bag to split a reel, the remaining parts go straight into a dry cabinet and the exposure time is recorded. If the floor life has been exceeded, the parts are baked according to J-STD-033 before they are resealed with fresh desiccant and a new humidity indicator card.</p>
<p>Every shipment of moisture-sensitive parts leaves us in a vacuum-sealed bag with desiccant, a humidity indicator card and the MSL label. When you open it, check the indicator card: if it shows more humidity than the limit printed on the card, bake the parts before assembly.</p>
<p>Questions about the MSL rating of a specific part? Our sales engineers will look it up in the manufacturer's documentation for you.</p>`,
      },
    },
  },
  {
    id: 2,
    image: '/news/inspection.svg',
    publishedAt: '2026-07-02T08:00:00Z',
    tags: [3, 4],
    text: {
      en: {
        title: 'Counterfeit prevention: our incoming inspection in five steps',
        summary:
          'Counterfeit and recycled components remain a risk whenever parts are scarce. These are the five checks every lot passes before it reaches our shelves.',
        content: `<p>Whenever components are scarce, counterfeit parts appear on the market: remarked parts, parts recovered from scrap boards, or packages with no die inside at all. Buying from manufacturers and authorised distributors is the best protection. When a part is only available on the open market, inspection becomes essential.</p>
<p>Every lot we receive passes five steps. First, document review: the packing list, certificate of conformance and labels must match the purchase order, and the label format must match the manufacturer's. Second, visual inspection under magnification: we examine markings, surface texture and lead condition, and look for signs of resurfacing. Third, traceability: we record the supplier, lot number and date code so that every part can be traced back to its source.</p>
<p>Fourth, for parts that do not come from the manufacturer or its authorised channels, we add tests according to the risk: solvent tests for remarking, X-ray inspection to compare the die and bond wires with a known good sample, solderability tests and, where needed, decapsulation or electrical tests by an independent laboratory. These procedures are based on SAE AS6081.</p>
<p>Fifth, release: only lots that pass every step are put into stock. Suspect lots are quarantined and never shipped. If you need inspection reports for an order, tell our sales team when you place it.</p>`,
      },
    },
  },
  {
    id: 3,
    image: '/news/leadtime.svg',
    publishedAt: '2026-07-23T08:00:00Z',
    tags: [1, 4],
    text: {
      en: {
        title: 'Planning for lead times: practical advice for buyers',
        summary:
          'Factory lead times change with demand, capacity and product life cycles. A few habits help you keep production running when they grow.',
        content: `<p>The factory lead time shown on a product page is the time the manufacturer currently needs to produce and ship a new order. It is not fixed: it changes with demand, wafer and assembly capacity, and the life-cycle stage of the part. The lead time of the same part can double within a few months when demand picks up, and shrink again just as quickly.</p>
<p>Buyers can reduce the risk with a few habits. Review your bills of materials regularly and mark parts that have a single source, a long lead time or an announced end of life. For those parts, qualify at least one alternative, such as a pin-compatible device from another manufacturer or a different package, before you need it.</p>
<p>Order long-lead parts early and share your forecast with your suppliers. A distributor that knows your expected annual volume can plan stock and reserve quantities for you. Close to production, split large orders into scheduled deliveries rather than a single call-off.</p>
<p>Follow product change notices and end-of-life announcements. Manufacturers usually offer a last-time-buy window, and missing it often means paying open-market prices later.</p>
<p>Our BOM tool shows the lead time and stock of every matched line and lets you choose alternatives for the others. For parts with long lead times, send us an RFQ: our sales team checks our supply network and replies within 12 working hours.</p>`,
      },
    },
  },
  {
    id: 4,
    image: '/news/rohs.svg',
    publishedAt: '2026-08-18T08:00:00Z',
    tags: [1, 2],
    text: {
      en: {
        title: 'RoHS and REACH: what the compliance information on our product pages means',
        summary:
          'Our product pages show a RoHS status for every part. We explain what it covers, how it differs from REACH and which documents you can request.',
        content: `<p>RoHS, the EU Directive 2011/65/EU on the restriction of hazardous substances, limits ten substances in electrical and electronic equipment: lead, mercury, cadmium, hexavalent chromium, two groups of brominated flame retardants (PBB and PBDE) and, since Directive (EU) 2015/863, four phthalates (DEHP, BBP, DBP and DIBP). The limit is 0.1% by weight in any homogeneous material, and 0.01% for cadmium.</p>
<p>The RoHS status on our product pages is the status declared by the manufacturer. "Compliant" means that the manufacturer declares that the part meets these limits, possibly by using one of the exemptions listed in the annexes of the directive, for example lead in certain high-melting-temperature solders. If your product must not rely on particular exemptions, check the manufacturer's material declaration.</p>
<p>REACH, Regulation (EC) No 1907/2006, works differently. Instead of a short list of restricted substances, it obliges suppliers to inform their customers when an article contains more than 0.1% by weight of a substance of very high concern (SVHC) from the Candidate List. The Candidate List is usually updated twice a year, so a REACH declaration always refers to a particular version of it.</p>
<p>On request we provide the manufacturer's RoHS declaration, REACH SVHC declaration and, where available, full material declarations. Send us the part numbers concerned, and we will add the documents to your quotation or order.</p>`,
      },
    },
  },
  {
    id: 5,
    image: '/news/tradefair.svg',
    publishedAt: '2026-09-08T08:00:00Z',
    tags: [3],
    text: {
      en: {
        title: 'Trade fair season: meet our sales and sensor team this autumn',
        summary:
          'This autumn our sales engineers and sensor specialists visit electronics trade fairs in China and Europe. Book a meeting in advance.',
        content: `<p>Autumn is trade fair season in the electronics industry, and this year our team is on the road again. Between October and November, sales engineers and specialists from our sensor department will visit electronics trade fairs in Shenzhen and in Europe.</p>
<p>We will bring samples of our temperature, humidity and pressure sensors, evaluation boards and the new sensor series we are preparing for launch. Our sensor engineers are happy to discuss your application, calibration requirements and custom variants.</p>
<p>The sales team will review bills of materials with you, discuss long-term supply agreements and help with hard-to-find and end-of-life parts. Bring your BOM as a spreadsheet and we can run it through our matching tool on the spot.</p>
<p>Meeting slots are limited. To book one, write to sales@chipshop.example with your company name, the fair you are attending and the topics you want to discuss. We confirm every appointment by e-mail and send our stand details to newsletter subscribers before each fair.</p>`,
      },
    },
  },
  {
    id: 6,
    image: '/news/warehouse.svg',
    publishedAt: '2026-09-29T08:00:00Z',
    tags: [3, 4],
    text: {
      en: {
        title: 'Warehouse upgrade: automated dry storage for reels',
        summary:
          'An automated, humidity-controlled storage system for reels is now in operation in our 15,000 square metre warehouse in Shenzhen. In-stock orders leave faster.',
        content: `<p>Reels make up a large share of the parts we ship, and finding the right reel quickly is at the heart of fast dispatch. This summer we installed an automated storage system for reels in our 15,000 square metre warehouse in Shenzhen. It has been in full operation since September.</p>
<p>The system keeps reels in closed towers flushed with dry nitrogen, where the relative humidity stays below 5%. This protects moisture-sensitive devices from the moment a bag has been opened to split a reel. Every reel is identified by its barcode label when it enters a tower, and the tower delivers it to the picker in less than a minute.</p>
<p>The system also records the position and quantity of every reel and the time it has spent outside the dry atmosphere. When we split a reel, the remaining quantity is updated automatically, and the floor-life clock of moisture-sensitive parts carries over.</p>
<p>For our customers, the upgrade means fewer picking errors and shorter dispatch times. In-stock orders confirmed before 15:00 China Standard Time now usually leave the warehouse on the same working day. For orders with many lines or special packaging, our commitment of 1-2 working days remains unchanged.</p>`,
      },
    },
  },
  {
    id: 7,
    image: '/news/sensor.svg',
    publishedAt: '2026-10-20T08:00:00Z',
    tags: [2, 3],
    text: {
      en: {
        title: 'New: CS-HT30 digital humidity and temperature sensors',
        summary:
          'Our new CS-HT30 series measures relative humidity and temperature and reports both over I²C, in a 2.5 × 2.5 mm package. Samples are available now.',
        content: `<p>We are adding a new series to our own sensor portfolio: the CS-HT30 digital humidity and temperature sensors. Developed and calibrated in Shenzhen, the series is designed for HVAC controls, data loggers, smart home devices and industrial monitoring.</p>
<p>The sensors measure relative humidity from 0 to 100% RH with a typical accuracy of ±2% RH, and temperature from −40 to +125 °C with a typical accuracy of ±0.2 °C. They run from 1.8 to 5.5 V, communicate over I²C at up to 1 MHz and draw less than 1 µA in sleep mode, which makes them a good fit for battery-powered devices.</p>
<p>The CS-HT30 comes in a 2.5 × 2.5 mm DFN package, optionally with a PTFE membrane that protects the sensing element from dust and water droplets. Every sensor is calibrated individually and stores its calibration data on the chip, so no calibration is needed in your production.</p>
<p>Samples and an evaluation board are available now, and volume production starts in December 2026. Send us a request for quotation with your expected annual volume; our sensor engineers will also advise you on placement and layout.</p>`,
      },
      de: {
        title: 'Neu: digitale Feuchte- und Temperatursensoren CS-HT30',
        summary:
          'Unsere neue Serie CS-HT30 misst relative Feuchte und Temperatur und liefert beide Werte über I²C, im 2,5 × 2,5 mm kleinen Gehäuse. Muster sind ab sofort erhältlich.',
        content: `<p>Wir erweitern unser eigenes Sensorportfolio um eine neue Serie: die digitalen Feuchte- und Temperatursensoren CS-HT30. Die in Shenzhen entwickelte und kalibrierte Serie ist für Klima- und Lüftungssteuerungen, Datenlogger, Smart-Home-Geräte und die industrielle Überwachung ausgelegt.</p>
<p>Die Sensoren messen die relative Feuchte von 0 bis 100 % rF mit einer typischen Genauigkeit von ±2 % rF und die Temperatur von −40 bis +125 °C mit einer typischen Genauigkeit von ±0,2 °C. Sie arbeiten mit 1,8 bis 5,5 V, kommunizieren über I²C mit bis zu 1 MHz und nehmen im Schlafmodus weniger als 1 µA auf – ideal für batteriebetriebene Geräte.</p>
<p>Der CS-HT30 kommt im 2,5 × 2,5 mm großen DFN-Gehäuse, auf Wunsch mit PTFE-Membran, die das Sensorelement vor Staub und Wassertropfen schützt. Jeder Sensor wird einzeln kalibriert und speichert seine Kalibrierdaten auf dem Chip; in Ihrer Fertigung ist keine Kalibrierung nötig.</p>
<p>Muster und ein Evaluierungsboard sind ab sofort erhältlich, die Serienfertigung beginnt im Dezember 2026. Senden Sie uns eine Preisanfrage mit Ihrem erwarteten Jahresbedarf; unsere Sensoringenieure beraten Sie auch zu Platzierung und Layout.</p>`,
      },
      zh: {
        title: '新品：CS-HT30 数字温湿度传感器',
        summary:
          '我们全新的 CS-HT30 系列可测量相对湿度和温度，并通过 I²C 输出数据，封装尺寸仅 2.5 × 2.5 毫米。现已提供样品。',
        content: `<p>我们的自有传感器产品线新增一个系列：CS-HT30 数字温湿度传感器。该系列在深圳研发和校准，适用于暖通空调控制、数据记录仪、智能家居设备和工业监测。</p>
<p>传感器的相对湿度测量范围为 0 至 100% RH，典型精度 ±2% RH；温度测量范围为 −40 至 +125 °C，典型精度 ±0.2 °C。工作电压为 1.8 至 5.5 V，通过 I²C 通信，速率最高 1 MHz，休眠模式下电流低于 1 µA，非常适合电池供电的设备。</p>
<p>CS-HT30 采用 2.5 × 2.5 毫米 DFN 封装，可选配 PTFE 防护膜，保护感测元件免受灰尘和水滴影响。每颗传感器都经过单独校准，校准数据存储在芯片内，您的生产线无需再进行校准。</p>
<p>样品和评估板现已可供，批量生产将于 2026 年 12 月开始。请发送询价并注明预计年用量；我们的传感器工程师还可以为您提供布局和安装位置方面的建议。</p>`,
      },
    },
  },
  {
    id: 8,
    image: '/news/calendar.svg',
    publishedAt: '2026-11-10T08:00:00Z',
    tags: [3, 4],
    text: {
      en: {
        title: 'Year-end and Chinese New Year 2027: plan your orders now',
        summary:
          'Carriers are busiest at the end of the year, and factories in China close for the Spring Festival in February 2027. Here is how to plan your orders.',
        content: `<p>The last weeks of the year are the busiest time for international carriers, and the Chinese New Year follows soon afterwards: in 2027 the Spring Festival falls on 6 February. Many factories, carriers and customs offices in China slow down or close for one to two weeks around the holiday, and supply chains need further time to return to full speed.</p>
<p>Our Shenzhen warehouse remains open for most of the holiday period, with reduced staff on the public holidays. Our holiday schedule, including the last dispatch dates before the festival, will be published in our news and sent to newsletter subscribers in January.</p>
<p>We recommend three steps. First, check your bills of materials for parts with a factory lead time: orders that depend on deliveries from our suppliers should be placed by mid-December so that the parts arrive before the holiday. Second, order the in-stock parts you need in February before the end of January. Third, allow extra transit time, because international express services often take a day or two longer in December.</p>
<p>If you are planning production for the first quarter of 2027, send us your BOM or an RFQ now. Our sales team replies within 12 working hours and can propose scheduled deliveries that bridge the holiday.</p>`,
      },
      de: {
        title: 'Jahresende und chinesisches Neujahr 2027: Bestellungen jetzt planen',
        summary:
          'Zum Jahresende sind die Paketdienste am stärksten ausgelastet, und im Februar 2027 schließen Fabriken in China zum Frühlingsfest. So planen Sie Ihre Bestellungen.',
        content: `<p>Die letzten Wochen des Jahres sind die geschäftigste Zeit für internationale Paketdienste, und kurz darauf folgt das chinesische Neujahr: 2027 fällt das Frühlingsfest auf den 6. Februar. Viele Fabriken, Paketdienste und Zollstellen in China arbeiten rund um das Fest ein bis zwei Wochen eingeschränkt oder schließen ganz, und die Lieferketten brauchen danach weitere Zeit, um wieder volle Fahrt aufzunehmen.</p>
<p>Unser Lager in Shenzhen bleibt den größten Teil der Feiertage geöffnet, an den gesetzlichen Feiertagen mit reduzierter Besetzung. Unseren Feiertagsplan mit den letzten Versandterminen vor dem Fest veröffentlichen wir im Januar in unseren News und senden ihn an die Abonnenten unseres Newsletters.</p>
<p>Wir empfehlen drei Schritte. Erstens: Prüfen Sie Ihre Stücklisten auf Bauteile mit Herstellerlieferzeit. Bestellungen, die von Lieferungen unserer Lieferanten abhängen, sollten bis Mitte Dezember eingehen, damit die Ware vor dem Fest eintrifft. Zweitens: Bestellen Sie vorrätige Bauteile, die Sie im Februar brauchen, vor Ende Januar. Drittens: Planen Sie zusätzliche Transitzeit ein, denn internationale Expressdienste brauchen im Dezember oft ein bis zwei Tage länger.</p>
<p>Wenn Sie Ihre Fertigung für das erste Quartal 2027 planen, senden Sie uns jetzt Ihre Stückliste oder eine Preisanfrage. Unser Vertrieb antwortet innerhalb von 12 Arbeitsstunden und kann Ihnen Abruflieferungen vorschlagen, die die Feiertage überbrücken.</p>`,
      },
      zh: {
        title: '年末及 2027 年春节：请提前规划订单',
        summary: '年末是国际快递最繁忙的时期，而中国的工厂将在 2027 年 2 月春节期间放假。以下是规划订单的建议。',
        content: `<p>每年最后几周是国际快递最繁忙的时期，紧接着便是春节：2027 年的春节是 2 月 6 日。节日前后，中国的许多工厂、快递公司和海关会放缓运作或停工一到两周，供应链也需要更多时间才能恢复全速运转。</p>
<p>我们的深圳仓库在假期的大部分时间照常运营，法定节假日期间人员减少。包括节前最后发货日期在内的假期安排将于 1 月在新闻中心公布，并发送给新闻订阅用户。</p>
<p>我们建议采取以下三个步骤。第一，检查您的物料清单中需要原厂交期的元器件：依赖供应商到货的订单应在 12 月中旬前下达，以便货物在春节前到库。第二，2 月需要的现货元器件请在 1 月底前下单。第三，预留额外的运输时间，因为 12 月的国际快递通常会多花一到两天。</p>
<p>如果您正在规划 2027 年第一季度的生产，请现在就将 BOM 或询价单发给我们。我们的销售团队会在 12 个工作小时内回复，并可为您制定跨越假期的分批交货计划。</p>`,
      },
    },
  },
]
