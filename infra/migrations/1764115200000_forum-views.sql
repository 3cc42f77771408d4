-- Forum view counts (issue 6): a counter the API increments, deliberately NOT event-sourced.
--
-- A view is not a decision anyone makes, and an event per page view would swamp the log and every
-- projection for a number nobody audits. So this is the one table outside the read models that the
-- API writes: it is not rebuilt from the log, and losing it loses only view counts. Each viewer
-- (user id, or a hash of the client address for visitors) counts once per post per UTC day, so
-- refetches after live updates do not inflate it.
-- Up Migration

CREATE SCHEMA forum_stats;

CREATE TABLE forum_stats.post_views (
  post_id uuid PRIMARY KEY,
  views bigint NOT NULL DEFAULT 0
);

CREATE TABLE forum_stats.post_viewers (
  post_id uuid NOT NULL,
  viewer text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (post_id, viewer, day)
);
CREATE INDEX post_viewers_day ON forum_stats.post_viewers (day);

-- Down Migration
DROP SCHEMA forum_stats CASCADE;
