import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  passToClient: ['locale', 'unknownLanguage', 'publicUrl', 'site', 'session'],
  stream: 'web',
  favicon: '/favicon.svg',
} satisfies Config
