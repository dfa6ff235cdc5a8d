import { graphql } from "gatsby";
import styled from "styled-components";
import { longDay } from "../../lib/releases";
import { usePageLanguage } from "../layout/page-language";
import { Items } from "../ui/TextPage";

export const releaseFragment = graphql`
  fragment Release on AppYamlRelease {
    version
    date
    notes
  }
`;

const Day = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A version's day and its notes, under a heading its page gives it. */
export function ReleaseNotes({ release }: { readonly release: Queries.ReleaseFragment }) {
  return (
    <>
      <Day>
        <time dateTime={release.date}>{longDay(release.date, usePageLanguage())}</time>
      </Day>
      <Items>
        {release.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Items>
    </>
  );
}
