import type { Locale } from '../../../locales/locales'

type Text<T> = Partial<Record<Locale, T>> & { en: T }
type PageText = { title: string; description: string; content: string }

export const demoPages: { id: string; text: Text<PageText> }[] = [
  { id: 'about', text: { en: { title: 'About Us', description: 'ChipShop: chip distributor and sensor maker since 2011.', content: '<p>Founded in 2011 in Shenzhen.</p>' } } },
]

export const demoNewsTags: { id: number; name: Text<string> }[] = [{ id: 1, name: { en: 'Industry' } }]

export const demoNews: { id: number; image: string; publishedAt: string; tags: number[]; text: Text<{ title: string; summary: string; content: string }> }[] = [
  { id: 1, image: '', publishedAt: '2026-10-01T08:00:00Z', tags: [1], text: { en: { title: 'Hello', summary: 'First news', content: '<p>News body</p>' } } },
]
