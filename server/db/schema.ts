/** Every table, for drizzle's typed queries and drizzle-kit. Each domain owns its own file. */
export * from '../domains/site/schema'
export * from '../domains/content/schema'
export * from '../domains/accounts/schema'
export * from '../domains/catalogue/schema'
export * from '../mail/schema'
