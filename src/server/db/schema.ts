// The whole schema in one object for Drizzle's relational queries and typed clients.
export * from './schema/app.ts';
export * from './schema/event-search-sql.ts';
export * from './schema/events.ts';
export * from './schema/rsvps.ts';
export * from './schema/users.ts';
export * from './schema/vendors.ts';
