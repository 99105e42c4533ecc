/**
 * The studio page's team and collaborators as component props, for the page and the CMS preview alike.
 * Files (photos, CVs) come resolved by the caller: processed by the build, or from the CMS's media library.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { CollaboratorsProps, Collaborator } from "../../components/studio/collaborators/Collaborators";
import type { TeamMember, TeamProps } from "../../components/studio/team/Team";

type MemberFields = Omit<TeamMember, "photo" | "cvUrl">;

interface TeamFields<Member extends MemberFields> {
  title: string;
  cvLabel: string;
  linkedinLabel: string;
  members: readonly Member[];
}

export function teamProps<Member extends MemberFields>(
  team: TeamFields<Member>,
  newTabHint: string,
  filesOf: (member: Member) => { photo: IGatsbyImageData | null; cvUrl: string },
): TeamProps {
  return {
    title: team.title,
    cvLabel: team.cvLabel,
    linkedinLabel: team.linkedinLabel,
    newTabHint,
    members: team.members.map((member) => ({
      name: member.name,
      role: member.role,
      photoAlt: member.photoAlt,
      description: member.description,
      phone: member.phone,
      email: member.email,
      linkedin: member.linkedin,
      ...filesOf(member),
    })),
  };
}

export function collaboratorsProps(collaborators: { title: string; items: readonly Collaborator[] }, newTabHint: string): CollaboratorsProps {
  return { title: collaborators.title, newTabHint, items: collaborators.items.map(({ name, role, url }) => ({ name, role, url })) };
}
