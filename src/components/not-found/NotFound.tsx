import { graphql, Link } from "gatsby";
import type { HTMLAttributes } from "react";
import styled from "styled-components";
import { Button } from "../ui/Button";
import { Container } from "../ui/Container";
import { Heading } from "../ui/Typography";
import { homeOf } from "../../lib/languages";
import { usePageLanguage } from "../layout/page-language";

export const notFoundFragment = graphql`
  fragment NotFound on SiteContent {
    notFound {
      title
      text
      linkLabel
    }
  }
`;

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
  color: ${({ theme }) => theme.colors.accent};
`;

/** "Page not found"; `rest` marks the 404 page, whose behaviour logs the address tried. */
export function NotFound({
  site: { notFound },
  ...rest
}: { readonly site: Queries.NotFoundFragment } & HTMLAttributes<HTMLElement>) {
  return (
    <Panel $narrow {...rest}>
      <Code aria-hidden="true">404</Code>
      <Heading $size="title">{notFound.title}</Heading>
      <p>{notFound.text}</p>
      <Button as={Link} to={homeOf(usePageLanguage())}>
        {notFound.linkLabel}
      </Button>
    </Panel>
  );
}
