import { useEffect } from "react";
import styled from "styled-components";
import { hook, MISSING_PAGE } from "../../behaviours/markup";
import { logMissingPath } from "../../behaviours/page-details";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";

export interface NotFoundProps {
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
  /**
   * The address the visitor tried; logged for whoever looks at the console. The editor's preview,
   * where no visitor tried an address, leaves it out.
   */
  readonly attemptedPath?: string;
}

const Panel = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.section};
  padding-bottom: ${({ theme }) => theme.space.section};
  text-align: center;
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.indigo};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.title};
`;

export function NotFound({ title, text, linkLabel, attemptedPath }: NotFoundProps) {
  // The built 404 page logs the address from its inline script (src/behaviours/page-details.ts).
  useEffect(() => {
    if (attemptedPath !== undefined) logMissingPath(attemptedPath);
  }, [attemptedPath]);

  return (
    <Panel $narrow {...hook(MISSING_PAGE)}>
      <Code aria-hidden="true">404</Code>
      <Title>{title}</Title>
      <p>{text}</p>
      <ButtonLink to="/">{linkLabel}</ButtonLink>
    </Panel>
  );
}
