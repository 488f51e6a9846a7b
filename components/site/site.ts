import type { z } from 'zod'
import { usePageContext } from 'vike-react/usePageContext'
import type { Language, SiteConfig, SiteLabel } from '../../contract/site'

/** Site-wide data every page shows (header, footer, side bar), loaded once per request on the server. */
export type SiteData = {
  config: SiteConfig
  languages: z.infer<typeof Language>[]
  labels: z.infer<typeof SiteLabel>[]
}

export function useSite(): SiteData {
  return usePageContext().site
}

/** Phone shown grouped 3-4-rest (spec §9): +8675586001234 → +86 755 8600 1234. */
export function formatPhone(raw: string): string {
  const plus = raw.startsWith('+') ? '+' : ''
  const digits = raw.replace(/\D/g, '')
  if (plus && digits.length > 4) {
    const cc = digits.slice(0, 2)
    const rest = digits.slice(2)
    return `+${cc} ${[rest.slice(0, 3), rest.slice(3, 7), rest.slice(7)].filter(Boolean).join(' ')}`
  }
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ')
}
