// A Gatsby plugin needs an entry file; the work is in gatsby-node.js and loader.js.
