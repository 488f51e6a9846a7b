import { atom } from 'jotai'

/** UI and session state shared across the page (jotai). */
export type SessionUser = { email?: string; company_name?: string; contact_name?: string }
export const sessionAtom = atom<{ token: string | null; user: SessionUser | null }>({ token: null, user: null })
export const signedInAtom = atom((get) => !!get(sessionAtom).token)
export const cartCountAtom = atom(0)
export const feedbackOpenAtom = atom(false)
export const onlineAtom = atom(true)
export const navigatingAtom = atom(false)

export type Toast = { id: number; kind: 'success' | 'error'; text: string }
export const toastsAtom = atom<Toast[]>([])
