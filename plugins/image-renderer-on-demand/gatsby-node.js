/**
 * gatsby-plugin-image's browser component starts `import("./lazy-hydrate")` as soon as any image
 * mounts. That chunk (72 kB, two builds of react-dom/server) renders images in the browser, which
 * happens only after a client-side navigation: an image that came with the page's HTML is left as
 * it is. So every page with an image fetched and evaluated it after hydration for nothing. The
 * loader below moves the import after the component's "already server-rendered" return, so the
 * chunk is fetched the first time an image is really rendered in the browser.
 */
const IMAGE_COMPONENT = /gatsby-plugin-image[\\/]dist[\\/]index\.browser-[0-9a-f]+\.js$/;

// The production bundle only: `gatsby develop` keeps the library as it is.
exports.onCreateWebpackConfig = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ module: { rules: [{ test: IMAGE_COMPONENT, use: [{ loader: require.resolve("./loader") }] }] } });
};

exports.IMAGE_COMPONENT = IMAGE_COMPONENT;
