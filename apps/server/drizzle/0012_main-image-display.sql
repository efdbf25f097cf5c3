-- A main image's phone-sized WebP rendition, which the case page shows (issue #15: its largest
-- paint). Null for extra images and for main images stored before it: the page shows the full.
ALTER TABLE "case_images" ADD COLUMN "display_key" text;
