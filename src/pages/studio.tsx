import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/shared/seo/Seo";

export default function StudioPage({ data }: PageProps<Queries.StudioPageQuery>) {
  const page = data.studioPageYaml!;
  return (
    <>
      <h1>{page.title}</h1>
      <p>
        {page.weMake.before} {page.weMake.word} {page.weMake.after}
      </p>
      <h2>{data.teamYaml!.title}</h2>
      <ul>
        {data.teamYaml!.members.map((member) => (
          <li key={member.name}>
            {member.name} — {member.role}
          </li>
        ))}
      </ul>
      <h2>{data.collaboratorsYaml!.title}</h2>
      <ul>
        {data.collaboratorsYaml!.items.map((item) => (
          <li key={item.name}>
            {item.name} — {item.role}
          </li>
        ))}
      </ul>
      <h2>{page.whereWeAre.title}</h2>
      <p>{page.whereWeAre.text}</p>
    </>
  );
}

export const query = graphql`
  query StudioPage {
    studioPageYaml {
      meta {
        title
        description
      }
      title
      weMake {
        before
        word
        after
      }
      whereWeAre {
        title
        text
      }
    }
    teamYaml {
      title
      members {
        name
        role
      }
    }
    collaboratorsYaml {
      title
      items {
        name
        role
        url
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.StudioPageQuery>) {
  const meta = data.studioPageYaml!.meta;
  return <Seo title={meta.title} description={meta.description} pathname={location.pathname} />;
}
