-- Keyword search (server/domains/search): the word index stems English words (porter), so that a
-- query matches "resistors", "amps", "regulators" with whole words — fast at a million parts
-- (prefix queries merge whole posting lists; whole words are read lazily up to the LIMIT).
-- Rebuilt from part_search_text; the triggers of 0003 keep writing to the new table.
DROP TABLE IF EXISTS `part_text_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `part_text_fts` USING fts5(mpn, description, manufacturer, category, package, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `part_text_fts`(rowid, mpn, description, manufacturer, category, package)
  SELECT id, mpn, description, manufacturer, category, package FROM part_search_text;
