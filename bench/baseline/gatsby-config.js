// The floor the site is measured against: a bare Gatsby 5 page, same Gatsby and React as the site.
module.exports = { siteMetadata: { title: "Baseline" } };
