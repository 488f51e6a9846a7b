import { atom } from './store'
import type { UserInfo } from '../../contract/accounts'

/** UI and session state shared across the page (components/app/store.ts). */
/** Signed in = a `token` cookie is present; the token itself stays in its cookie (components/api.ts sends it). */
export type SessionState = { signedIn: boolean; user: UserInfo | null }
export const sessionAtom = atom<SessionState>({ signedIn: false, user: null })
export const cartCountAtom = atom(0)
export const feedbackOpenAtom = atom(false)
export const onlineAtom = atom(true)
export const navigatingAtom = atom(false)

/** A message for a moment; `link` offers the next step ("Request a quote" after adding to the RFQ list). */
export type Toast = { id: number; kind: 'success' | 'error'; text: string; link?: { href: string; label: string } }
export const toastsAtom = atom<Toast[]>([])
