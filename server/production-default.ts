// Imported first by server/main.ts: React and other libraries read NODE_ENV when they load, so an
// unset NODE_ENV must become "production" before anything else is imported.
process.env.NODE_ENV ||= 'production';
