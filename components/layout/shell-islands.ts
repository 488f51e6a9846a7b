import { FeedbackDialogIsland } from '../site/FeedbackDialog'
import { NewsletterIsland } from '../site/Newsletter'
import { HeaderIsland } from './Header'
import { LiveStateIsland } from './LiveState'
import { SideBarIsland } from './SideBar'
import { ToastsIsland } from './Toasts'

/** The islands of the page chrome (components/layout/AppShell.tsx), on every islands page. */
export const SHELL_ISLANDS = [
  HeaderIsland,
  LiveStateIsland,
  SideBarIsland,
  NewsletterIsland,
  FeedbackDialogIsland,
  ToastsIsland,
]
