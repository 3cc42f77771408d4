-- Distance queries for alerts near a point (GET /api/safety-alerts/nearby): earthdistance over
-- cube gives ll_to_earth/earth_box/earth_distance, indexable with GiST. (PostGIS would be the
-- choice for polygons; points and radii need nothing more.)
-- Up Migration

CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

-- Down Migration
DROP EXTENSION IF EXISTS earthdistance;
DROP EXTENSION IF EXISTS cube;
