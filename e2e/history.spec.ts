import { content } from "./behaviours/content";
import { backAndForwardRestore, newVisitStartsAtTop } from "./behaviours/navigation";
import { test } from "./fixtures";
import { pageKinds } from "./pages";

/**
 * Back and Forward bring the visitor back exactly where they left, after a real click on a header link (which plays
 * the page transition), on one page of every kind (src/lib/pages.ts); a new visit starts at the top and a reload comes
 * back. The behaviours are e2e/behaviours/navigation.ts, which the engines suite runs in Firefox and WebKit.
 */
for (const page of pageKinds(content)) {
  test(`Back and Forward restore the scroll position exactly after a header link on ${page.path}`, async ({ d }) => {
    await backAndForwardRestore(d, page);
  });
}

test("a new visit of a page starts at its top, and a reload comes back where the visitor was", async ({ d }) => {
  await newVisitStartsAtTop(d);
});
