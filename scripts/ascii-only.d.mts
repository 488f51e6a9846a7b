/** scripts/ascii-only.mjs */
export function asciiOnly(code: string): string
