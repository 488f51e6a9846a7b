import type { ReactNode } from 'react'
import { ConsoleLayout } from '../../components/admin/ConsoleLayout'

export default function Layout({ children }: { children: ReactNode }) {
  return <ConsoleLayout>{children}</ConsoleLayout>
}
