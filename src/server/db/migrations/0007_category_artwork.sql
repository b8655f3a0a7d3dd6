ALTER TABLE "categories" ADD COLUMN "artwork" varchar(32);--> statement-breakpoint
CREATE INDEX "product_downloads_url_idx" ON "product_downloads" USING btree ("url");--> statement-breakpoint
-- Databases seeded before this column drew each category's placeholder picture from the seed's
-- list by id; this keeps their pictures. The seed writes the column itself from now on.
UPDATE "categories" AS c SET "artwork" = v.kind
FROM (VALUES
  (1, 'board'), (2, 'board'), (3, 'board'), (4, 'board'), (5, 'board'), (6, 'microcontroller'), (7, 'board'), (8, 'microcontroller'),
  (9, 'microcontroller'), (10, 'board'), (11, 'kit'), (12, 'kit'), (13, 'kit'), (14, 'kit'), (15, 'case'), (16, 'case'),
  (17, 'case'), (18, 'power'), (19, 'power'), (20, 'battery'), (21, 'battery'), (22, 'power'), (23, 'display'), (24, 'display'),
  (25, 'display'), (26, 'display'), (27, 'display'), (28, 'cable'), (29, 'cable'), (30, 'cable'), (31, 'cable'), (32, 'cable'),
  (33, 'sensor'), (34, 'sensor'), (35, 'sensor'), (36, 'sensor'), (37, 'sensor'), (38, 'sensor'), (39, 'storage'), (40, 'storage'),
  (41, 'storage'), (42, 'storage'), (43, 'network'), (44, 'tool'), (45, 'tool'), (46, 'tool'), (47, 'tool'), (48, 'meter'),
  (49, 'tool'), (50, 'component'), (51, 'component'), (52, 'component'), (53, 'component'), (54, 'component'), (55, 'camera'), (56, 'audio'),
  (57, 'smarthome'), (58, 'smarthome'), (59, 'smarthome')
) AS v(id, kind)
WHERE c.id = v.id AND c.artwork IS NULL AND c.image_url = '/media/categories/' || c.id || '.svg';
