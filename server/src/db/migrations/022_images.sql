-- Images uploaded in the back office (docs/product-rules.md#images): company logos, article and ad pictures,
-- checked by their bytes, resized and stored once as WebP under their SHA-256, which is also their address
-- (/api/images/<sha256>.webp), so a stored image never changes and is cached for good.
CREATE TABLE images (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL CHECK (content_type = 'image/webp'),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
