import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike()],
  esbuild: { jsx: 'automatic' },
  build: { target: 'es2022' },
  ssr: { noExternal: ['rosetta'] },
})
