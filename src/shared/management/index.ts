// The management API's contract: TypeBox schemas (request and response), field limits and Dutch
// messages, shared by the management routes (server/routes/api/) and the /beheer/ site. Pure: no I/O.
export * from './alert';
export * from './auditLog';
export * from './common';
export * from './config';
export * from './contact';
export * from './limits';
export * from './messages';
export * from './school';
export * from './schoolYear';
export * from './user';
export * from './student';
export * from './validate';
