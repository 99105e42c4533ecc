/**
 * The stages of `npm test` (scripts/test-all.mjs, which says what each runs). A CI job runs one, as `.ci/run <stage>`
 * (.github/workflows/ci.yml; __tests__/ci-workflow.test.ts checks that every stage has its job).
 */
export const STAGES = /** @type {const} */ (["static", "build", "chromium", "engines", "content", "incremental"]);
