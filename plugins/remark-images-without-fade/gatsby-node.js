// The same options, checked the same way as gatsby-remark-images.
exports.pluginOptionsSchema = require("gatsby-remark-images/gatsby-node").pluginOptionsSchema;
