-- Keyword search (server/domains/search): the word index keeps which columns a word is in, not
-- its positions (detail=column): a third smaller at a million parts and faster for queries that
-- combine common words. Search never asks for phrases. Rebuilt from part_search_text; the
-- triggers of 0003 keep writing to the new table.
DROP TABLE IF EXISTS `part_text_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `part_text_fts` USING fts5(mpn, description, manufacturer, category, package, content='', contentless_delete=1, detail='column', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `part_text_fts`(rowid, mpn, description, manufacturer, category, package)
  SELECT id, mpn, description, manufacturer, category, package FROM part_search_text;
