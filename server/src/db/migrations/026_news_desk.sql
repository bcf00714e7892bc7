-- News and ads written in the back office (docs/product-rules.md#news-desk). Rows an operator creates have no
-- seed key. An article is published at `published_at` (now or a moment the operator scheduled); the feed shows
-- it from then on until it is withdrawn. The fullscreen interval lives in app_settings under
-- 'news.fullscreen_ad_interval' once an operator sets it; until then the server's configured value applies.
ALTER TABLE news_providers ALTER COLUMN key DROP NOT NULL;
ALTER TABLE news_providers ADD COLUMN created_at timestamptz;
ALTER TABLE news_providers ADD COLUMN updated_at timestamptz;
ALTER TABLE news_providers ADD CONSTRAINT news_providers_name CHECK (length(name) BETWEEN 1 AND 100);

ALTER TABLE news_articles ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE news_articles ADD COLUMN created_at timestamptz;
ALTER TABLE news_articles ADD COLUMN updated_at timestamptz;
CREATE INDEX news_articles_desk ON news_articles (published_at DESC, id DESC);

ALTER TABLE news_ads ALTER COLUMN key DROP NOT NULL;
ALTER TABLE news_ads ADD COLUMN created_at timestamptz;
ALTER TABLE news_ads ADD COLUMN updated_at timestamptz;
ALTER TABLE news_ads ADD CONSTRAINT news_ads_daily_cap_max CHECK (daily_cap <= 1000);
