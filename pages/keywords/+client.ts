import { hydrateIslands } from '../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../components/layout/shell-islands'
import { PageSearchBoxIsland } from '../../components/search/SearchBox'

hydrateIslands([...SHELL_ISLANDS, PageSearchBoxIsland])
