import { hydrateIslands } from '../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../components/layout/shell-islands'

// The category tree: the page chrome only (a category, ./@id, has its own).
hydrateIslands(SHELL_ISLANDS)
