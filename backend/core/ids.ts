const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical uuid (the form Postgres prints). */
export const isUuid = (value: string): boolean => UUID.test(value);
