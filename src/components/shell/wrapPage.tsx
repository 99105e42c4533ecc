import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout, type ShellOptions } from "./layout/Layout";

/** Shared by gatsby-browser and gatsby-ssr, so server and client render the same frame. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const context = props.pageContext as { shell?: ShellOptions } | undefined;
  return (
    <Layout pathname={props.location.pathname} shell={context?.shell}>
      {element}
    </Layout>
  );
}
