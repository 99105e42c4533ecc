import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BriefForm } from "../components/contact/brief-form/BriefForm";
import { BriefIntro } from "../components/contact/brief-intro/BriefIntro";
import { pageHead, Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import * as styles from "./contatti.module.css";

/** The project brief (/contatti): what to tell the studio, and the form that sends it through Netlify Forms. */
export default function BriefPage({ data }: PageProps<Queries.BriefPageQuery>) {
  const page = data.contactPageYaml!;
  const site = data.siteYaml!;
  return (
    <div className={styles.page}>
      <BriefIntro title={page.title} intro={page.intro} otherWays={page.otherWays} contacts={{ email: site.email, phone: site.phone }} />
      <BriefForm
        copy={page}
        services={data.servicesYaml!.items}
        studio={{ email: site.email, legalName: site.company.legalName, privacyPolicyUrl: site.legal.privacyPolicyUrl }}
        newTabHint={site.controls.newTab}
      />
    </div>
  );
}

export const query = graphql`
  query BriefPage($locale: String!) {
    siteYaml(locale: { eq: $locale }) {
      email
      phone
      company {
        legalName
      }
      legal {
        privacyPolicyUrl
      }
      controls {
        newTab
      }
    }
    servicesYaml(locale: { eq: $locale }) {
      items {
        title
        color
      }
    }
    contactPageYaml(locale: { eq: $locale }) {
      meta {
        title
        description
      }
      title
      intro
      otherWays
      form {
        label
        name
        email
        company
        optional
        services
        servicesHint
        budget
        budgets
        timeframe
        timeframes
        undecided
        message
        messageHint
        privacy
        privacyLink
        submit
        sending
        honeypot
      }
      errors {
        name
        email
        emailFormat
        message
        tooShort
        tooLong
      }
      sent {
        title
        text
      }
      failed
      mailFallback
      mailFallbackCut
      copyBrief
      copied
      copyFailed
    }
  }
`;

export function Head(props: HeadProps<Queries.BriefPageQuery, ShareCardContext>) {
  const { data } = props;
  const meta = data.contactPageYaml!.meta;
  return <Seo {...pageHead(meta, props)} />;
}
