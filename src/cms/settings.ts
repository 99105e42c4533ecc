/**
 * Where the CMS commits: the one place to change the repository and branch.
 * Build-time environment variables override the defaults (for forks and previews).
 */
export const cmsSettings = {
  /** GitHub repository "owner/name" that holds this site. PLACEHOLDER until the real repository exists. */
  repository: process.env.GATSBY_CMS_REPOSITORY ?? "blessbit/sito-web",
  branch: process.env.GATSBY_CMS_BRANCH ?? "main",
  /** OAuth gateway that lets editors sign in with GitHub (Netlify's, by default). */
  authBaseUrl: process.env.GATSBY_CMS_AUTH_URL ?? "https://api.netlify.com",
  siteDomain: process.env.GATSBY_CMS_SITE_DOMAIN ?? "www.blessbit.it",
} as const;
