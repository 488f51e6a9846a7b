import { Suspense } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { cartRoutes } from '../../contract/island-routes'
import { localizePath } from '../../locales/locales'
import { formatAmount, formatCount, formatUnitPrice } from '../../locales/money-format'
import { createTranslator } from '../../locales/translator'
import { callApi, messageOf } from '../app/call'
import { cartCountAtom, toastsAtom, type Toast } from '../app/state'
import { getBrowserStore } from '../app/store'
import { buyNowPath } from '../cart/cart-links'
import { ISLANDS_DATA_ID, type IslandsPageData } from '../islands/islands-data'
import { LINK_TOAST_MS, showToast } from '../layout/Toasts'
import { CLICK_GUARD_MS } from '../ui/useClickGuard'
import { addRfqLine, rfqDrawerOpenAtom, rfqLineOf, rfqListAtom } from './catalogue-storage'
import type { PurchaseGoods } from './purchase-goods'
import { purchaseState, stepQty, type PurchaseState } from './purchase-state'

/**
 * The browser's part of the product page's purchase box (./ProductPurchase.tsx), plain DOM code on
 * the server's HTML, loaded when the buyer first comes to the box (./purchase-loader.ts), which
 * hands it every event of the box: the quantity typed or stepped, the nearest valid quantity, the
 * offer chosen (in the offers table, or the one that sells the quantity), and what the buttons do
 * — add to cart (a guest signs in first), add to RFQ list, quick RFQ (its dialog, React, loads on
 * first open). After each change the box shows again what ./purchase-state.ts gives for the
 * chosen offer and the quantity, in the page's language (words from the islands data).
 */

const store = getBrowserStore()
const data = JSON.parse(document.getElementById(ISLANDS_DATA_ID)!.textContent!) as IslandsPageData
const { locale } = data
const t = createTranslator(data.messages)
const count = (n: number) => formatCount(n, locale)
const toast = (text: string, kind?: Toast['kind']) => showToast((u) => store.set(toastsAtom, u), text, kind)

type Box = {
  el: HTMLElement
  goods: PurchaseGoods
  chosen: number
  text: string
  s: PurchaseState
  /** The offer whose stock, delivery, tiers and rules the box shows. */
  shown: number
  /** The message shown under the quantity (its text and fixes). */
  said: string
  /** Add to cart: a call under way, or the double-click guard of spec §9. */
  pending: boolean
  guarded: boolean
  dialog?: Root
}

const boxes = new WeakMap<HTMLElement, Box>()

/** Handles an event of the purchase box `el` (input, change or click). */
export function handle(el: HTMLElement, event: Event) {
  let box = boxes.get(el)
  if (!box) {
    const chosen = Number(el.dataset.chosenGoodsId)
    const goods = JSON.parse(el.dataset.purchase!) as PurchaseGoods
    const text = qtyInput(el).value
    box = {
      el,
      goods,
      chosen,
      text,
      s: purchaseState(goods, chosen, text),
      shown: chosen,
      said: '',
      pending: false,
      guarded: false,
    }
    boxes.set(el, box)
  }
  const target = event.target as HTMLElement
  const { s } = box
  if (event.type === 'input' && target === qtyInput(el)) {
    const input = target as HTMLInputElement
    const clean = input.value.replace(/[^\d]/g, '').slice(0, 9)
    if (clean !== input.value) input.value = clean
    box.text = clean
  } else if (event.type === 'change' && target.matches('[data-testid="offers"] input[type="radio"]')) {
    choose(box, Number((target as HTMLInputElement).value), false)
  } else if (event.type === 'click') {
    const button = target.closest<HTMLElement>('button, a')
    if (!button) return
    if (button.dataset.step) box.text = String(stepQty(s, Number(button.dataset.step) as 1 | -1))
    else if (button.dataset.fix) box.text = button.dataset.fix
    else if (button.dataset.better) choose(box, Number(button.dataset.better), true)
    else if (button.dataset.testid === 'add-to-cart') addToCart(box)
    else if (button.dataset.testid === 'add-to-rfq') addToRfq(box)
    else if (button.dataset.testid === 'quick-rfq') void openQuickRfq(box)
    // A link followed before this code was there (./purchase-loader.ts held it): with the quantity now shown.
    else if (button instanceof HTMLAnchorElement && event.defaultPrevented) {
      render(box)
      if (button.isConnected) location.assign(button.href)
      return
    } else return
  } else return
  render(box)
}

function choose(box: Box, goodsId: number, keepQty: boolean) {
  box.chosen = goodsId
  if (!keepQty) box.text = String(purchaseState(box.goods, goodsId).start)
}

const qtyInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>('#purchase-qty')!

/** Money as the pages show it (components/catalogue/money.tsx): left to right, tabular figures. */
function money(text: string) {
  const bdi = document.createElement('bdi')
  bdi.dir = 'ltr'
  bdi.className = 'money'
  bdi.textContent = text
  return bdi
}

function cell(className: string | null, ...content: (Node | string)[]) {
  const td = document.createElement('td')
  if (className) td.className = className
  td.append(...content)
  return td
}

function linkButton(text: string, data: Record<string, string>) {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'link-button fix-qty'
  Object.assign(button.dataset, data)
  button.textContent = text
  return button
}

/** The box as ./ProductPurchase.tsx renders it for the chosen offer and the quantity. */
function render(box: Box) {
  const s = (box.s = purchaseState(box.goods, box.chosen, box.text))
  const { el } = box
  const { offer, problem } = s
  el.dataset.chosenGoodsId = String(offer.goods_id)

  if (box.shown !== offer.goods_id) {
    box.shown = offer.goods_id
    const stock = el.querySelector('[data-testid="stock-this-offer"] .stock')!
    stock.className = `stock ${offer.stock > 0 ? 'in' : 'out'}`
    stock.textContent = offer.stock > 0 ? t('catalogue.inStockCount', { count: offer.stock }) : t('catalogue.soldOut')
    const time = el.querySelector('.purchase-stock time')!
    time.setAttribute('datetime', offer.delivery_plan_date)
    // As DateText writes it on the server: the page's language (html lang is its BCP 47 tag), UTC.
    time.textContent = new Intl.DateTimeFormat(document.documentElement.lang, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(offer.delivery_plan_date))
    el.querySelector('[data-testid="price-tiers"] tbody')!.replaceChildren(
      ...offer.price_tiers.map((p) => {
        const tr = document.createElement('tr')
        const qty = document.createElement('bdi')
        qty.dir = 'ltr'
        qty.textContent = `${count(p.qty)}+`
        tr.append(
          cell(null, qty),
          cell('num', money(formatUnitPrice(p.unit_price, locale))),
          cell('num', money(formatAmount(p.ext_price, locale))),
        )
        return tr
      }),
    )
    el.querySelector('#purchase-rules')!.textContent =
      `${t('product.minimum')}: ${count(offer.moq)} · ${t('product.multiples')}: ${count(offer.multiple)}`
  }
  const tierRows = el.querySelectorAll('[data-testid="price-tiers"] tbody tr')
  offer.price_tiers.forEach((p, i) => tierRows[i]?.classList.toggle('active', p === s.tier && !problem))

  const input = qtyInput(el)
  if (input.value !== s.text) input.value = s.text
  input.setAttribute('aria-invalid', String(!!problem))

  // The message and its fixes, written again only when they change (a button keeps its focus).
  const said = JSON.stringify([s.message, s.fix, s.better?.goods_id, s.qty])
  if (box.said !== said) {
    box.said = said
    const parts: (Node | string)[] = s.message ? [t(...s.message)] : []
    if (s.fix !== null) parts.push(' ', linkButton(t('product.useQty', { qty: s.fix }), { fix: String(s.fix) }))
    if (s.better) {
      // The place as the server wrote it in the offers table, in the page's language (locales/place-names.ts).
      const written = el.querySelector(`[data-testid="offers"] input[value="${s.better.goods_id}"] ~ bdi`)
      const where = written?.textContent || s.better.stock_location || s.better.supplier
      const text = t('product.offerFills', { qty: s.qty, location: where })
      parts.push(' ', linkButton(text, { testid: 'better-offer', better: String(s.better.goods_id) }))
    }
    el.querySelector('#purchase-msg')!.replaceChildren(...parts)
  }

  el.querySelector('[data-testid="unit-price"]')!.textContent = formatUnitPrice(s.unit, locale)
  el.querySelector('[data-testid="ext-price"]')!.replaceChildren(
    s.extended === null ? '—' : money(formatAmount(s.extended, locale)),
  )

  const addToCart = el.querySelector<HTMLButtonElement>('.purchase-actions [data-testid="add-to-cart"]')
  if (addToCart) addToCart.disabled = !s.canBuy || box.pending || box.guarded
  const buyNow = el.querySelector<HTMLElement>('.purchase-actions [data-testid="buy-now"]')
  if (buyNow) {
    // Buy now is a link to the checkout, a disabled button while there is nothing to buy (../cart/BuyNow.tsx).
    const tag = s.canBuy ? 'A' : 'BUTTON'
    let now = buyNow
    if (buyNow.tagName !== tag) {
      now = document.createElement(tag)
      now.className = buyNow.className
      now.dataset.testid = 'buy-now'
      now.textContent = buyNow.textContent
      if (now instanceof HTMLButtonElement) {
        now.type = 'button'
        now.disabled = true
      }
      buyNow.replaceWith(now)
    }
    if (now instanceof HTMLAnchorElement) now.href = localizePath(buyNowPath(offer.goods_id, s.qty), locale)
  }
  const addToRfq = el.querySelector<HTMLButtonElement>('.purchase-actions [data-testid="add-to-rfq"]')
  if (addToRfq) addToRfq.disabled = !!problem

  const offers = el.querySelector('[data-testid="offers"]')
  if (offers) {
    offers.querySelector('[data-unit-price-for]')!.textContent = t('product.unitPriceFor', { qty: s.need })
    const body = offers.querySelector('tbody')!
    const rows = s.ranked.map(({ offer: o }) => body.querySelector<HTMLElement>(`tr[data-goods-id="${o.goods_id}"]`)!)
    // Best first for the quantity asked; rows are moved only when the order changes.
    if (rows.some((row, i) => body.children[i] !== row)) body.append(...rows)
    s.ranked.forEach(({ offer: o, unit }, i) => {
      const row = rows[i]!
      const chosen = o.goods_id === offer.goods_id
      if (chosen) row.setAttribute('aria-current', 'true')
      else row.removeAttribute('aria-current')
      row.querySelector<HTMLInputElement>('input[type="radio"]')!.checked = chosen
      row.querySelector('td:last-child .money')!.textContent = formatUnitPrice(unit, locale)
    })
  }
}

/** Add to cart (as ../cart/AddToCart.tsx), for a guest too. */
function addToCart(box: Box) {
  const { offer, qty, canBuy } = box.s
  if (!canBuy || box.pending || box.guarded) return
  box.pending = box.guarded = true
  setTimeout(() => {
    box.guarded = false
    render(box)
  }, CLICK_GUARD_MS)
  callApi(cartRoutes.add, { body: { goods_id: offer.goods_id, cart_num: qty } })
    .then(
      (res) => {
        if (res.status !== 200) return toast(messageOf(res, t('api.serverError')), 'error')
        store.set(cartCountAtom, res.body.data.count)
        toast(messageOf(res, t('cart.added')))
      },
      () => toast(t('api.serverError'), 'error'),
    )
    .finally(() => {
      box.pending = false
      render(box)
    })
}

/** Add to RFQ list (as ../rfq/AddToRfq.tsx): the chosen offer at the quantity; the first line opens the drawer, later ones a toast with a link. */
function addToRfq(box: Box) {
  const { offer, rfqQty, unit, problem } = box.s
  if (problem) return
  const goods = { ...box.goods, ...offer }
  const { list, existed } = addRfqLine(rfqLineOf(goods, rfqQty, unit))
  store.set(rfqListAtom, list)
  const text = t(existed ? 'rfqList.updated' : 'rfqList.added', { part: goods.part_number })
  if (list.length === 1 && !existed) {
    toast(text)
    store.set(rfqDrawerOpenAtom, true)
  } else
    showToast((u) => store.set(toastsAtom, u), text, 'success', LINK_TOAST_MS, {
      href: localizePath('/rfq', locale),
      label: t('rfqList.submit'),
    })
}

/** Quick RFQ (as ../rfq/QuickRfq.tsx): its dialog, loaded on first open, for the chosen offer and quantity. */
async function openQuickRfq(box: Box) {
  const { default: QuickRfqDialog } = await import('../rfq/QuickRfqDialog')
  if (!box.dialog) {
    const container = document.createElement('div')
    container.style.display = 'contents'
    box.el.querySelector('.purchase-actions')!.append(container)
    box.dialog = createRoot(container)
  }
  const show = (open: boolean) => {
    const { offer, rfqQty, unit } = box.s
    box.dialog!.render(
      <VikeReactProviderPageContext pageContext={data as unknown as PageContext}>
        <Suspense fallback={null}>
          <QuickRfqDialog
            goods={{ ...box.goods, ...offer }}
            qty={rfqQty}
            targetPrice={unit}
            open={open}
            onClose={() => show(false)}
          />
        </Suspense>
      </VikeReactProviderPageContext>,
    )
  }
  show(true)
}
