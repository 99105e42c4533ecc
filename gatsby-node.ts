// Gatsby's build hooks; each lives in a small typed module under src/gatsby/.
export { onPreBootstrap } from "./src/gatsby/validation";
export { createSchemaCustomization, createResolvers } from "./src/gatsby/schema";
export { onCreateNode } from "./src/gatsby/nodes";
export { createPages, onCreatePage } from "./src/gatsby/pages";
export { onPostBootstrap } from "./src/gatsby/share-card";
export { onPostBuild } from "./src/gatsby/publish";
export { onCreateWebpackConfig } from "./src/gatsby/webpack";
export { onCreateDevServer } from "./src/gatsby/cms-webpack";
export { onPluginInit } from "./src/gatsby/avif-effort";
