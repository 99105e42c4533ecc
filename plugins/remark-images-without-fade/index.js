/**
 * gatsby-remark-images, minus its gatsby-browser.js. That file runs on every route of every
 * page (it would sit in the home page's JavaScript) only to fade body images in by writing
 * inline styles at runtime. Without it the images are the same responsive <picture>s, shown
 * over their blurred placeholder as soon as they load: nothing runs in the browser.
 */
module.exports = require("gatsby-remark-images");
