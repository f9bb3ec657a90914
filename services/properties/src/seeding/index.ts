// The seeding entry the workspace's tools may use (`@prestigio/properties-service/seeding`; tools/seed generates the
// benchmark catalogue with it): the listing shape seeders write, the photo library, and the idempotent bulk insert.
// Nothing else of the service is public; the service never imports a tool.
export { libraryPhoto, photoCategories, photoLibrary, toSeedPhoto, type LibraryPhoto, type PhotoCategory } from './photo-library.js';
export { insertSeedProperties, type PropertyAgent, type SqlRunner } from './seed-properties.repository.js';
export type { SeedPhoto, SeedProperty } from './seed-property.js';
export { demoProperties } from './demo-properties.data.js';
export * from './seed-checks.js';
