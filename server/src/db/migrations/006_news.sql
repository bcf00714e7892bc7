-- News feed: providers per country and their articles, each user's provider selection, ads with a daily cap
-- per user, every ad delivery, and the views and clicks reported on them.

-- `key` names seeded rows so that seeding again updates them in place.
CREATE TABLE news_providers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  country text NOT NULL CHECK (country IN ('de', 'at', 'ch')),
  name text NOT NULL
);
CREATE INDEX news_providers_country ON news_providers (country, id);

-- Articles added outside the seed (the development route) have no key.
CREATE TABLE news_articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text UNIQUE,
  provider_id integer NOT NULL REFERENCES news_providers (id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL,
  title text NOT NULL,
  text text NOT NULL,
  thumbnail text,
  url text NOT NULL
);
CREATE INDEX news_articles_feed ON news_articles (provider_id, published_at DESC, id DESC);

-- The providers a user reads. Rows of another country stay when the user's country changes, so
-- switching back restores the selection; the routes only ever look at the current country's.
CREATE TABLE user_news_providers (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES news_providers (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, provider_id)
);
CREATE INDEX user_news_providers_provider ON user_news_providers (provider_id);

-- Only the code ad has a code, and it always has one: a code ad without a code could never be closed.
CREATE TABLE news_ads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('banner', 'fullscreen', 'fullscreen-with-code')),
  country text NOT NULL CHECK (country IN ('de', 'at', 'ch')),
  url text NOT NULL,
  thumbnail text NOT NULL,
  alt text NOT NULL,
  code text,
  daily_cap integer NOT NULL CHECK (daily_cap > 0),
  active boolean NOT NULL DEFAULT true,
  CHECK ((type = 'fullscreen-with-code') = (code IS NOT NULL AND code <> ''))
);
CREATE INDEX news_ads_country ON news_ads (country, type) WHERE active;

-- Every ad handed to a user: the frequency cap counts the rows of (user, ad, day). `delivered_on` is the
-- user's calendar day (de, at and ch share one time zone), so the cap starts afresh at local midnight.
CREATE TABLE news_ad_deliveries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ad_id integer NOT NULL REFERENCES news_ads (id) ON DELETE CASCADE,
  delivered_on date NOT NULL,
  delivered_at timestamptz NOT NULL
);
CREATE INDEX news_ad_deliveries_cap ON news_ad_deliveries (user_id, delivered_on, ad_id);

-- Views and clicks. An article impression is the pair (user, article), the same id on every page load;
-- an ad impression is one delivery. The unique indexes record each (user, impression, kind) once, also
-- when the same report arrives twice at the same moment.
CREATE TABLE news_interactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id integer REFERENCES news_articles (id) ON DELETE CASCADE,
  delivery_id integer REFERENCES news_ad_deliveries (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('viewed', 'clicked')),
  created_at timestamptz NOT NULL,
  CHECK ((article_id IS NULL) <> (delivery_id IS NULL))
);
CREATE UNIQUE INDEX news_interactions_article_once ON news_interactions (user_id, article_id, kind)
  WHERE article_id IS NOT NULL;
CREATE UNIQUE INDEX news_interactions_ad_once ON news_interactions (user_id, delivery_id, kind)
  WHERE delivery_id IS NOT NULL;
CREATE INDEX news_interactions_article ON news_interactions (article_id) WHERE article_id IS NOT NULL;
CREATE INDEX news_interactions_delivery ON news_interactions (delivery_id) WHERE delivery_id IS NOT NULL;
