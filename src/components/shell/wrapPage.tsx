import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { PageLocaleContext } from "../../hooks/useLocale";
import { localeOfPath, type PageLocale } from "../../lib/locales";
import { Layout, type ShellOptions } from "./layout/Layout";

/** Shared by gatsby-browser and gatsby-ssr, so server and client render the same frame, in the page's language. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const context = props.pageContext as ({ shell?: ShellOptions } & Partial<PageLocale>) | undefined;
  // A page without a language of its own (Gatsby's development 404 page) takes its address's.
  const pageLocale: PageLocale = {
    locale: context?.locale ?? localeOfPath(props.location.pathname),
    alternates: context?.alternates ?? {},
  };
  return (
    <PageLocaleContext.Provider value={pageLocale}>
      <Layout pathname={props.location.pathname} shell={context?.shell}>
        {element}
      </Layout>
    </PageLocaleContext.Provider>
  );
}
