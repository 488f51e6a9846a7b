import { enhanceAccountForm } from '../../../components/account/account-form-behaviour'
import { hydrateIslands } from '../../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../../components/layout/shell-islands'

// The registration form is the server's HTML; its code loads with the first touch of the form.
enhanceAccountForm(() => import('../../../components/account/register-actions'))
hydrateIslands(SHELL_ISLANDS)
