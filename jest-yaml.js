// A YAML file imported by a module, as Gatsby's webpack rule (yaml-loader) hands it over: its data (the admin's
// src/cms/preview/saved-texts.ts imports content files so). Dates stay text, as everywhere the content is read.
const yaml = require("js-yaml");

module.exports = {
  process: (source) => ({ code: `module.exports = ${JSON.stringify(yaml.load(source, { schema: yaml.CORE_SCHEMA }))};` }),
};
