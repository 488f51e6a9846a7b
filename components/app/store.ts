import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

/**
 * The page's shared UI state (session, cart count, open drawer and dialogs, toasts): atoms in a
 * store, read and written with hooks. Small on purpose (a few atoms, no derived ones): it is part
 * of every page's first load, the islands pages' too, where several React roots share the
 * browser's one store. On the server each page render has its own store (`StoreProvider`).
 */
export type Atom<T> = { readonly init: T }
type Update<T> = T | ((previous: T) => T)

export function atom<T>(init: T): Atom<T> {
  return { init }
}

export type Store = {
  get<T>(atom: Atom<T>): T
  set<T>(atom: Atom<T>, update: Update<T>): void
  subscribe(atom: Atom<unknown>, listener: () => void): () => void
}

export function createStore(): Store {
  const values = new Map<Atom<unknown>, unknown>()
  const listeners = new Map<Atom<unknown>, Set<() => void>>()
  const get = <T>(a: Atom<T>): T => (values.has(a) ? (values.get(a) as T) : a.init)
  return {
    get,
    set(a, update) {
      const next = typeof update === 'function' ? (update as (p: unknown) => unknown)(get(a)) : update
      if (Object.is(next, get(a))) return
      values.set(a, next)
      for (const listener of [...(listeners.get(a) ?? [])]) listener()
    },
    subscribe(a, listener) {
      let set = listeners.get(a)
      if (!set) listeners.set(a, (set = new Set()))
      set.add(listener)
      return () => set.delete(listener)
    },
  }
}

/** The browser's store, for whatever is rendered outside a StoreProvider (the islands). */
const browserStore = createStore()
const StoreContext = createContext<Store>(browserStore)

export function getBrowserStore(): Store {
  return browserStore
}

/** A store of its own for what is inside, starting with the given values. */
export function StoreProvider({
  initial = [],
  children,
}: {
  initial?: [Atom<unknown>, unknown][]
  children: ReactNode
}) {
  const [store] = useState(() => {
    const s = createStore()
    for (const [a, value] of initial) s.set(a, value)
    return s
  })
  return createElement(StoreContext.Provider, { value: store }, children)
}

export function useAtomValue<T>(a: Atom<T>): T {
  const store = useContext(StoreContext)
  const subscribe = useCallback((listener: () => void) => store.subscribe(a, listener), [store, a])
  const read = () => store.get(a)
  return useSyncExternalStore(subscribe, read, read)
}

export function useSetAtom<T>(a: Atom<T>): (update: Update<T>) => void {
  const store = useContext(StoreContext)
  return useCallback((update: Update<T>) => store.set(a, update), [store, a])
}

export function useAtom<T>(a: Atom<T>): [T, (update: Update<T>) => void] {
  return [useAtomValue(a), useSetAtom(a)]
}
