import { atom } from 'jotai'
import type { OrderStatus } from '../../contract/orders'

/**
 * The console's client state (jotai): the order list's filters, kept while staff open an order
 * and come back; and the one action waiting for its confirm step.
 */
export type OrderFilters = { status?: OrderStatus; q: string; from: string; to: string; page: number }
export const orderFiltersAtom = atom<OrderFilters>({ q: '', from: '', to: '', page: 1 })

/** The customer list's search and page, kept while staff open a customer and come back (issue 32). */
export const customerFiltersAtom = atom({ q: '', page: 1 })

export type PendingAction = null | 'confirm' | 'sendBack' | 'ship' | 'cancel' | 'refund'
export const pendingActionAtom = atom<PendingAction>(null)
