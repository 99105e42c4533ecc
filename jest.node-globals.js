// Node's TextEncoder and TextDecoder, which jest's node environment leaves out of a test's globals; image-size (read by
// the content's validation, src/content/validate.ts) makes a TextDecoder as it loads.
const util = require("node:util");

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
