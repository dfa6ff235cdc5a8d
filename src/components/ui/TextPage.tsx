import type { PropsWithChildren, ReactNode } from "react";
import styled from "styled-components";
import { Container } from "./Container";
import { Heading, Lead } from "./Typography";

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.section} 0 ${theme.space.xl}`};
`;

/** A heading with what it says under it: a question and its answer, a version and its notes. */
export const Entry = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A list of a few lines, spaced as an entry's and indented: a version's notes, a label's data types. */
export const Items = styled(Entry).attrs({ as: "ul" })`
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** A part of a text page: a level-two heading and what it says. */
const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p,
  li {
    max-width: ${({ theme }) => theme.layout.measure};
  }
`;

type TextSectionProps = PropsWithChildren<{ readonly id: string; readonly heading: string }>;

/** A titled part of a text page; `id` names its heading, and is the part's anchor. */
export function TextSection({ id, heading, children }: TextSectionProps) {
  return (
    <Part aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Part>
  );
}

const Body = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.section};
`;

interface TextPageProps extends PropsWithChildren {
  readonly title: string;
  /** Under the title: the introduction, in larger type. */
  readonly lead?: string;
  /** Under the introduction: e.g. the day it changed, the app's other pages. */
  readonly header?: ReactNode;
}

/** A page to read, such as a policy or a support page: its title, then its parts, one column. */
export function TextPage({ title, lead, header, children }: TextPageProps) {
  return (
    <Body $narrow>
      <Header>
        <Heading>{title}</Heading>
        {lead === undefined ? null : <Lead>{lead}</Lead>}
        {header}
      </Header>
      {children}
    </Body>
  );
}
