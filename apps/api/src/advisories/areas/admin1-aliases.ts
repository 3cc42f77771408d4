/**
 * Names the governments give admin-1 units that GeoNames' admin-1 file (name and ASCII name) does
 * not: each is the same unit under an official or common English name, checked against the unit's
 * GeoNames code. Kept short: a name missing here stays unresolved and shows as such.
 */
export const ADMIN1_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'NG.11': ['Federal Capital Territory', 'Abuja Federal Capital Territory'],
};
