-- Search support for the read models (typo-tolerant destination search, DESIGN.md "Read models").
-- Up Migration

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary can change), so it cannot sit in an index expression;
-- this wrapper pins the dictionary and is declared IMMUTABLE, the usual way to index it.
CREATE FUNCTION public.search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- Down Migration
DROP FUNCTION public.search_key(text);
DROP EXTENSION IF EXISTS unaccent;
DROP EXTENSION IF EXISTS pg_trgm;
