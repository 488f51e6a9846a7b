-- Part search indexes (server/domains/search). Runs on libsql and on D1 (FTS5 with trigram).
--
-- part_mpn_fts: trigram index over parts.mpn_norm (external content, no positions): substring
-- search is `mpn_norm LIKE '%358DR%'` on it. Exact and prefix search use the parts_mpn_norm index.
CREATE VIRTUAL TABLE `part_mpn_fts` USING fts5(mpn_norm, content='parts', content_rowid='id', tokenize='trigram', detail='none');
--> statement-breakpoint
-- What keyword search reads of a part: its numbers, description, manufacturer, category path
-- (English names) and package.
CREATE VIEW `part_search_text` AS
SELECT p.id AS id,
  p.mpn || ' ' || p.mpn_norm AS mpn,
  p.description AS description,
  coalesce(m.name, '') AS manufacturer,
  trim(coalesce(c0.name, '') || ' ' || coalesce(c1.name, '') || ' ' || coalesce(c2.name, '')) AS category,
  p.package AS package
FROM parts p
LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
LEFT JOIN categories k0 ON k0.id = p.category_id
LEFT JOIN category_translations c0 ON c0.category_id = k0.id AND c0.locale = 'en'
LEFT JOIN categories k1 ON k1.id = k0.parent_id
LEFT JOIN category_translations c1 ON c1.category_id = k1.id AND c1.locale = 'en'
LEFT JOIN category_translations c2 ON c2.category_id = k1.parent_id AND c2.locale = 'en';
--> statement-breakpoint
-- part_text_fts: words (unicode61, diacritics folded), contentless: rowid = parts.id.
CREATE VIRTUAL TABLE `part_text_fts` USING fts5(mpn, description, manufacturer, category, package, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `parts_search_insert` AFTER INSERT ON `parts` BEGIN
  INSERT INTO part_mpn_fts(rowid, mpn_norm) VALUES (new.id, new.mpn_norm);
  INSERT INTO part_text_fts(rowid, mpn, description, manufacturer, category, package)
    SELECT id, mpn, description, manufacturer, category, package FROM part_search_text WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `parts_search_delete` AFTER DELETE ON `parts` BEGIN
  INSERT INTO part_mpn_fts(part_mpn_fts, rowid, mpn_norm) VALUES ('delete', old.id, old.mpn_norm);
  DELETE FROM part_text_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `parts_search_update` AFTER UPDATE OF mpn, mpn_norm, description, manufacturer_id, category_id, package ON `parts` BEGIN
  INSERT INTO part_mpn_fts(part_mpn_fts, rowid, mpn_norm) VALUES ('delete', old.id, old.mpn_norm);
  INSERT INTO part_mpn_fts(rowid, mpn_norm) VALUES (new.id, new.mpn_norm);
  DELETE FROM part_text_fts WHERE rowid = old.id;
  INSERT INTO part_text_fts(rowid, mpn, description, manufacturer, category, package)
    SELECT id, mpn, description, manufacturer, category, package FROM part_search_text WHERE id = new.id;
END;
--> statement-breakpoint
-- A renamed manufacturer or category: its parts are found under the new name.
CREATE TRIGGER `manufacturers_search_rename` AFTER UPDATE OF name ON `manufacturers` BEGIN
  DELETE FROM part_text_fts WHERE rowid IN (SELECT id FROM parts WHERE manufacturer_id = new.id);
  INSERT INTO part_text_fts(rowid, mpn, description, manufacturer, category, package)
    SELECT id, mpn, description, manufacturer, category, package FROM part_search_text
    WHERE id IN (SELECT id FROM parts WHERE manufacturer_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `category_translations_search_rename` AFTER UPDATE OF name ON `category_translations` WHEN new.locale = 'en' BEGIN
  DELETE FROM part_text_fts WHERE rowid IN (SELECT id FROM parts WHERE category_id IN (
    SELECT id FROM categories WHERE id = new.category_id OR parent_id = new.category_id
      OR parent_id IN (SELECT id FROM categories WHERE parent_id = new.category_id)));
  INSERT INTO part_text_fts(rowid, mpn, description, manufacturer, category, package)
    SELECT id, mpn, description, manufacturer, category, package FROM part_search_text
    WHERE id IN (SELECT id FROM parts WHERE category_id IN (
      SELECT id FROM categories WHERE id = new.category_id OR parent_id = new.category_id
        OR parent_id IN (SELECT id FROM categories WHERE parent_id = new.category_id)));
END;
