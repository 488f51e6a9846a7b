import { activateByLink } from '../../../components/account/activate-behaviour'
import { enhanceAccountForm } from '../../../components/account/account-form-behaviour'
import { hydrateIslands } from '../../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../../components/layout/shell-islands'

// The resend form's code loads with the first touch of the form. The token goes to the server at
// once, after hydrateIslands has set the language the server answers in.
enhanceAccountForm(() => import('../../../components/account/resend-actions'))
hydrateIslands(SHELL_ISLANDS)
activateByLink()
