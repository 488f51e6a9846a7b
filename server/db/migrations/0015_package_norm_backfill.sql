-- The package facet values (parts.package_norm, contract/packages.ts normalizePackage) of a
-- database written before they were normalised: migration 0013 copied the maker's name, and only an
-- import (`npm run seed`) normalised it. Here every name of the demo catalogue (its real and
-- generated parts: 271 names, of which these 23 are written otherwise as a facet value) gets its
-- value, then the categories' package facet counts are counted again from the values (as the
-- import's refreshCatalogue does: a category with its subcategories, the 200 commonest) and cached
-- pages are made stale. A name not listed here keeps its value until the next import; the list is
-- checked against normalizePackage by tests/contract/upgrade.test.ts.
WITH `map` (`name`, `norm`) AS (VALUES
  ('D2PAK-3', 'D2PAK'),
  ('DO-214AA (SMB)', 'SMB (DO-214AA)'),
  ('DO-214AC (SMA)', 'SMA (DO-214AC)'),
  ('LQFP100', 'LQFP-100'),
  ('LQFP64', 'LQFP-64'),
  ('SMA', 'SMA (DO-214AC)'),
  ('SMC', 'SMC (DO-214AB)'),
  ('SO-14', 'SOIC-14'),
  ('SO-16', 'SOIC-16'),
  ('SO-18', 'SOIC-18'),
  ('SO-6', 'SOIC-6'),
  ('SO-8', 'SOIC-8'),
  ('SOT-223-3', 'SOT-223'),
  ('SOT-223-4', 'SOT-223'),
  ('SOT-23-3', 'SOT-23'),
  ('SOT-25', 'SOT-23-5'),
  ('SOT-323-3', 'SOT-323'),
  ('SOT-89-3', 'SOT-89'),
  ('SOT23-5', 'SOT-23-5'),
  ('TO-220-3', 'TO-220'),
  ('TO-220AB', 'TO-220'),
  ('TO-92-3', 'TO-92'),
  ('µSOP8', 'MSOP-8'))
UPDATE `parts` SET `package_norm` = (SELECT `norm` FROM `map` WHERE `map`.`name` = `parts`.`package`)
WHERE `package` IN (SELECT `name` FROM `map`)
  AND `package_norm` IS NOT (SELECT `norm` FROM `map` WHERE `map`.`name` = `parts`.`package`);--> statement-breakpoint
DELETE FROM `category_facets` WHERE `kind` = 'package';--> statement-breakpoint
WITH RECURSIVE `up` (`leaf`, `id`, `depth`) AS (
    SELECT `id`, `id`, 0 FROM `categories`
    UNION ALL
    SELECT `up`.`leaf`, `c`.`parent_id`, `up`.`depth` + 1 FROM `up` JOIN `categories` `c` ON `c`.`id` = `up`.`id`
    WHERE `c`.`parent_id` IS NOT NULL AND `up`.`depth` < 4),
  `leaves` AS (
    SELECT `category_id` AS `leaf`, `package_norm` AS `value`, count(*) AS `n` FROM `parts`
    WHERE `package_norm` <> '' GROUP BY 1, 2),
  `totals` AS (
    SELECT `up`.`id` AS `category_id`, `leaves`.`value`, sum(`leaves`.`n`) AS `n`
    FROM `leaves` JOIN `up` ON `up`.`leaf` = `leaves`.`leaf` GROUP BY 1, 2),
  `ranked` AS (
    SELECT `category_id`, `value`, `n`, row_number() OVER (PARTITION BY `category_id` ORDER BY `n` DESC, `value`) AS `r`
    FROM `totals`)
INSERT INTO `category_facets` (`category_id`, `kind`, `key`, `value`, `num`, `count`)
SELECT `category_id`, 'package', 0, `value`, NULL, `n` FROM `ranked` WHERE `r` <= 200;--> statement-breakpoint
UPDATE `catalogue_stats` SET `value` = `value` + 1 WHERE `key` = 'data_version';
