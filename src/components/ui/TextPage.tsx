import type { ReactNode } from "react";
import styled from "styled-components";
import { Container } from "./Container";

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.section} 0 ${theme.space.xl}`};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** A heading with what it says under it: a question and its answer, a version and its notes. */
export const Entry = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A list of a few lines: a version's notes, a label's data types. */
export const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
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

interface TextSectionProps {
  readonly id: string;
  readonly heading: string;
  readonly children: ReactNode;
}

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

interface TextPageProps {
  readonly title: string;
  /** Under the title: the introduction, the day it changed. */
  readonly header: ReactNode;
  readonly children: ReactNode;
}

/** A page to read, such as a policy or a support page: its title, then its parts, one column. */
export function TextPage({ title, header, children }: TextPageProps) {
  return (
    <Body $narrow>
      <Header>
        <Title>{title}</Title>
        {header}
      </Header>
      {children}
    </Body>
  );
}
