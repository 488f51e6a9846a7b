import type { ReactNode } from 'react'
import { AppShell } from '../components/layout/AppShell'
import '../components/layout/styles.css'

export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>
}
