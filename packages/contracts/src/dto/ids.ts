/**
 * The largest numeric id a request may name: ids live in PostgreSQL `integer` columns, and GeoNames
 * ids (the destinations') are far below it. A bigger number is a 400 naming the field, never a
 * database overflow.
 */
export const MAX_ID = 2_147_483_647;
